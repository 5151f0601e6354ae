import type { Page } from '@playwright/test'
import { expect, tr } from '../../support/learner-test'

/** Logs in through the login page; `path` is where the test starts (→ /login?redirectTo=…). */
export async function logIn(
  page: Page,
  credentials: { readonly email: string; readonly password: string },
  path = '/login',
): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel(tr('Email')).fill(credentials.email)
  await page.getByLabel(tr('Password'), { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: tr('Log In') }).click()
}
