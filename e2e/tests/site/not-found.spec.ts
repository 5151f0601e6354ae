import { expect, test, tr } from '../../support/learner-test'

test('an unknown path shows the text Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.ok()).toBe(true)
  await expect(page.getByRole('heading', { name: tr('Page Not Found') })).toBeVisible()
})
