import { expect, test } from '@playwright/test'
import { forgetBrowserSession, outboxLink, signUpThroughForm, uniqueEmail } from './auth-flow'
import { useShortSessionBackend } from './short-session-backend'

test.describe('sign-up', () => {
  test('shows every validation message in the spec order in a red box', async ({ page }) => {
    await page.goto('/signup')
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Sign Up as Student or Teacher' }),
    ).toBeVisible()
    const submit = page.getByRole('main').getByRole('button', { name: 'Create account' })
    const alert = page.getByRole('main').getByRole('alert')

    await submit.click()
    await expect(alert).toHaveText('Full name is required')
    await page.getByRole('main').getByLabel('Full Name').fill('Omar Khaled')
    await submit.click()
    await expect(alert).toHaveText('Email is required')
    await page.getByRole('main').getByLabel('Email').fill('omar@example')
    await submit.click()
    await expect(alert).toHaveText('Please enter a valid email address')
    await page.getByRole('main').getByLabel('Email').fill('omar@example.test')
    await page.getByRole('main').getByLabel('Password').fill('12345')
    await submit.click()
    await expect(alert).toHaveText('Password must be at least 6 characters long')
    await expect(alert).toHaveClass(/bg-red-50/)
  })

  test('takes the user type from the query and remembers a new choice', async ({ page }) => {
    await page.goto('/signup?user=teacher')
    await expect(page.getByRole('main').getByRole('radio', { name: /Teacher/ })).toBeChecked()
    await page
      .getByRole('main')
      .getByRole('radio', { name: /Student/ })
      .check()
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('student')
    await page.goto('/signup')
    await expect(page.getByRole('main').getByRole('radio', { name: /Student/ })).toBeChecked()
  })

  test('without a session: confirmation message, outbox link, then log in', async ({
    page,
    request,
    context,
  }) => {
    const account = { name: 'Nour Ibrahim', email: uniqueEmail('signup'), password: 'nour-secret' }
    await signUpThroughForm(page, account)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to log in' }),
    ).toHaveAttribute('href', '/login')

    // Not signed in yet: login refuses the unconfirmed address.
    await page.goto('/login')
    await page.getByRole('main').getByLabel('Email').fill(account.email)
    await page.getByRole('main').getByLabel('Password').fill(account.password)
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email not confirmed')

    // The confirmation link from the outbox signs the user in on the site's own origin.
    await page.goto(await outboxLink(request, account.email, 'confirmation'))
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'session'))
      .toBe(true)

    // A fresh visit logs in with the confirmed account and lands in onboarding or the dashboard.
    await forgetBrowserSession(page)
    await page.goto('/login')
    await page.getByRole('main').getByLabel('Email').fill(account.email)
    await page.getByRole('main').getByLabel('Password').fill(account.password)
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/)
  })
})

test('with a session returned at once (no confirmation needed): signed in and sent on', async ({
  page,
  context,
}) => {
  // The second backend of the run confirms addresses itself, so its sign-up returns a session.
  await useShortSessionBackend(page)
  await page.goto('/signup?user=teacher')
  const main = page.getByRole('main')
  await main.getByLabel('Full Name').fill('Karim Adel')
  await main.getByLabel('Email').fill(uniqueEmail('signup-session'))
  await main.getByLabel('Password').fill('karim-secret')
  const signup = page.waitForResponse('**/auth/v1/signup**')
  await main.getByRole('button', { name: 'Create account' }).click()
  const body = (await (await signup).json()) as {
    access_token?: string
    user?: { user_metadata?: Record<string, unknown> }
  }
  expect(body.access_token).toBeTruthy()
  expect(body.user?.user_metadata).toMatchObject({ name: 'Karim Adel', user_type: 'teacher' })
  // Signed in: /dashboard, where the onboarding check sends the new user to step 1.
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(
    page.getByText('Registration successful! Please check your email to confirm your account.'),
  ).toHaveCount(0)
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
    .toEqual(['session', 'user'])
})

test.describe('sign-up errors (spec §4, §8)', () => {
  test("the server's message, and 'Creating account...' with the inputs disabled meanwhile", async ({
    page,
  }) => {
    // The auto-confirming backend refuses an address that already has an account.
    await useShortSessionBackend(page)
    const email = uniqueEmail('signup-twice')
    await page.goto('/signup')
    const main = page.getByRole('main')
    await main.getByLabel('Full Name').fill('Hana Twice')
    await main.getByLabel('Email').fill(email)
    await main.getByLabel('Password').fill('hana-secret')
    await main.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
    await forgetBrowserSession(page)

    await page.goto('/signup')
    await main.getByLabel('Full Name').fill('Hana Twice')
    await main.getByLabel('Email').fill(email)
    await main.getByLabel('Password').fill('hana-secret')
    let release: (() => Promise<void>) | undefined
    await page.route('**/auth/v1/signup**', (route) => {
      release = () => route.fallback()
    })
    await main.getByRole('button', { name: 'Create account' }).click()
    await expect(main.getByRole('button', { name: 'Creating account...' })).toBeDisabled()
    await expect(main.getByLabel('Full Name')).toBeDisabled()
    await expect(main.getByLabel('Email')).toBeDisabled()
    await expect.poll(() => release !== undefined).toBe(true)
    const answer = page.waitForResponse('**/auth/v1/signup**')
    await release?.()
    expect((await answer).status()).toBe(422)
    const alert = main.getByRole('alert')
    await expect(alert).toHaveText('User already registered')
    await expect(alert).toHaveClass(/bg-red-50/)
    await expect(main.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  test("no answer from the server reads 'Error signing up. Please try again.'", async ({
    page,
  }) => {
    await page.route('**/auth/v1/signup**', (route) => route.abort('failed'))
    await page.goto('/signup')
    const main = page.getByRole('main')
    await main.getByLabel('Full Name').fill('Hana Offline')
    await main.getByLabel('Email').fill(uniqueEmail('signup-offline'))
    await main.getByLabel('Password').fill('hana-secret')
    await main.getByRole('button', { name: 'Create account' }).click()
    await expect(main.getByRole('alert')).toHaveText('Error signing up. Please try again.')
  })
})

test.describe('sign-up in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'))
  })

  test('is translated, right-to-left, validates and confirms in Arabic', async ({ page }) => {
    await page.goto('/signup')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'أنشئ حسابك كطالب أو معلّم' }),
    ).toBeVisible()

    const submit = page.getByRole('main').getByRole('button', { name: 'إنشاء حساب' })
    await submit.click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('الاسم الكامل مطلوب')

    await page.getByRole('main').getByLabel('الاسم الكامل').fill('مريم سعيد')
    await page.getByRole('main').getByLabel('البريد الإلكتروني').fill(uniqueEmail('arabic'))
    await page.getByRole('main').getByLabel('كلمة المرور').fill('maryam-secret')
    await submit.click()
    await expect(
      page
        .getByRole('main')
        .getByText('تم التسجيل بنجاح! يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.'),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }),
    ).toBeVisible()
  })
})
