import { expect, formatNumber, inLanguage, test, tr, trPattern } from '../../support/learner-test'
import {
  createConfirmedStudent,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

test.describe('learning screens', () => {
  test('catalogue → free course → a reading marked read raises xp, saved to the profile', {
    tag: '@paired',
  }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true, xp: 80 })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/catalog')
    await expect(page).toHaveURL(/\/catalog$/)
    await page.getByLabel(tr('Price')).selectOption('free')
    await page
      .getByLabel(tr('Search courses'))
      .fill(inLanguage({ en: 'conversational', ar: 'المحادثة' }))
    await expect(page.getByRole('article')).toHaveCount(1)
    await page.getByRole('button', { name: tr('Start Free') }).click()
    await expect(
      page.getByRole('heading', { name: seeded('Conversational English'), level: 1 }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lastCourse'))).toMatch(/\S/)
    // Lessons count once the learner is enrolled (progress is kept by the backend).
    await page.getByRole('button', { name: tr('Enrol in this course') }).click()
    await expect(page.getByText(tr('{percent}% complete', { percent: 0 }))).toBeVisible()
    await page.getByRole('link', { name: trPattern('Next: {0}', { 0: /.+/ }, 'start') }).click()
    await page.getByRole('button', { name: tr('Mark as read') }).click()
    await expect(
      page.getByText(
        tr('{completedCount} of {lessonCount} lessons completed', {
          completedCount: 1,
          lessonCount: 4,
        }),
      ),
    ).toBeVisible()
    // A reading is worth 30 xp: 80 + 30 crosses 100.
    await expect
      .poll(() => readProfileAsService(user.id, 'xp, badges'))
      .toEqual({ xp: 110, badges: ['XP Level 100'] })
    await page.goto('/progress')
    await expect(
      page.getByText(tr('Level {levelText}', { levelText: formatNumber(2) }), { exact: true }),
    ).toBeVisible()
    await expect(page.locator('[data-earned="true"]')).toHaveCount(1)
  })

  test('a free-plan student sees the premium gate on a premium course', { tag: '@paired' }, async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/catalog')
    await page.getByLabel(tr('Search courses')).fill(inLanguage({ en: 'business', ar: 'للأعمال' }))
    // The search runs on the server once typing pauses.
    await expect(page.getByRole('article')).toHaveCount(1)
    await page.getByRole('button', { name: tr('Enroll Now') }).click()
    await expect(
      page.getByRole('heading', { name: tr('This course is for premium members') }),
    ).toBeVisible()
    await expect(
      page.getByRole('link', { name: tr('See plans and pricing') }).first(),
    ).toHaveAttribute('href', '/pricing')
    await expect(page.getByRole('button', { name: tr('Enrol in this course') })).toHaveCount(0)
  })

  test('Settings: sign-out goes to /', { tag: '@paired' }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user, '/account')
    await expect(page.getByText(user.email)).toBeVisible()
    await expect(page.getByText(tr('Student'), { exact: true })).toBeVisible()
    await page.evaluate(() => {
      localStorage.setItem('userType', 'student')
      localStorage.setItem('lastCourse', 'course-1')
      localStorage.setItem('language', 'en')
    })
    await page.getByRole('button', { name: tr('Sign out') }).click()
    await expect(page).toHaveURL(/\/$/)
    // Spec §4: the session and its stored token are gone, and so are userType, lastCourse and
    // language.
    await expect(
      page.getByRole('banner').getByRole('button', { name: tr('Account menu') }),
    ).toHaveCount(0)
    expect(
      await page.evaluate(() => ({
        storedToken: Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
        userType: localStorage.getItem('userType'),
        lastCourse: localStorage.getItem('lastCourse'),
        language: localStorage.getItem('language'),
      })),
    ).toEqual({ storedToken: false, userType: null, lastCourse: null, language: null })
  })
})
