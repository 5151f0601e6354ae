import {
  currentLanguage,
  expect,
  formatNumber,
  inLanguage,
  type Language,
  test,
  tr,
  trIn,
  trPattern,
} from '../../support/learner-test'
import {
  createConfirmedStudent,
  placementKeyAsService,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { answerPlacement } from './placement'
import { fillBilingual, seriousViolations } from './teaching-helpers'

/** Each language's own name, as the language step lists it whatever the interface language. */
const LANGUAGE_NAME: Record<Language, RegExp> = { en: /English/, ar: /العربية/ }

/** "Step n of 3" in the test's language. */
const step = (n: number) =>
  tr('Step {n} of {total}', { n: formatNumber(n), total: formatNumber(3) })

test.describe('onboarding (spec §4)', () => {
  test('a new student is sent from /dashboard to step 1 and walks the three steps to the tour', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Mariam Adel')
    await logIn(page, user, '/dashboard')
    // Sign-in, back to /dashboard, the profile read, then the redirect: on a loaded machine
    // (2 cores shared with the servers) that chain has taken over 5 s.
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    await expect(page.getByText(step(1))).toBeVisible()
    await expect(page.getByRole('heading', { name: tr('Welcome to Splendid!') })).toBeVisible()
    await expect(page.getByLabel(tr('What should we call you?'))).toHaveValue('Mariam Adel')
    await page.getByLabel(tr('Speak English with confidence')).check()
    await page.getByRole('button', { name: tr('Continue') }).click()

    await expect(page).toHaveURL(/\/language-preferences$/)
    await expect(page.getByText(step(2))).toBeVisible()
    expect(await readProfileAsService(user.id, 'onboarding_step')).toEqual({ onboarding_step: 2 })
    await page.getByRole('button', { name: tr('Back') }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
    await page.getByRole('button', { name: tr('Continue') }).click()
    await expect(page).toHaveURL(/\/language-preferences$/)
    // The language in use: continuing does not switch (the next test switches).
    await page.getByRole('radio', { name: LANGUAGE_NAME[currentLanguage()] }).check()
    await page.getByRole('button', { name: tr('Continue') }).click()

    await expect(page).toHaveURL(/\/placement-assessment$/)
    await expect(page.getByText(step(3))).toBeVisible()
    await page.getByRole('button', { name: tr('Start the test') }).click()
    // Every answer right: A2, B1, B2, then C1 twice settles C1.
    expect(await answerPlacement(page, await placementKeyAsService(), () => true)).toEqual([
      'A2',
      'B1',
      'B2',
      'C1',
      'C1',
    ])
    await expect(
      page.getByRole('heading', {
        name: tr('Your level: {name}', { name: tr('C1 · Advanced') }),
      }),
    ).toBeVisible()
    await expect(
      page.getByText(
        tr('You answered {0} of {1} questions correctly.', {
          0: formatNumber(5),
          1: formatNumber(5),
        }),
      ),
    ).toBeVisible()
    expect(await readProfileAsService(user.id, 'placement_level')).toEqual({
      placement_level: 'C1',
    })
    await page.getByRole('button', { name: tr('Finish and take the tour') }).click()

    await expect(page).toHaveURL(/\/dashboard-tour$/)
    expect(await page.evaluate(() => localStorage.getItem('onboardingCompleted'))).toBe('true')
    expect(await readProfileAsService(user.id, 'onboarding_completed, onboarding_step')).toEqual({
      onboarding_completed: true,
      onboarding_step: 3,
    })
    await page.getByRole('link', { name: tr('Skip the tour') }).click()
    await expect(page).toHaveURL(/\/first-action$/)
    // Speaking was chosen, so a live class is recommended first.
    await expect(page.getByRole('link', { name: trPattern('Book a live class') })).toContainText(
      tr('Recommended for you'),
    )
    await page.getByRole('link', { name: tr('Go to my dashboard') }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('heading', { name: tr('Welcome back, {name}!', { name: 'Mariam Adel' }) }),
    ).toBeVisible()
  })

  test('a teacher at step 3 writes their tutor profile instead of the placement test, then chooses their hours', async ({
    page,
  }) => {
    const name = `Nour Teacher ${Date.now().toString(36)}`
    const teacher = await createConfirmedStudent(name, 'teacher')
    await updateProfileAsService(teacher.id, { onboarding_step: 3 })
    await logIn(page, teacher, '/dashboard')
    await expect(page).toHaveURL(/\/placement-assessment$/, { timeout: 15_000 })
    await expect(page.getByText(step(3))).toBeVisible()
    await expect(page.getByRole('heading', { name: tr('Your tutor profile') })).toBeVisible()
    await expect(page.getByRole('button', { name: tr('Start the test') })).toHaveCount(0)
    const form = page.getByRole('form', { name: tr('Tutor profile') })
    await expect(form.getByLabel(tr('Name learners see'))).toHaveValue(name)
    await expect(form.getByLabel(tr('Your time zone'))).toHaveValue('Africa/Cairo')
    expect(await seriousViolations(page)).toEqual([])

    await fillBilingual(
      form,
      tr('About you'),
      'Ten years of teaching English in Alexandria.',
      'عشر سنوات من تدريس الإنجليزية في الإسكندرية.',
    )
    await form.getByLabel(tr('Conversation practice')).check()
    await form.getByRole('button', { name: tr('Save and choose my hours') }).click()

    await expect(page).toHaveURL(/\/teach\/availability$/)
    await expect(page.getByRole('heading', { level: 1, name: tr('Availability') })).toBeVisible()
    const saved = page.getByRole('form', { name: tr('Tutor profile') })
    await expect(saved.getByRole('button', { name: tr('Save profile') })).toBeVisible()
    await expect(saved.getByLabel(tr('Conversation practice'))).toBeChecked()
    expect(await page.evaluate(() => localStorage.getItem('onboardingCompleted'))).toBe('true')
    expect(await readProfileAsService(teacher.id, 'onboarding_completed, placement_level')).toEqual(
      {
        onboarding_completed: true,
        placement_level: null,
      },
    )
  })

  test('a student at step 2 is sent to /language-preferences; choosing the other language saves it and reloads in it on step 3', {
    tag: '@paired',
  }, async ({ page }) => {
    const other: Language = inLanguage({ en: 'ar', ar: 'en' } as const)
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_step: 2 })
    await logIn(page, user, '/progress')
    await expect(page).toHaveURL(/\/language-preferences$/)
    await page.getByRole('radio', { name: LANGUAGE_NAME[other] }).check()
    await page.getByRole('button', { name: tr('Continue') }).click()
    await expect(page).toHaveURL(/\/placement-assessment$/)
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr')
    const three = formatNumber(3, other)
    await expect(
      page.getByText(trIn(other, 'Step {n} of {total}', { n: three, total: three })),
    ).toBeVisible()
    expect(await readProfileAsService(user.id, 'preferred_language, onboarding_step')).toEqual({
      preferred_language: other,
      onboarding_step: 3,
    })
  })

  test('pages on the skip list do not redirect, and a completed profile sets the local flag', {
    tag: '@paired',
  }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await logIn(page, user, '/dashboard')
    // Sign-in, back to /dashboard, the profile read, then the redirect: on a loaded machine
    // (2 cores shared with the servers) that chain has taken over 5 s.
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    for (const path of ['/terms-of-service', '/privacy-policy', '/placement-assessment', '/']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`))
    }
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await page.goto('/progress')
    await expect(page.getByRole('heading', { name: tr('Your progress') })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('onboardingCompleted')))
      .toBe('true')
    await expect(page).toHaveURL(/\/progress$/)
  })
})
