import { expect, test } from '@playwright/test'
import {
  createConfirmedStudent,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'

test.describe('onboarding (spec §4)', () => {
  test('a new student is sent from /dashboard to step 1 and walks the three steps to the tour', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Mariam Adel')
    await logIn(page, user, '/dashboard')
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByText('Step 1 of 3')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Welcome to Splendid!' })).toBeVisible()
    await expect(page.getByLabel('What should we call you?')).toHaveValue('Mariam Adel')
    await page.getByLabel('Speak English with confidence').check()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/language-preferences$/)
    await expect(page.getByText('Step 2 of 3')).toBeVisible()
    expect(await readProfileAsService(user.id, 'onboarding_step')).toEqual({ onboarding_step: 2 })
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/language-preferences$/)
    await page.getByRole('radio', { name: /English/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/placement-assessment$/)
    await expect(page.getByText('Step 3 of 3')).toBeVisible()
    const answers = ['is', 'went', 'since', 'will cancel', 'had']
    for (const [index, answer] of answers.entries()) {
      await page
        .getByRole('group', { name: new RegExp(`Question ${index + 1}`) })
        .getByRole('radio', { name: answer, exact: true })
        .check()
    }
    await page.getByRole('button', { name: 'See my level' }).click()
    await expect(page.getByRole('status')).toContainText('Suggested level: Advanced')
    await page.getByRole('button', { name: 'Finish and take the tour' }).click()

    await expect(page).toHaveURL(/\/dashboard-tour$/)
    expect(await page.evaluate(() => localStorage.getItem('onboardingCompleted'))).toBe('true')
    expect(await readProfileAsService(user.id, 'onboarding_completed, onboarding_step')).toEqual({
      onboarding_completed: true,
      onboarding_step: 3,
    })
    await page.getByRole('link', { name: 'Skip the tour' }).click()
    await expect(page).toHaveURL(/\/first-action$/)
    // Speaking was chosen, so a live class is recommended first.
    await expect(page.getByRole('link', { name: /Book a live class/ })).toContainText(
      'Recommended for you',
    )
    await page.getByRole('link', { name: 'Go to my dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Welcome back, Mariam Adel!' })).toBeVisible()
  })

  test('a student at step 2 is sent to /language-preferences; choosing Arabic saves it and reloads in Arabic on step 3', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_step: 2 })
    await logIn(page, user, '/progress')
    await expect(page).toHaveURL(/\/language-preferences$/)
    await page.getByRole('radio', { name: /العربية/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/placement-assessment$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByText(/الخطوة [3٣] من [3٣]/)).toBeVisible()
    expect(await readProfileAsService(user.id, 'preferred_language, onboarding_step')).toEqual({
      preferred_language: 'ar',
      onboarding_step: 3,
    })
  })

  test('pages on the skip list do not redirect, and a completed profile sets the local flag', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await logIn(page, user, '/dashboard')
    await expect(page).toHaveURL(/\/onboarding$/)
    for (const path of ['/terms-of-service', '/privacy-policy', '/placement-assessment', '/']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`))
    }
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await page.goto('/progress')
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('onboardingCompleted')))
      .toBe('true')
    await expect(page).toHaveURL(/\/progress$/)
  })
})
