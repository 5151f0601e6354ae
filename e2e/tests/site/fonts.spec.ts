import { currentLanguage, expect, test } from '../../support/learner-test'

// Issue 23: fonts cost a phone's first paint. An English page downloads no Arabic font (the
// language switch's "العربية" is drawn in the device's own face); an Arabic page downloads the
// Arabic subset of src/fonts (≈ 31 KB), never the whole Arabic block (≈ 166 KB).
test('a public page downloads only the fonts of its language, the Arabic one as a subset', {
  tag: '@paired',
}, async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  for (const path of ['/', '/login']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  const arabic = fonts.filter((font) => font.includes('noto-sans-arabic'))
  if (currentLanguage() === 'en') {
    expect(arabic).toEqual([])
  } else {
    expect(arabic.length).toBeGreaterThan(0)
    for (const font of arabic) expect(font).toMatch(/\/noto-sans-arabic-core-wght-[\w-]+\.woff2$/)
  }
  expect(fonts.some((font) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(font))).toBe(true)
})
