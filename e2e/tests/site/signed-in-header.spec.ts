import type { Page } from '@playwright/test'
import { currentLanguage, expect, inLanguage, test, tr } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from '../learning/backend-admin'
import { logIn } from '../learning/log-in'

const ACCOUNT_ENTRIES = [
  'Dashboard',
  'My Courses',
  'Book Class',
  'Homework',
  'AI Tutor',
  'Settings',
  'Content Editor',
] as const

/** The account entries in the test's language. */
const accountEntries = () => ACCOUNT_ENTRIES.map((entry) => tr(entry))

async function logInAsStudent(page: Page): Promise<void> {
  // Skips the onboarding check (the demo student has finished onboarding anyway).
  await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
  await page.goto('/login')
  await page.getByLabel(tr('Email')).fill('student@splendid.test')
  await page.getByLabel(tr('Password')).fill('student123')
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('Log In') })
    .click()
  await expect(page).toHaveURL('/dashboard')
}

// The avatar menu belongs to wide screens, the side menu to small ones.
test('signed in: the avatar menu lists the eight entries and Log out goes to /login', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await logInAsStudent(page)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: tr('Log In') })).toHaveCount(0)
  const button = header.getByRole('button', { name: tr('Account menu') })
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText([...accountEntries(), tr('Log out')])
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  await page.getByRole('menuitem', { name: tr('My Courses') }).click()
  await expect(page).toHaveURL('/catalog')

  await button.click()
  await page.getByRole('menuitem', { name: tr('Log out') }).click()
  await expect(page).toHaveURL('/login')
  await expect(header.getByRole('button', { name: tr('Account menu') })).toHaveCount(0)
})

test('signed in on a small screen: the side menu slides in with navigation and Log out', {
  tag: '@mobile-only',
}, async ({ page }) => {
  await logInAsStudent(page)
  const hamburger = page.getByRole('button', { name: tr('Open navigation menu') })
  await expect(hamburger).toBeVisible()
  await hamburger.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('navigation').getByRole('link')).toHaveText([
    ...accountEntries(),
    tr('Progress'),
    tr('Certificates'),
  ])
  // The panel slides in: wait until it rests at the inline start (the left edge in English, the
  // right edge in Arabic) before measuring it.
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox()
      if (!box) return -1
      return Math.round(inLanguage({ en: box.x, ar: width - (box.x + box.width) }))
    })
    .toBe(0)
  const panel = await dialog.boundingBox()
  // The panel covers the full height of the screen, not just the header it was opened from.
  expect(panel?.height).toBe(page.viewportSize()?.height)
  await expect(dialog.getByRole('button', { name: tr('Log out') })).toBeInViewport()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(hamburger).toBeFocused()

  await hamburger.click()
  await page
    .getByRole('dialog')
    .getByRole('link', { name: tr('Homework') })
    .click()
  await expect(page).toHaveURL('/homework')
  await expect(page.getByRole('dialog')).toBeHidden()

  await page.getByRole('button', { name: tr('Open navigation menu') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('Log out') })
    .click()
  // The header's flow goes to /login itself; the guard of the page being left must not add a redirectTo.
  await expect(page).toHaveURL(/\/login$/)
})

test('signed in: no side menu on desktop, nor on paths outside the list', async ({
  page,
}, testInfo) => {
  await logInAsStudent(page)
  if ((testInfo.project.use.viewport?.width ?? 0) >= 1024) {
    await expect(page.getByRole('button', { name: tr('Open navigation menu') })).toBeHidden()
  }
  await page.goto('/faq')
  await expect(page.getByRole('button', { name: tr('Account menu') })).toBeVisible()
  await expect(page.getByRole('button', { name: tr('Open navigation menu') })).toHaveCount(0)
})

/** A fresh student of their own (a real logout revokes every session of the user), signed in. */
async function logInAsFreshStudent(page: Page): Promise<void> {
  const user = await createConfirmedStudent('Header Logout')
  await updateProfileAsService(user.id, { onboarding_completed: true })
  await logIn(page, user)
  await expect(page).toHaveURL('/dashboard')
  await expect(
    page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
  ).toBeVisible()
}

/** What the session layer keeps in this browser: cookie names, the stored token, remembered keys. */
function browserSessionState(page: Page) {
  return Promise.all([
    page
      .context()
      .cookies()
      // The language cookie only mirrors the stored language for the server (prerendered pages).
      .then((cookies) =>
        cookies
          .map((cookie) => cookie.name)
          .filter((name) => name !== 'language')
          .sort(),
      ),
    page.evaluate(() => ({
      storedToken: Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
      userType: localStorage.getItem('userType'),
      lastCourse: localStorage.getItem('lastCourse'),
      language: localStorage.getItem('language'),
    })),
  ]).then(([cookies, storage]) => ({ cookies, ...storage }))
}

async function logOutFromHeader(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr('Account menu') })
    .click()
  await page.getByRole('menuitem', { name: tr('Log out') }).click()
}

test.describe('header logout (spec §4)', { tag: '@desktop-only' }, () => {
  test('removes the session and user cookies, the stored token, userType, lastCourse and language, then goes to /login', async ({
    page,
  }) => {
    await logInAsFreshStudent(page)
    await page.evaluate((language) => {
      localStorage.setItem('userType', 'teacher')
      localStorage.setItem('lastCourse', 'course-1')
      localStorage.setItem('language', language)
    }, currentLanguage())
    expect(await browserSessionState(page)).toMatchObject({
      cookies: ['session', 'user'],
      storedToken: true,
    })
    await logOutFromHeader(page)
    await expect(page).toHaveURL('/login')
    await expect
      .poll(() => browserSessionState(page))
      .toEqual({
        cookies: [],
        storedToken: false,
        userType: null,
        lastCourse: null,
        language: null,
      })
  })

  for (const status of [401, 403, 404]) {
    test(`a logout answered ${status} still signs out locally`, async ({ page }) => {
      await logInAsFreshStudent(page)
      await page.route('**/auth/v1/logout**', (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'session_not_found', message: 'Session not found' }),
        }),
      )
      const logout = page.waitForResponse('**/auth/v1/logout**')
      await logOutFromHeader(page)
      expect((await logout).status()).toBe(status)
      await expect(page).toHaveURL('/login')
      await expect
        .poll(() => browserSessionState(page))
        .toMatchObject({
          cookies: [],
          storedToken: false,
        })
      await expect(
        page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
      ).toHaveCount(0)
    })
  }

  test('a failed logout is only logged: no redirect, no cookie removal, no message', async ({
    page,
  }) => {
    await logInAsFreshStudent(page)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unexpected_failure', message: 'Database unavailable' }),
      }),
    )
    const logout = page.waitForResponse('**/auth/v1/logout**')
    await logOutFromHeader(page)
    expect((await logout).status()).toBe(500)
    await expect.poll(() => errors.some((text) => text.includes('Logout failed'))).toBe(true)
    await expect(page).toHaveURL('/dashboard')
    expect(await browserSessionState(page)).toMatchObject({
      cookies: ['session', 'user'],
      storedToken: true,
    })
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
