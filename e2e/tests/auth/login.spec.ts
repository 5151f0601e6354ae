import type { Page } from '@playwright/test'
import { expect, test, tr, trElement } from '../../support/learner-test'
import { forgetBrowserSession, logInThroughForm } from './auth-flow'

// Seeded demo account (apps/backend). Tests that check where login leads set the local
// onboardingCompleted flag to 'true' first: with the flag set the onboarding redirect is skipped
// (spec §4) without reading the profile, and the login's own destination shows.
const STUDENT = { email: 'student@splendid.test', password: 'student123' }

async function skipOnboardingRedirect(page: Page) {
  await page.evaluate(() => localStorage.setItem('onboardingCompleted', 'true'))
}

test.describe('login', () => {
  test('shows the validation messages in the spec order', async ({ page }) => {
    await page.goto('/login')
    const submit = page.getByRole('main').getByRole('button', { name: tr('Log In') })
    const alert = page.getByRole('main').getByRole('alert')
    await submit.click()
    await expect(alert).toHaveText(tr('Email is required'))
    await page.getByRole('main').getByLabel(tr('Email')).fill('not-an-address')
    await submit.click()
    await expect(alert).toHaveText(tr('Password is required'))
    await page.getByRole('main').getByLabel(tr('Password')).fill('whatever')
    await submit.click()
    await expect(alert).toHaveText(tr('Please enter a valid email address'))
  })

  test('has the links to forgot password, sign up and home', async ({ page }) => {
    await page.goto('/login')
    await expect(
      page.getByRole('main').getByRole('link', { name: tr('Forgot your password') }),
    ).toHaveAttribute('href', '/forgot-password')
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: trElement('New to Splendid? <0>Sign up</0>') }),
    ).toHaveAttribute('href', '/signup')
    await expect(
      page.getByRole('main').getByRole('link', { name: tr('Back to home') }),
    ).toHaveAttribute('href', '/')
  })

  test("a wrong password shows the server's 'Invalid login credentials'", {
    tag: '@paired',
  }, async ({ page }) => {
    await page.goto('/login')
    await logInThroughForm(page, STUDENT.email, 'not-the-password')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      tr('Invalid login credentials'),
    )
    await expect(page.getByRole('main').getByLabel(tr('Email'))).toBeEnabled()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('brings the user back to the protected page they asked for', { tag: '@paired' }, async ({
    page,
  }) => {
    await page.goto('/homework')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhomework$/)
    await skipOnboardingRedirect(page)
    await logInThroughForm(page, STUDENT.email, STUDENT.password)
    await expect(page).toHaveURL(/\/homework$/)
  })

  test('follows a redirectTo query and ignores one that leaves the site', {
    tag: '@paired',
  }, async ({ page }) => {
    await page.goto('/login?redirectTo=%2Fprogress')
    await skipOnboardingRedirect(page)
    await logInThroughForm(page, STUDENT.email, STUDENT.password)
    await expect(page).toHaveURL(/\/progress$/)
  })

  test('an unsafe redirectTo goes to /dashboard instead', { tag: '@paired' }, async ({ page }) => {
    await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F')
    await skipOnboardingRedirect(page)
    await logInThroughForm(page, STUDENT.email, STUDENT.password)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/)
  })
})

