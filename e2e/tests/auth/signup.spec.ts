import {
  currentLanguage,
  expect,
  inLanguage,
  test,
  tr,
  trPattern,
} from '../../support/learner-test'
import { forgetBrowserSession, outboxLink, signUpThroughForm, uniqueEmail } from './auth-flow'
import { useShortSessionBackend } from './short-session-backend'

test.describe('sign-up', () => {
  test('shows every validation message in the spec order in a red box', async ({ page }) => {
    await page.goto('/signup')
    await expect(page.locator('html')).toHaveAttribute('lang', currentLanguage())
    await expect(page.locator('html')).toHaveAttribute('dir', inLanguage({ en: 'ltr', ar: 'rtl' }))
    await expect(
      page.getByRole('main').getByRole('heading', { name: tr('Sign Up as Student or Teacher') }),
    ).toBeVisible()
    const submit = page.getByRole('main').getByRole('button', { name: tr('Create account') })
    const alert = page.getByRole('main').getByRole('alert')

    await submit.click()
    await expect(alert).toHaveText(tr('Full name is required'))
    await page.getByRole('main').getByLabel(tr('Full Name')).fill('Omar Khaled')
    await submit.click()
    await expect(alert).toHaveText(tr('Email is required'))
    await page.getByRole('main').getByLabel(tr('Email')).fill('omar@example')
    await submit.click()
    await expect(alert).toHaveText(tr('Please enter a valid email address'))
    await page.getByRole('main').getByLabel(tr('Email')).fill('omar@example.test')
    await page.getByRole('main').getByLabel(tr('Password')).fill('12345')
    await submit.click()
    await expect(alert).toHaveText(tr('Password must be at least 6 characters long'))
    await expect(alert).toHaveClass(/bg-red-50/)
  })

  test('takes the user type from the query and remembers a new choice', { tag: '@paired' }, async ({
    page,
  }) => {
    await page.goto('/signup?user=teacher')
    await expect(
      page.getByRole('main').getByRole('radio', { name: trPattern('Teacher', {}, 'start') }),
    ).toBeChecked()
    await page
      .getByRole('main')
      .getByRole('radio', { name: trPattern('Student', {}, 'start') })
      .check()
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('student')
    await page.goto('/signup')
    await expect(
      page.getByRole('main').getByRole('radio', { name: trPattern('Student', {}, 'start') }),
    ).toBeChecked()
  })

  test('without a session: confirmation message, outbox link, then log in', {
    tag: '@paired',
  }, async ({ page, request, context }) => {
    const account = { name: 'Nour Ibrahim', email: uniqueEmail('signup'), password: 'nour-secret' }
    await signUpThroughForm(page, account)
    await expect(
      page.getByRole('main').getByRole('link', { name: tr('Go to log in') }),
    ).toHaveAttribute('href', '/login')

    // Not signed in yet: login refuses the unconfirmed address.
    await page.goto('/login')
    await page.getByRole('main').getByLabel(tr('Email')).fill(account.email)
    await page.getByRole('main').getByLabel(tr('Password')).fill(account.password)
    await page
      .getByRole('main')
      .getByRole('button', { name: tr('Log In') })
      .click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(tr('Email not confirmed'))

    // The confirmation link from the outbox signs the user in on the site's own origin.
    await page.goto(await outboxLink(request, account.email, 'confirmation'))
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'session'))
      .toBe(true)

    // A fresh visit logs in with the confirmed account and lands in onboarding or the dashboard.
    await forgetBrowserSession(page)
    await page.goto('/login')
    await page.getByRole('main').getByLabel(tr('Email')).fill(account.email)
    await page.getByRole('main').getByLabel(tr('Password')).fill(account.password)
    await page
      .getByRole('main')
      .getByRole('button', { name: tr('Log In') })
      .click()
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/)
  })
})

test('with a session returned at once (no confirmation needed): signed in and sent on', {
  tag: '@paired',
}, async ({ page, context }) => {
  // The second backend of the run confirms addresses itself, so its sign-up returns a session.
  await useShortSessionBackend(page)
  await page.goto('/signup?user=teacher')
  const main = page.getByRole('main')
  await main.getByLabel(tr('Full Name')).fill('Karim Adel')
  await main.getByLabel(tr('Email')).fill(uniqueEmail('signup-session'))
  await main.getByLabel(tr('Password')).fill('karim-secret')
  const signup = page.waitForResponse('**/auth/v1/signup**')
  await main.getByRole('button', { name: tr('Create account') }).click()
  const body = (await (await signup).json()) as {
    access_token?: string
    user?: { user_metadata?: Record<string, unknown> }
  }
  expect(body.access_token).toBeTruthy()
  expect(body.user?.user_metadata).toMatchObject({ name: 'Karim Adel', user_type: 'teacher' })
  // Signed in: /dashboard, where the onboarding check sends the new user to step 1.
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(
    page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
  ).toBeVisible()
  await expect(
    page.getByText(tr('Registration successful! Please check your email to confirm your account.')),
  ).toHaveCount(0)
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
    .toEqual(['language', 'session', 'user'])
})

test.describe('sign-up errors (spec §4, §8)', () => {
  test("the server's message, and 'Creating account...' with the inputs disabled meanwhile", {
    tag: '@paired',
  }, async ({ page }) => {
    // The auto-confirming backend refuses an address that already has an account.
    await useShortSessionBackend(page)
    const email = uniqueEmail('signup-twice')
    await page.goto('/signup')
    const main = page.getByRole('main')
    await main.getByLabel(tr('Full Name')).fill('Hana Twice')
    await main.getByLabel(tr('Email')).fill(email)
    await main.getByLabel(tr('Password')).fill('hana-secret')
    await main.getByRole('button', { name: tr('Create account') }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
    await forgetBrowserSession(page)

    await page.goto('/signup')
    await main.getByLabel(tr('Full Name')).fill('Hana Twice')
    await main.getByLabel(tr('Email')).fill(email)
    await main.getByLabel(tr('Password')).fill('hana-secret')
    let release: (() => Promise<void>) | undefined
    await page.route('**/auth/v1/signup**', (route) => {
      release = () => route.fallback()
    })
    await main.getByRole('button', { name: tr('Create account') }).click()
    await expect(main.getByRole('button', { name: tr('Creating account...') })).toBeDisabled()
    await expect(main.getByLabel(tr('Full Name'))).toBeDisabled()
    await expect(main.getByLabel(tr('Email'))).toBeDisabled()
    await expect.poll(() => release !== undefined).toBe(true)
    const answer = page.waitForResponse('**/auth/v1/signup**')
    await release?.()
    expect((await answer).status()).toBe(422)
    const alert = main.getByRole('alert')
    await expect(alert).toHaveText(tr('User already registered'))
    await expect(alert).toHaveClass(/bg-red-50/)
    await expect(main.getByRole('button', { name: tr('Create account') })).toBeEnabled()
  })

  test("no answer from the server reads 'Error signing up. Please try again.'", {
    tag: '@paired',
  }, async ({ page }) => {
    await page.route('**/auth/v1/signup**', (route) => route.abort('failed'))
    await page.goto('/signup')
    const main = page.getByRole('main')
    await main.getByLabel(tr('Full Name')).fill('Hana Offline')
    await main.getByLabel(tr('Email')).fill(uniqueEmail('signup-offline'))
    await main.getByLabel(tr('Password')).fill('hana-secret')
    await main.getByRole('button', { name: tr('Create account') }).click()
    await expect(main.getByRole('alert')).toHaveText(tr('Error signing up. Please try again.'))
  })
})
