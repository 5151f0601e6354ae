import AxeBuilder from '@axe-core/playwright'
import { expect, formatNumber, test, tr } from '../../support/learner-test'
import {
  createConfirmedStudent,
  enrolAsUser,
  markReadAsUser,
  updateProfileAsService,
} from './backend-admin'
import { seededLessonId } from './course-content'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

// Every project runs this: 1280 and 390 px, in English and in Arabic.
test.describe('progress page (/progress, issue 19)', () => {
  test('a premium learner sees the lesson they completed in their course progress, xp history and learning days', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    await enrolAsUser(user, 'english-for-beginners')
    await markReadAsUser(
      user,
      await seededLessonId('english-for-beginners', 'introducing-yourself'),
    )
    await logIn(page, user, '/progress')
    await expect(page).toHaveURL(/\/progress$/)

    const title = seeded('English for Beginners')
    const course = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) })
    await expect(
      course.getByText(
        tr('{done} of {total} lessons · {percent}', {
          done: formatNumber(1),
          total: formatNumber(5),
          percent: formatNumber(0.2, undefined, { style: 'percent' }),
        }),
      ),
    ).toBeVisible()
    await expect(
      course.getByRole('table', { name: tr('Quiz scores in {title}', { title }) }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: tr('XP over time') })).toBeVisible()
    await page.getByText(tr('Show the figures as a table')).click()
    // 30 xp for the reading: one row for today.
    const perDay = page.getByRole('table', { name: tr('XP earned per day') })
    await expect(perDay.getByRole('row')).toHaveCount(2)
    await expect(perDay.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
      formatNumber(30),
    )
    await expect(
      page.getByRole('table', {
        name: tr('Learning days in the last {0} days: {1}', {
          0: formatNumber(84),
          1: formatNumber(1),
        }),
      }),
    ).toBeVisible()
    await expect(page.getByText(tr('Advanced progress tracking is part of Premium'))).toHaveCount(0)
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([])
  })
})