test.describe('login errors (spec §4, §8)', () => {
  test("'Logging in...' disables the form; an answer without a message reads 'Login failed'", {
    tag: '@paired',
  }, async ({ page }) => {
    let release: (() => Promise<void>) | undefined
    await page.route('**/auth/v1/token?grant_type=password', (route) => {
      release = () =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'unexpected_failure', message: '' }),
        })
    })
    await page.goto('/login')
    const main = page.getByRole('main')
    await logInThroughForm(page, STUDENT.email, 'wrong-password')
    await expect(main.getByRole('button', { name: tr('Logging in...') })).toBeDisabled()
    await expect(main.getByLabel(tr('Email'))).toBeDisabled()
    await expect(main.getByLabel(tr('Password'))).toBeDisabled()
    await expect.poll(() => release !== undefined).toBe(true)
    await release?.()
    await expect(main.getByRole('alert')).toHaveText(tr('Login failed'))
    await expect(main.getByRole('button', { name: tr('Log In') })).toBeEnabled()
    await expect(main.getByLabel(tr('Email'))).toBeEnabled()
  })

  test("no answer from the server reads 'An error occurred during login'", {
    tag: '@paired',
  }, async ({ page }) => {
    await page.route('**/auth/v1/token?grant_type=password', (route) => route.abort('failed'))
    await page.goto('/login')
    await logInThroughForm(page, STUDENT.email, STUDENT.password)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      tr('An error occurred during login'),
    )
    await expect(page).toHaveURL(/\/login$/)
  })
})

test('after login the session and user cookies last 7 days, Secure, SameSite=Strict, path /', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await skipOnboardingRedirect(page)
  const loggedInAt = Date.now() / 1000
  await logInThroughForm(page, STUDENT.email, STUDENT.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  // Beside them only the language cookie, which picks the prerendered page's language.
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
    .toEqual(['language', 'session', 'user'])
  const sevenDays = 7 * 24 * 60 * 60
  const authCookies = (await context.cookies()).filter((cookie) => cookie.name !== 'language')
  for (const cookie of authCookies) {
    expect(cookie, cookie.name).toMatchObject({
      path: '/',
      secure: true,
      sameSite: 'Strict',
      httpOnly: false,
    })
    expect(cookie.expires - loggedInAt, cookie.name).toBeGreaterThan(sevenDays - 60)
    expect(cookie.expires - loggedInAt, cookie.name).toBeLessThan(sevenDays + 60)
  }
  const byName = Object.fromEntries(
    authCookies.map((cookie) => [
      cookie.name,
      JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>,
    ]),
  )
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>) : {}
  })
  expect(byName.session).toMatchObject({
    access_token: stored.access_token,
    refresh_token: stored.refresh_token,
    expires_at: stored.expires_at,
    token_type: 'bearer',
    user: { email: STUDENT.email },
  })
  expect(byName.user).toMatchObject({ email: STUDENT.email })
})

test.describe('visiting login or sign-up with a stored session', () => {
  test('a valid stored session goes to /dashboard', { tag: '@paired' }, async ({
    page,
    context,
  }) => {
    await page.goto('/login')
    await skipOnboardingRedirect(page)
    await logInThroughForm(page, STUDENT.email, STUDENT.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    const cookies = await context.cookies()
    const session = cookies.find((cookie) => cookie.name === 'session')
    expect(session).toBeDefined()

    // Keep only the session cookie: supabase-js' own stored token is gone.
    await forgetBrowserSession(page, { onboardingCompleted: 'true' })
    if (session) await context.addCookies([session])
    await page.goto('/signup')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('an expired stored session and its user are removed', { tag: '@paired' }, async ({
    page,
    context,
    baseURL,
  }) => {
    const expired = {
      access_token: 'expired-token',
      refresh_token: 'expired-refresh',
      expires_at: Math.floor(Date.now() / 1000) - 3600,
      token_type: 'bearer',
      user: { id: '00000000-0000-4000-8000-000000000001', email: 'old@example.test' },
    }
    const url = baseURL ?? ''
    await context.addCookies([
      { name: 'session', value: encodeURIComponent(JSON.stringify(expired)), url },
      { name: 'user', value: encodeURIComponent(JSON.stringify(expired.user)), url },
    ])
    await page.goto('/login')
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
      .toEqual(['language'])
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an unreadable stored session is removed', { tag: '@paired' }, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'session', value: '%7Bbroken', url: baseURL ?? '' }])
    await page.goto('/signup')
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'session'))
      .toBe(false)
    await expect(page).toHaveURL(/\/signup$/)
  })
})
