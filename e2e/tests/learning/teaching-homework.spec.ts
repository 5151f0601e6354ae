import {
  currentLanguage,
  expect,
  formatNumber,
  test,
  tr,
  trPattern,
} from '../../support/learner-test'
import {
  createConfirmedStudent,
  draftCourseWithLearnerAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { fillBilingual, secondPage, seriousViolations } from './teaching-helpers'

// Homework from the teacher's side (issue 20): the course's teacher sets homework, the learner
// hands it in with a file, the teacher grades it and releases the grade, the learner reads it.

/** Tomorrow at 23:00 as an `<input type="datetime-local">` value. */
function tomorrowEvening(): string {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  return `${day}T23:00`
}

test.describe('homework from the teacher side', () => {
  test(
    'set → handed in with a file → drafted, released → the learner reads the grade',
    { tag: '@paired' },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(90_000)
      const teacher = await createConfirmedStudent('Rania Teacher', 'teacher')
      const learner = await createConfirmedStudent('Omar Learner')
      await updateProfileAsService(teacher.id, { onboarding_completed: true })
      await updateProfileAsService(learner.id, { onboarding_completed: true })
      const courseTitle = `Letters ${Date.now().toString(36)}`
      await draftCourseWithLearnerAsService(teacher, learner, courseTitle)
      const homeworkTitle = currentLanguage() === 'ar' ? 'اكتب رسالة' : 'Write a letter'

      await logIn(page, teacher)
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.goto('/teach/homework')
      await expect(page.getByRole('heading', { level: 1, name: tr('Homework') })).toBeVisible()
      const form = page.getByRole('form', { name: tr('Set homework') })
      await fillBilingual(form, tr('Homework title'), 'Write a letter', 'اكتب رسالة')
      await fillBilingual(form, tr('Instructions'), 'To a friend, 80 words.', 'إلى صديق، 80 كلمة.')
      await form.getByLabel(tr('Due (Cairo time)')).fill(tomorrowEvening())
      await form.getByLabel(tr('Maximum score')).fill('20')
      await form.getByRole('button', { name: tr('Set homework') }).click()
      await expect(
        page.getByText(tr("The homework was set; the course's learners see it now.")),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      // The learner hands it in with a PDF.
      const learnerPage = await secondPage(browser, testInfo)
      await logIn(learnerPage, learner)
      await expect(learnerPage).toHaveURL(/\/dashboard$/)
      await learnerPage.goto('/homework')
      const card = learnerPage.getByRole('article', { name: homeworkTitle })
      await card.getByRole('button', { name: tr('Write answer') }).click()
      await card.getByLabel(tr('Your answer')).fill('Dear Sara, I hope you are well.')
      await card.getByLabel(tr('Attach files (optional)')).setInputFiles({
        name: 'letter.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 a letter'),
      })
      await card.getByRole('button', { name: tr('Submit answer') }).click()
      const submitted = learnerPage.getByRole('region', {
        name: trPattern('Submitted', {}, 'start'),
      })
      await expect(submitted.getByText(tr('Attached: {0}', { 0: 'letter.pdf' }))).toBeVisible()

      // The teacher drafts, then releases the grade.
      await page.reload()
      const queued = page.getByRole('listitem').filter({ hasText: 'Omar Learner' })
      await expect(queued.getByRole('button', { name: 'letter.pdf' })).toBeVisible()
      await queued.getByLabel(tr('Score (of {max})', { max: 20 })).fill('17')
      await queued.getByLabel(tr('Written feedback')).fill('Warm and clear.')
      await queued.getByRole('button', { name: tr('Save draft') }).click()
      await expect(
        page.getByText(
          tr('The draft was saved; {learner} does not see it yet.', { learner: 'Omar Learner' }),
        ),
      ).toBeVisible()
      await learnerPage.reload()
      await expect(learnerPage.getByText('Warm and clear.')).toHaveCount(0)
      await queued.getByRole('button', { name: tr('Release grade') }).click()
      // The queue itself says so: the graded answer has left the "To grade" list.
      await expect(
        page
          .getByRole('region', { name: tr('Grading queue') })
          .getByRole('status')
          .first(),
      ).toHaveText(tr('The grade was released to {learner}.', { learner: 'Omar Learner' }))

      await learnerPage.reload()
      const graded = learnerPage.getByRole('region', { name: trPattern('Graded', {}, 'start') })
      await expect(graded.getByText('Warm and clear.')).toBeVisible()
      // …and the bell told them: the homework was set, then graded.
      await learnerPage
        .getByRole('link', {
          name: tr('Notifications, {shown} unread', { shown: formatNumber(2) }),
        })
        .click()
      await expect(
        learnerPage.getByRole('listitem').filter({ hasText: tr('Homework graded') }),
      ).toContainText(formatNumber(17))
      await expect(
        learnerPage.getByRole('listitem').filter({ hasText: tr('New homework') }),
      ).toBeVisible()
      await learnerPage.context().close()
    },
  )
})
