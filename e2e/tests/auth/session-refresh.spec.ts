import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test, tr } from '../../support/learner-test'
import { SHORT_SESSION_BACKEND_URL, SHORT_SESSION_SECONDS } from '../../support/ports'
import { apiKey } from '../learning/backend-admin'
import { useShortSessionBackend } from './short-session-backend'

// Spec §4 and §9: the session is refreshed 5 minutes before expiry, or at once when already
// inside that window; a failed refresh is logged and signs the user out. The page talks to a
// second backend (see playwright.config.ts) whose access tokens live SHORT_SESSION_SECONDS
// (305 s), so a fresh session is due for refresh 5 s after it is issued.

const REFRESH_MARGIN_MS = 5 * 60 * 1000
/** supabase-js' own storage key for a backend on 127.0.0.1 (`sb-<host label>-auth-token`). */
const STORAGE_KEY = 'sb-127-auth-token'

interface TokenResponse {
  readonly access_token: string
  readonly refresh_token: string
  readonly expires_in: number
  readonly expires_at: number
  readonly user: { readonly id: string }
}

const anonHeaders = {
  apikey: apiKey('anon'),
  authorization: `Bearer ${apiKey('anon')}`,
  'content-type': 'application/json',
}

/** A confirmed student of the short-session backend (it confirms addresses itself). */
async function createStudent(): Promise<{ readonly email: string; readonly password: string }> {
  const email = `refresh-${randomUUID()}@splendid.test`
  const password = 'refresh123'
  const signup = await fetch(`${SHORT_SESSION_BACKEND_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify({ email, password, data: { name: 'Rana Refresh', user_type: 'student' } }),
  })
  expect(signup.status, await signup.clone().text()).toBe(200)
  const { user } = (await signup.json()) as TokenResponse
  const serviceKey = apiKey('service_role')
  const profile = await fetch(`${SHORT_SESSION_BACKEND_URL}/rest/v1/profiles?id=eq.${user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ onboarding_completed: true }),
  })
  expect(profile.ok, await profile.clone().text()).toBe(true)
  return { email, password }
}

