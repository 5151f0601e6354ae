import { expect, test, tr } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'
import {
  accessTokenOf,
  apiKey,
  createConfirmedStudent,
  okResponse,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { seededLessonId } from './course-content'
import { logIn } from './log-in'

// Every project runs every test: 1280 and 390 px, in English and in Arabic.

const ANON = apiKey('anon')

async function courseIdOf(slug: string): Promise<string> {
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/courses?slug=eq.${slug}&select=id`, {
      headers: { apikey: ANON },
    }),
    'course read',
  )
  const [course] = (await response.json()) as { id: string }[]
  if (!course) throw new Error(`no seeded course ${slug}`)
  return course.id
}

test.describe('lesson progress', () => {
  test('a reading marked read counts once, earns its xp once, and survives a reload', {
    tag: '@paired',
  }, async ({ page }) => {
    const user = await createConfirmedStudent('Mona Fathy')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    const reading = await seededLessonId('english-for-beginners', 'introducing-yourself')
    await page.goto(`/course/english-for-beginners?lesson=${reading}`)
    await page.getByRole('button', { name: tr('Enrol in this course') }).click()
    await expect(page.getByText(tr('{percent}% complete', { percent: 0 }))).toBeVisible()
    await page.getByRole('button', { name: tr('Mark as read') }).click()
    // english-for-beginners has five lessons.
    await expect(page.getByText(tr('{percent}% complete', { percent: 20 }))).toBeVisible()
    await expect.poll(async () => (await readProfileAsService(user.id, 'xp')).xp).toBe(30)

    // The progress is the server's: it survives a reload (and another device); the dashboard
    // leads back to the lesson.
    await page.reload()
    await expect(page.getByText(tr('{percent}% complete', { percent: 20 }))).toBeVisible()
    await expect(page.getByRole('button', { name: tr('Mark as read') })).toHaveCount(0)
    await page.goto('/dashboard')
    await page.getByRole('link', { name: tr('Continue where you left off') }).click()
    await expect(page).toHaveURL(new RegExp(`\\?lesson=${reading}$`))
  })

  test('a learner cannot award themselves progress through the data API', async () => {
    const courseId = await courseIdOf('english-for-beginners')
    const premiumId = await courseIdOf('business-english')
    const user = await createConfirmedStudent('Karim Nabil')
    const headers = {
      apikey: ANON,
      authorization: `Bearer ${await accessTokenOf(user)}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    }
    const post = (path: string, body: unknown) =>
      fetch(`${BACKEND_URL}/rest/v1/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
    expect((await post('enrollments', { course_id: courseId, progress_percent: 100 })).status).toBe(
      403,
    )
    const premium = await post('enrollments', { course_id: premiumId })
    expect(await premium.json()).toMatchObject({ code: 'P0001', details: 'course_premium_only' })
    await okResponse(await post('enrollments', { course_id: courseId }), 'enrolment')
    const patch = await fetch(`${BACKEND_URL}/rest/v1/enrollments?course_id=eq.${courseId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ progress_percent: 100 }),
    })
    expect(patch.status).toBe(403)
    // "Watched it all" in one call is clamped: the video is not completed.
    const video = await seededLessonId('english-for-beginners', 'greetings')
    const forged = await post('rpc/save_watch_progress', {
      lesson_id: video,
      position_seconds: 10,
      watched_from: 0,
      watched_to: 10,
    })
    expect(await forged.json()).toMatchObject({ completed: false })
    // A video is not "read".
    const wrongKind = await post('rpc/mark_lesson_read', { lesson_id: video })
    expect(await wrongKind.json()).toMatchObject({ code: 'P0001', details: 'lesson_wrong_kind' })
    const certificates = await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/certificates?select=id`, { headers }),
      'certificate read',
    )
    expect(await certificates.json()).toEqual([])
    // xp and badges are the server's to award: writing them is refused, and none were earned.
    const xp = await fetch(`${BACKEND_URL}/rest/v1/profiles?id=eq.${user.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ xp: 2_147_483_647, badges: ['Language Master'] }),
    })
    expect(xp.status).toBe(403)
    expect(await readProfileAsService(user.id, 'xp, badges')).toEqual({ xp: 0, badges: [] })
  })
})
