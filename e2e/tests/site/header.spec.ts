import { expect, test } from '@playwright/test'

test('signed out: Log In and Sign Up show on desktop and hide on mobile', async ({
  page,
}, testInfo) => {
  await page.goto('/faq')
  const header = page.getByRole('banner')
  const logIn = header.getByRole('link', { name: 'Log In' })
  const signUp = header.getByRole('link', { name: 'Sign Up' })
  if (testInfo.project.name === 'desktop') {
    await expect(logIn).toBeVisible()
    await expect(signUp).toBeVisible()
    await logIn.click()
    await expect(page).toHaveURL('/login')
  } else {
    await expect(logIn).toBeHidden()
    await expect(signUp).toBeHidden()
  }
  await expect(header.getByRole('button', { name: /Switch to Arabic/ })).toBeVisible()
})

test('the logo reloads the whole document on the way home', async ({ page }) => {
  await page.goto('/faq')
  await page.evaluate(() => {
    ;(window as unknown as { stillHere: boolean }).stillHere = true
  })
  await page.getByRole('banner').getByRole('link', { name: 'Splendid' }).click()
  await expect(page).toHaveURL('/')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere))
    .toBeUndefined()
})

test('unknown paths show Page Not Found', async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