async function passwordGrant(account: {
  readonly email: string
  readonly password: string
}): Promise<TokenResponse> {
  const response = await fetch(`${SHORT_SESSION_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify(account),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as TokenResponse
}

function isRefresh(request: { method(): string; url(): string }): boolean {
  return request.method() === 'POST' && request.url().includes('/token?grant_type=refresh_token')
}

/** The access token in the `session` cookie, or null without one. */
async function cookieAccessToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'session')
  if (!cookie) return null
  return (JSON.parse(decodeURIComponent(cookie.value)) as { access_token: string }).access_token
}

/** The access token supabase-js keeps in local storage, or null without one. */
function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = localStorage.getItem(key)
    return stored === null ? null : (JSON.parse(stored) as { access_token: string }).access_token
  }, STORAGE_KEY)
}

async function logInThroughForm(
  page: Page,
  account: { readonly email: string; readonly password: string },
): Promise<TokenResponse> {
  await page.goto('/login')
  await page.getByLabel(tr('Email')).fill(account.email)
  await page.getByLabel(tr('Password'), { exact: true }).fill(account.password)
  const login = page.waitForResponse((response) =>
    response.url().includes('/auth/v1/token?grant_type=password'),
  )
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('Log In') })
    .click()
  const response = await login
  expect(response.status()).toBe(200)
  return (await response.json()) as TokenResponse
}

// Timing behaviour, not layout: desktop only.
test.describe('session refresh (spec §4, §9)', { tag: '@desktop-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await useShortSessionBackend(page)
  })

  test('refreshes on its own 5 minutes before expiry; the user stays signed in with the new token', async ({
    page,
  }) => {
    const account = await createStudent()
    // Listening from before the login: the refresh is due 5 s after the token is issued. The
    // short session's new token is inside the window too, so refreshes follow every 5 s: the
    // checks below accept whichever refreshed token is current when they look.
    const refreshRequest = page.waitForRequest(isRefresh, { timeout: 20_000 })
    const refreshedTokens = new Set<string>()
    page.on('response', async (response) => {
      if (isRefresh(response.request()) && response.ok()) {
        refreshedTokens.add(((await response.json()) as TokenResponse).access_token)
      }
    })
    const isRefreshed = (token: string | null) => token !== null && refreshedTokens.has(token)
    const login = await logInThroughForm(page, account)
    expect(login.expires_in).toBe(SHORT_SESSION_SECONDS)
    await expect(page).toHaveURL('/dashboard')
    await expect.poll(() => cookieAccessToken(page)).toBe(login.access_token)

    const request = await refreshRequest
    // Not at once: only when the session is inside the 5-minute window (a second of tolerance
    // for expires_at being in whole seconds).
    expect(Date.now()).toBeGreaterThanOrEqual(login.expires_at * 1000 - REFRESH_MARGIN_MS - 1000)
    expect(request.postDataJSON()).toEqual({ refresh_token: login.refresh_token })
    const response = await request.response()
    expect(response?.status()).toBe(200)
    const refreshed = (await response?.json()) as TokenResponse
    expect(refreshed.access_token).not.toBe(login.access_token)

    await expect.poll(async () => isRefreshed(await cookieAccessToken(page))).toBe(true)
    await expect.poll(async () => isRefreshed(await storedAccessToken(page))).toBe(true)
    await expect(page).toHaveURL('/dashboard')
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toBeVisible()

    // The new session is the one the next page load starts from.
    await page.reload()
    await expect(page).toHaveURL('/dashboard')
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toBeVisible()
    expect(isRefreshed(await storedAccessToken(page))).toBe(true)
  })

  test('a stored session already inside the window is refreshed as soon as the app loads', async ({
    page,
  }) => {
    const account = await createStudent()
    const session = await passwordGrant(account)
    // The session as a browser would keep it had it been stored 65 s earlier: 4 minutes left,
    // inside the app's 5-minute margin but outside supabase-js' own 90 s one.
    const expiresAt = Math.floor(Date.now() / 1000) + 240
    await page.goto('/auth/v1/health')
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEY,
      JSON.stringify({ ...session, expires_in: 240, expires_at: expiresAt }),
    ] as const)
    const refreshRequest = page.waitForRequest(isRefresh, { timeout: 10_000 })
    await page.goto('/dashboard')
    const request = await refreshRequest
    expect(request.postDataJSON()).toEqual({ refresh_token: session.refresh_token })
    const refreshed = (await (await request.response())?.json()) as TokenResponse
    await expect.poll(() => storedAccessToken(page)).toBe(refreshed.access_token)
    await expect(page).toHaveURL('/dashboard')
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toBeVisible()
  })

  test('a failed refresh is logged and signs the user out, who is sent to log in', async ({
    page,
  }) => {
    const account = await createStudent()
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    const refreshResponse = page.waitForResponse((response) => isRefresh(response.request()), {
      timeout: 20_000,
    })
    const login = await logInThroughForm(page, account)
    // Revoked on the server before the refresh is due (5 s after issue): every refresh token of
    // the user stops working.
    const revoke = await fetch(`${SHORT_SESSION_BACKEND_URL}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { ...anonHeaders, authorization: `Bearer ${login.access_token}` },
    })
    expect(revoke.status).toBe(204)
    await expect(page).toHaveURL('/dashboard')

    const response = await refreshResponse
    expect(response.status()).toBe(400)
    // Signed out: the guard of /dashboard sends the visitor to log in and back afterwards.
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard')
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: tr('Log In') })).toBeVisible()
    await expect.poll(() => storedAccessToken(page)).toBeNull()
    await expect.poll(() => cookieAccessToken(page)).toBeNull()
    expect(logged.some((text) => text.includes('Session refresh failed'))).toBe(true)
  })
})
