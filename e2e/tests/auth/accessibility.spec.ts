import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../../support/learner-test'

const AUTH_PAGES = ['/signup', '/login', '/forgot-password', '/reset-password'] as const

/** Serious and critical axe-core findings on the whole page (site chrome and the auth screen). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

// An axe sweep (`@axe-sweep`): English at 1280 px and Arabic at 390 px (playwright.config.ts).
for (const path of AUTH_PAGES) {
  test(`${path} has no serious accessibility violation, also with an error shown`, {
    tag: '@axe-sweep',
  }, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    const submit = page.getByRole('main').locator('button[type="submit"]')
    if ((await submit.count()) > 0) {
      await submit.click()
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    }
  })
}
