import { expect, test } from '@playwright/test'
import { forgetBrowserSession, outboxLink, signUpThroughForm, uniqueEmail } from './auth-flow'

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
