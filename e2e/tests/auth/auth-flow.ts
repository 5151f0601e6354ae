import type { APIRequestContext, Page } from '@playwright/test'
import { expect, tr } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'

/** A fresh address per call, so tests never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
}

interface OutboxMail {
  readonly kind: string
  readonly to: string
  readonly links: readonly string[]
}

/**
 * The action link of the newest mail of `kind` sent to `email`, read from the backend's outbox
 * (`/outbox.json?to=`). Polls briefly, since the mail is written by the request that caused it.
 */
export async function outboxLink(
  request: APIRequestContext,
  email: string,
  kind: 'confirmation' | 'recovery',
): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${BACKEND_URL}/outbox.json`, {
          params: { to: email },
        })
        const mails = (await response.json()) as OutboxMail[]
        link = mails.find((mail) => mail.kind === kind && mail.to === email)?.links[0]
        return link
      },
      { message: `a ${kind} mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy()
  if (link === undefined) throw new Error(`No ${kind} link for ${email}`)
  return link
}

/** Fills and submits the sign-up form (in the test's language). */
export async function signUpThroughForm(
  page: Page,
  account: { readonly name: string; readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto('/signup')
  await page.getByRole('main').getByLabel(tr('Full Name')).fill(account.name)
  await page.getByRole('main').getByLabel(tr('Email')).fill(account.email)
  await page.getByRole('main').getByLabel(tr('Password')).fill(account.password)
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('Create account') })
    .click()
  await expect(
    page
      .getByRole('main')
      .getByText(tr('Registration successful! Please check your email to confirm your account.')),
  ).toBeVisible()
}

/**
 * Signs up and confirms the address through the outbox link without a browser session, so the
 * account exists and can log in.
 */
export async function createConfirmedAccount(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<{ readonly email: string; readonly password: string }> {
  const account = { name: 'Salma Hassan', email: uniqueEmail(label), password: 'first-secret' }
  await signUpThroughForm(page, account)
  const link = await outboxLink(request, account.email, 'confirmation')
  const confirmation = await request.get(link, { maxRedirects: 0 })
  expect(confirmation.status()).toBe(303)
  expect(confirmation.headers().location).toContain('#access_token=')
  return account
}

/** Fills and submits the login form (in the test's language). */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('main').getByLabel(tr('Email')).fill(email)
  await page.getByRole('main').getByLabel(tr('Password')).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('Log In') })
    .click()
}

/**
 * Signs the browser out without the app's help: cookies and local storage are cleared from a
 * same-origin page that is not the app (the proxied health endpoint), so no running app can
 * write its in-memory session back. `keep` is written to local storage afterwards, as is the
 * chosen language: the visitor stays the one of the test's language.
 */
export async function forgetBrowserSession(
  page: Page,
  keep: Readonly<Record<string, string>> = {},
): Promise<void> {
  await page.goto('/auth/v1/health')
  await page.context().clearCookies()
  await page.evaluate((entries) => {
    const language = localStorage.getItem('language')
    localStorage.clear()
    if (language !== null) localStorage.setItem('language', language)
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, keep)
}
