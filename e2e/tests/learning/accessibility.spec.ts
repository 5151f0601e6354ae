import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'

const SIGNED_IN_PAGES = [
  '/onboarding',
  '/language-preferences',
  '/placement-assessment',
  '/dashboard-tour',
  '/first-action',
  '/dashboard',
  '/catalog',
  '/course/english-for-beginners',
  '/progress',
  '/certificates',
  '/homework',
  '/ai-tutor',
  '/account',
  '/booking',
  '/booking/recommended/conversation',
  '/booking/summary',
]

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
}

// An axe sweep (`@axe-sweep`): English at 1280 px and Arabic at 390 px (playwright.config.ts).
// Four pages per test, so one slow page under load cannot time the whole sweep out.
const PAGES_PER_TEST = 4
for (let first = 0; first < SIGNED_IN_PAGES.length; first += PAGES_PER_TEST) {
  const paths = SIGNED_IN_PAGES.slice(first, first + PAGES_PER_TEST)
  test(`signed-in pages ${paths.join(', ')} have no serious or critical axe violations`, {
    tag: '@axe-sweep',
  }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await page.goto('/login')
    await page.locator('#main input[type=email]').fill(user.email)
    await page.locator('#main input[type=password]').fill(user.password)
    await page.locator('#main form button[type=submit]').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const failures: Record<string, unknown> = {}
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      const found = await seriousViolations(page)
      if (found.length > 0) failures[path] = found
    }
    expect(failures).toEqual({})
  })
}

test('the admin pages have no serious or critical axe violations', {
  tag: '@axe-sweep',
}, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
  await logIn(page, { email: 'admin@splendid.test', password: 'admin123' })
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const path of ['/admin/content', '/admin/content-bank', '/admin/inbox']) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  }
})
