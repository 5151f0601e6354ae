import { expect, test } from '@playwright/test'

test('an unknown path shows the text Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.ok()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
