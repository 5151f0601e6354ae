import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const PUBLIC_ROUTES = [
  '/',
  '/launch',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/terms-of-service',
  '/privacy-policy',
  '/catalog',
  '/faq',
  '/contact',
  '/booking-faqs',
  '/pricing',
  '/no-such-page',
]

for (const language of ['en', 'ar'] as const) {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} in ${language} has no serious or critical axe violations`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
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
}

for (const language of ['en', 'ar'] as const) {
  // The test sets the 360 px width itself: one sweep, on the desktop project.
  test(`every public route in ${language} fits a 360 px screen without sideways scrolling`, {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    const overflowing: { path: string; width: number }[] = []
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path)
      await expect(page.locator('main h1').first()).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 360) overflowing.push({ path, width })
    }
    expect(overflowing).toEqual([])
  })
}
