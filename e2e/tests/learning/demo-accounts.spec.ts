import { expect, formatNumber, test, tr, trPattern } from '../../support/learner-test'
import { createConfirmedStudent } from './backend-admin'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

// The demo accounts (supabase/seed.sql, issue 23): signed in as one of them, a newcomer sees
// every screen alive — without the local onboarding flag, which a first visit never has. The
// demo data is only read here, so both projects can share it.

test.describe('demo accounts', () => {
  test('the demo student lands on a dashboard with a course, a class and homework, and has a certificate', {
    tag: '@paired',
  }, async ({ page }) => {
    await logIn(page, { email: 'student@splendid.test', password: 'student123' })
    await expect(page).toHaveURL(/\/dashboard$/)

    const conversational = seeded('Conversational English')
    const continueLearning = page.getByRole('region', { name: tr('Continue learning') })
    await expect(continueLearning.getByText(conversational)).toBeVisible()
    await expect(
      page.getByRole('region', { name: tr('Your badges') }).getByText(tr('First Course Complete')),
    ).toBeVisible()
    const upNext = page.getByRole('region', { name: tr('Up next') })
    await expect(upNext.getByText(tr('Conversation practice'))).toBeVisible()
    await expect(
      upNext.getByText(trPattern('{when} with {tutor}', { when: /.+/, tutor: 'Demo Teacher' })),
    ).toBeVisible()
    await expect(upNext.getByText(seeded('Giving directions'))).toBeVisible()
    // Still on the dashboard: the onboarding check found onboarding done.
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/catalog?tab=mine')
    const beginners = seeded('English for Beginners')
    await expect(
      page.getByRole('progressbar', { name: tr('Progress in {title}', { title: beginners }) }),
    ).toHaveAttribute('aria-valuenow', '100')
    await expect(
      page.getByRole('progressbar', { name: tr('Progress in {title}', { title: conversational }) }),
    ).toHaveAttribute('aria-valuenow', '50')

    await page.goto('/certificates')
    await expect(page.getByRole('heading', { level: 1, name: tr('Certificates') })).toBeVisible()
    await expect(page.getByRole('article', { name: beginners })).toBeVisible()
  })

  test('the demo teacher sees their course with its learner, their weekly hours and a booked class', {
    tag: '@paired',
  }, async ({ page }) => {
    await logIn(page, { email: 'teacher@splendid.test', password: 'teacher123' })
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/teach')
    const courses = page.getByRole('region', { name: tr('Your courses') })
    await courses.getByRole('link', { name: seeded('Conversational English') }).click()
    await expect(page).toHaveURL(/\/teach\/courses\/[0-9a-f-]{36}$/)
    const learners = page.getByRole('region', { name: tr('Learners') }).last()
    const row = learners.getByRole('row', { name: /Demo Student/ })
    await expect(
      row.getByRole('progressbar', { name: tr('Progress of {name}', { name: 'Demo Student' }) }),
    ).toHaveAttribute('aria-valuenow', '50')
    // Lessons done, then homework handed in.
    await expect(row.getByRole('cell').nth(1)).toHaveText(formatNumber(2))
    await expect(row.getByRole('cell').nth(3)).toHaveText(formatNumber(1))

    await page.goto('/teach/availability')
    const hours = page.getByRole('region', { name: tr('Weekly hours') })
    await expect(hours.getByRole('listitem')).toHaveCount(3)
    const offered = page.getByRole('region', { name: tr('Next classes learners can book') })
    await expect(offered.getByRole('listitem').first()).toBeVisible()

    await page.goto('/teach/sessions')
    await expect(
      page.getByRole('list', { name: tr('Learners') }).getByText(/Demo Student/),
    ).toBeVisible()
  })

  test('a fresh sign-up still starts at onboarding', { tag: '@paired' }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await logIn(page, user)
    await expect(page).toHaveURL(/\/onboarding/)
  })
})
