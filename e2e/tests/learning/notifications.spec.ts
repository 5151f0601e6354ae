import { expect, formatNumber, inLanguage, test, tr } from '../../support/learner-test'
import {
  createConfirmedStudent,
  draftCourseWithLearnerAsService,
  setHomeworkAsUser,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { seriousViolations } from './teaching-helpers'

// Notifications (issue 20): the database writes one when something happens for a user; the
// header's bell counts the unread ones and /notifications lists them.

test.describe('notifications', () => {
  test('a learner hears of new homework in the bell, follows it, and manages the list', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const teacher = await createConfirmedStudent('Heba Teacher', 'teacher')
    const learner = await createConfirmedStudent('Karim Learner')
    await updateProfileAsService(learner.id, { onboarding_completed: true })
    const course = `Letters ${Date.now().toString(36)}`
    const courseId = await draftCourseWithLearnerAsService(teacher, learner, course)
    await logIn(page, learner)
    await expect(page).toHaveURL(/\/dashboard$/)
    const quietBell = page.getByRole('link', { name: tr('Notifications'), exact: true })
    await expect(quietBell).toBeVisible()

    await setHomeworkAsUser(teacher, courseId, { en: 'Write to a friend', ar: 'اكتب إلى صديق' })
    // The bell asks every minute and whenever the window gets focus; a reload asks at once.
    await page.reload()
    const one = formatNumber(1)
    await page
      .getByRole('link', { name: tr('Notifications, {shown} unread', { shown: one }) })
      .click()
    await expect(page).toHaveURL(/\/notifications$/)
    await expect(page.getByRole('heading', { level: 1, name: tr('Notifications') })).toBeVisible()
    await expect(page.getByText(tr('{unreadCount} unread', { unreadCount: one }))).toBeVisible()
    const item = page.getByRole('listitem').filter({ hasText: tr('New homework') })
    await expect(item).toContainText(
      inLanguage({
        en: `“Write to a friend” in ${course}, due`,
        ar: `«اكتب إلى صديق» في ${course} (ع)، موعد التسليم`,
      }),
    )
    expect(await seriousViolations(page)).toEqual([])

    // Following it opens the homework and marks it read: the bell is quiet again.
    await item.getByRole('link', { name: new RegExp(tr('New homework')) }).click()
    await expect(page).toHaveURL(/\/homework$/)
    await expect(quietBell).toBeVisible()

    await page.goto('/notifications')
    await expect(page.getByText(tr('You are up to date.'))).toBeVisible()
    await item.getByRole('button', { name: tr('Mark as unread') }).click()
    await expect(page.getByText(tr('{unreadCount} unread', { unreadCount: one }))).toBeVisible()
    await page.getByRole('link', { name: tr('Unread'), exact: true }).click()
    await expect(page).toHaveURL(/\/notifications\?show=unread$/)
    await expect(item).toBeVisible()
    await page.getByRole('button', { name: tr('Mark all as read') }).click()
    await expect(page.getByText(tr('No unread notifications.'))).toBeVisible()
    await expect(page.getByRole('button', { name: tr('Mark all as read') })).toBeDisabled()

    await page.getByRole('link', { name: tr('All'), exact: true }).click()
    await item
      .getByRole('button', {
        name: tr('Delete the notification “{title}”', { title: tr('New homework') }),
      })
      .click()
    await expect(item).toHaveCount(0)
    await expect(
      page.getByText(
        tr(
          'Nothing yet. You will find here the classes booked or cancelled, homework set and graded, new lessons in your courses and your certificates.',
        ),
      ),
    ).toBeVisible()
  })
  test('a user chooses on /account which notifications are also e-mailed, and the choice stays', async ({
    page,
  }) => {
    const learner = await createConfirmedStudent('Mai Learner')
    await updateProfileAsService(learner.id, { onboarding_completed: true })
    await logIn(page, learner)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/account#email-notifications')
    const form = page.getByRole('form', { name: tr('E-mail notifications') })
    const graded = form.getByLabel(tr('Graded homework'))
    await expect(graded).toBeChecked()
    await expect(form.getByLabel(tr('A reminder the day before my classes'))).toBeChecked()
    expect(await seriousViolations(page)).toEqual([])
    await graded.uncheck()
    await form.getByRole('button', { name: tr('Save e-mail choices') }).click()
    await expect(form.getByText(tr('Your e-mail choices were saved.'))).toBeVisible()
    await page.reload()
    await expect(form.getByLabel(tr('Graded homework'))).not.toBeChecked()
    await expect(form.getByLabel(tr('New homework'))).toBeChecked()
  })
})
