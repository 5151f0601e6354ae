import AxeBuilder from '@axe-core/playwright'
import { currentLanguage, expect, test } from '../../support/learner-test'

/** The auth screens, which tests/auth/accessibility.spec.ts sweeps (also with an error shown). */
const AUTH_ROUTES = ['/signup', '/login', '/forgot-password', '/reset-password']

const OTHER_PUBLIC_ROUTES = [
  '/',
  '/launch',
  '/terms-of-service',
  '/privacy-policy',
  '/catalog',
  '/faq',
  '/contact',
  '/booking-faqs',
  '/pricing',
  '/no-such-page',
]

const PUBLIC_ROUTES = [...OTHER_PUBLIC_ROUTES, ...AUTH_ROUTES]

// An axe sweep (`@axe-sweep`): English at 1280 px and Arabic at 390 px (playwright.config.ts).
for (const path of OTHER_PUBLIC_ROUTES) {
  test(`${path} has no serious or critical axe violations`, { tag: '@axe-sweep' }, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', currentLanguage())
    await expect(page.locator('main h1').first()).toBeVisible()
    if (path === '/') await expect(page.getByTestId('featured-course').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }))
    expect(blocking).toEqual([])
  })
}

// The test sets the 360 px width itself: one sweep per language, on the desktop projects.
test('every public route fits a 360 px screen without sideways scrolling', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const overflowing: { path: string; width: number }[] = []
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 360) overflowing.push({ path, width })
  }
  expect(overflowing).toEqual([])
})
