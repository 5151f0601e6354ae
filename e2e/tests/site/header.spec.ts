import { expect, inLanguage, test, tr, trPattern } from '../../support/learner-test'

test('signed out: Log In and Sign Up show on desktop and hide on mobile', async ({
  page,
}, testInfo) => {
  await page.goto('/faq')
  const header = page.getByRole('banner')
  const logIn = header.getByRole('link', { name: tr('Log In') })
  const signUp = header.getByRole('link', { name: tr('Sign Up') })
  if ((testInfo.project.use.viewport?.width ?? 0) >= 1024) {
    await expect(logIn).toBeVisible()
    await expect(signUp).toBeVisible()
    await logIn.click()
    await expect(page).toHaveURL('/login')
  } else {
    await expect(logIn).toBeHidden()
    await expect(signUp).toBeHidden()
  }
  // The switcher offers the other language.
  const other = inLanguage({ en: 'Switch to Arabic', ar: 'Switch to English' })
  await expect(header.getByRole('button', { name: trPattern(other) })).toBeVisible()
})

test('the logo reloads the whole document on the way home', { tag: '@paired' }, async ({
  page,
}) => {
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

test('unknown paths show Page Not Found', { tag: '@paired' }, async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { name: tr('Page Not Found') })).toBeVisible()
})
