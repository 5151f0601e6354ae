import { randomUUID } from 'node:crypto'
import { expect, inLanguage, test, tr, trPattern } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'
import {
  accessTokenOf,
  apiKey,
  createConfirmedStudent,
  okResponse,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'

// Every project runs every test: 1280 and 390 px, in English and in Arabic.

const ANON = apiKey('anon')
const SERVICE = apiKey('service_role')

/** A fresh one-week course (3 lessons), added by the service like an admin would. */
async function createShortCourse(): Promise<{ id: string; slug: string; title: string }> {
  const suffix = randomUUID().slice(0, 8)
  const title = { en: `Warm-up ${suffix}`, ar: `تمهيد ${suffix}` }
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/courses`, {
      method: 'POST',
      headers: {
        apikey: SERVICE,
        authorization: `Bearer ${SERVICE}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({
        slug: `warm-up-${suffix}`,
        title_en: title.en,
        title_ar: title.ar,
        description_en: 'Three short lessons to start the week.',
        description_ar: 'ثلاثة دروس قصيرة لبداية الأسبوع.',
        instructor_name: 'Sarah Ahmed',
        difficulty: 'beginner',
        duration: '1 week',
      }),
    }),
    'course creation',
  )
  const [course] = (await response.json()) as { id: string; slug: string }[]
  if (!course) throw new Error('the course was not created')
  // The title the app shows in the test's language.
  return { id: course.id, slug: course.slug, title: inLanguage(title) }
}

const complete = (percent: number) => tr('{percent}% complete', { percent })
const lessonsCompleted = (completedCount: number) =>
  tr('{completedCount} of {lessonCount} lessons completed', { completedCount, lessonCount: 3 })

test.describe('lesson progress', () => {
  test('a learner enrols, completes every lesson, reaches 100 % and finds the certificate', async ({
    page,
  }) => {
    const course = await createShortCourse()
    const user = await createConfirmedStudent('Mona Fathy')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto(`/course/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible()
    const lessons = page.getByRole('button', {
      name: trPattern('Mark lesson complete', {}, 'start'),
    })
    await expect(lessons).toHaveCount(3)
    await expect(lessons.first()).toBeDisabled()
    await page.getByRole('button', { name: tr('Enrol in this course') }).click()
    await expect(page.getByText(complete(0))).toBeVisible()
    await expect(page.getByText(lessonsCompleted(0))).toBeVisible()

    const expected = [
      ['Video lesson', 33, 1],
      ['Practice exercise', 67, 2],
      ['Quiz', 100, 3],
    ] as const
    for (const [label, percent, count] of expected) {
      await page
        .getByRole('button', {
          name: tr('Mark lesson complete: {label}, week {0}', { label: tr(label), 0: 1 }),
        })
        .click()
      await expect(page.getByText(complete(percent))).toBeVisible()
      await expect(page.getByText(lessonsCompleted(count))).toBeVisible()
    }
    await expect(lessons).toHaveCount(0)
    await expect(page.getByRole('progressbar', { name: tr('Course progress') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    // Each lesson's xp once: 20 + 30 + 50.
    await expect.poll(async () => (await readProfileAsService(user.id, 'xp')).xp).toBe(100)

    // The progress is the server's: it survives a reload (and another device).
    await page.reload()
    await expect(page.getByText(complete(100))).toBeVisible()
    await expect(page.getByText(lessonsCompleted(3))).toBeVisible()

    await page.getByRole('link', { name: tr('See your certificate') }).click()
    await expect(page).toHaveURL(/\/certificates$/)
    const certificate = page.getByRole('article', { name: course.title })
    await expect(certificate).toBeVisible()
    await expect(certificate.locator('.font-mono')).toHaveText(/^\s*SPL-\d{4}-[A-Z2-9]{6}\s*$/)
  })

  test('a learner cannot award themselves progress through the data API', async () => {
    const course = await createShortCourse()
    const user = await createConfirmedStudent('Karim Nabil')
    const headers = {
      apikey: ANON,
      authorization: `Bearer ${await accessTokenOf(user)}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    }
    const withProgress = await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ course_id: course.id, progress_percent: 100 }),
    })
    expect(withProgress.status).toBe(403)
    await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ course_id: course.id }),
      }),
      'enrolment',
    )
    const patch = await fetch(`${BACKEND_URL}/rest/v1/enrollments?course_id=eq.${course.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ progress_percent: 100 }),
    })
    expect(patch.status).toBe(403)
    expect(((await patch.json()) as { code: string }).code).toBe('42501')
    const unknown = await fetch(`${BACKEND_URL}/rest/v1/rpc/complete_lesson`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ course_id: course.id, lesson_id: 'w2-quiz' }),
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 'P0001', details: 'lesson_unknown' })
    const certificates = await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/certificates?select=id`, { headers }),
      'certificate read',
    )
    expect(await certificates.json()).toEqual([])
  })
})
