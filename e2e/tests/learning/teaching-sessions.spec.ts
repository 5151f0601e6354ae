import { join } from 'node:path'
import { expect, test, tr, trPattern } from '../../support/learner-test'
import {
  createConfirmedStudent,
  startTeachersBookedSessionAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { secondPage, seriousViolations } from './teaching-helpers'

const PHOTO = join(
  import.meta.dirname,
  '../../../supabase/seed-media/course-covers/business-english.640w.webp',
)

// Live classes from the teacher's side (issue 20): a teacher publishes weekly hours, a learner
// books one of the generated classes, and the teacher sees the session and takes attendance.

/** Tomorrow's weekday in Cairo, 0 = Sunday: the generated class is then at most a day away. */
function tomorrowWeekdayInCairo(): number {
  const tomorrow = new Date(Date.now() + 86_400_000)
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    timeZone: 'Africa/Cairo',
  }).format(tomorrow)
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name)
}

test.describe('live classes from the teacher side', () => {
  test(
    'a teacher publishes hours, a learner books, the teacher takes attendance',
    { tag: '@paired' },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(90_000)
      const tutorName = `Hala Tutor ${Date.now().toString(36)}`
      const teacher = await createConfirmedStudent(tutorName, 'teacher')
      await updateProfileAsService(teacher.id, { onboarding_completed: true })
      await logIn(page, teacher)
      await expect(page).toHaveURL(/\/dashboard$/)

      await page.goto('/teach/availability')
      await expect(page.getByRole('heading', { level: 1, name: tr('Availability') })).toBeVisible()
      const profileForm = page.getByRole('form', { name: tr('Tutor profile') })
      await expect(profileForm.getByLabel(tr('Name learners see'))).toHaveValue(tutorName)
      await profileForm.getByLabel(tr('Conversation practice')).check()
      await profileForm.getByLabel(tr('Minimum notice (hours)')).fill('0')
      await profileForm.getByRole('button', { name: tr('Create my tutor profile') }).click()
      await expect(page.getByText(tr('Your tutor profile was saved.'))).toBeVisible()
      // A photo: any picture, cropped to a square in the browser.
      await page.getByLabel(tr('Add a photo')).setInputFiles(PHOTO)
      await expect(page.getByText(tr('Your photo was saved.'))).toBeVisible()
      await expect(page.getByRole('img', { name: tutorName })).toHaveAttribute(
        'src',
        /\/storage\/v1\/object\/public\/tutor-photos\/[0-9a-f-]{36}\/photo-\d+\.webp$/,
      )
      expect(await seriousViolations(page)).toEqual([])

      const hours = page.getByRole('form', { name: tr('Add weekly hours') })
      await hours.getByLabel(tr('Day')).selectOption(String(tomorrowWeekdayInCairo()))
      await hours.getByLabel(tr('From')).fill('10:00')
      await hours.getByLabel(tr('Until')).fill('11:00')
      await hours.getByLabel(tr('Subject')).selectOption({ label: tr('Conversation practice') })
      await hours.getByLabel(tr('Seats (1 for one-to-one)')).fill('2')
      // Hours too short for one class are refused before they reach the server.
      await hours.getByLabel(tr('Class length (minutes)')).fill('90')
      await hours.getByRole('button', { name: tr('Add hours') }).click()
      await expect(
        page.getByText(
          tr('The hours must end after they start, with room for at least one class.'),
        ),
      ).toBeVisible()
      await hours.getByLabel(tr('Class length (minutes)')).fill('60')
      await hours.getByRole('button', { name: tr('Add hours') }).click()
      await expect(
        page.getByText(tr('The hours were added; learners can book them now.')),
      ).toBeVisible()
      const offered = page.getByRole('region', { name: tr('Next classes learners can book') })
      await expect(offered.getByRole('listitem').first()).toBeVisible()

      // The learner books the generated class.
      const learner = await createConfirmedStudent('Salma Learner')
      await updateProfileAsService(learner.id, { onboarding_completed: true })
      const learnerPage = await secondPage(browser, testInfo)
      await logIn(learnerPage, learner)
      await expect(learnerPage).toHaveURL(/\/dashboard$/)
      await learnerPage.goto('/booking/recommended/conversation')
      const offer = learnerPage.getByRole('listitem').filter({ hasText: tutorName }).first()
      await expect(offer.locator('img[src*="/tutor-photos/"]')).toBeVisible()
      await learnerPage
        .getByRole('button', { name: tr('Select this time with {tutor}', { tutor: tutorName }) })
        .first()
        .click()
      await learnerPage.getByRole('button', { name: tr('Confirm booking') }).click()
      await expect(
        learnerPage.getByRole('status').filter({ hasText: tr('Your class is booked.') }),
      ).toBeVisible()
      await learnerPage.goto('/booking')
      await expect(
        learnerPage.getByRole('link', {
          name: trPattern(
            'Join {subjectName} on {when}',
            { subjectName: tr('Conversation practice'), when: /.+/ },
            'whole',
          ),
        }),
      ).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/splendid-[0-9a-f]{32}$/)

      // The teacher sees who booked; once the class has started, takes attendance.
      await page.goto('/teach/sessions')
      const session = page.getByRole('list', { name: tr('Learners') }).first()
      await expect(session.getByText(/Salma Learner/)).toBeVisible()
      await expect(
        page.getByRole('link', { name: tr('Open the meeting room') }).first(),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await startTeachersBookedSessionAsService(teacher.id)
      await page.reload()
      await page
        .getByRole('button', {
          name: tr('{name} attended', { name: 'Salma Learner' }),
          exact: true,
        })
        .click()
      await expect(page.getByText(tr('Attendance saved.'))).toBeVisible()
      await expect(
        page.getByRole('button', {
          name: tr('{name} attended', { name: 'Salma Learner' }),
          exact: true,
        }),
      ).toHaveAttribute('aria-pressed', 'true')
      await learnerPage.context().close()
    },
  )
})
