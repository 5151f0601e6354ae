import AxeBuilder from '@axe-core/playwright'
import { expect, inLanguage, test, tr, trPattern } from '../../support/learner-test'
import { BACKEND_URL, LEARNER_WEB_URL } from '../../support/ports'
import {
  accessTokenOf,
  apiKey,
  createConfirmedStudent,
  okResponse,
  type TestUser,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

// Every project runs every test: 1280 and 390 px, in English and in Arabic.

const ANON = apiKey('anon')
const SERVICE = apiKey('service_role')

/** The user's data-API headers (their own access token, so RLS applies as in the app). */
async function userHeaders(user: TestUser): Promise<Record<string, string>> {
  const accessToken = await accessTokenOf(user)
  return {
    apikey: ANON,
    authorization: `Bearer ${accessToken}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  }
}

/**
 * Sets a learner's progress with the service key. Learners move progress only lesson by lesson
 * through the database's completion rules (course-player.spec.ts does that through the UI); here
 * the certificate screens are under test, so the course is completed directly.
 */
async function setProgressAsService(userId: string, course: string, progress: number) {
  await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/enrollments?user_id=eq.${userId}&course_id=eq.${course}`, {
      method: 'PATCH',
      headers: {
        apikey: SERVICE,
        authorization: `Bearer ${SERVICE}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ progress_percent: progress }),
    }),
    'progress update',
  )
}

async function courseId(slug: string): Promise<string> {
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

/** "Issued on <date>" in the test's language. */
const issuedOn = () => trPattern('Issued on {issued}', { issued: /.+/ }, 'whole')

test.describe('certificates', () => {
  test('a certificate appears once the course reaches 100 %, and its number verifies', {
    tag: '@paired',
  }, async ({ page, context }) => {
    const user = await createConfirmedStudent('Nour Adel')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/certificates')
    await expect(page.getByRole('heading', { name: tr('No certificates yet') })).toBeVisible()

    // The learner enrols through the data API, as the app does.
    const headers = await userHeaders(user)
    const course = await courseId('conversational-english')
    await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ course_id: course }),
      }),
      'enrolment',
    )
    await setProgressAsService(user.id, course, 40)
    await page.reload()
    await expect(page.getByRole('heading', { name: tr('No certificates yet') })).toBeVisible()
    await setProgressAsService(user.id, course, 100)
    await page.reload()

    const title = seeded('Conversational English')
    const item = page.getByRole('article', { name: title })
    await expect(item).toBeVisible()
    await expect(item.getByText(issuedOn())).toBeVisible()
    const number = (await item.locator('.font-mono').textContent())?.trim() ?? ''
    expect(number).toMatch(/^SPL-\d{4}-[A-Z2-9]{6}$/)
    await expect(page.getByRole('article')).toHaveCount(1)

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: LEARNER_WEB_URL,
    })
    await item
      .getByRole('button', {
        name: tr('Copy number of the certificate for {course}', { course: title }),
      })
      .click()
    await expect(item.getByText(tr('Certificate number copied.'))).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number)

    await item
      .getByRole('button', {
        name: tr('View and print the certificate for {course}', { course: title }),
      })
      .click()
    const dialog = page.getByRole('dialog', { name: tr('Certificate of Completion') })
    await expect(dialog.getByText('Nour Adel')).toBeVisible()
    await expect(dialog.getByText(number)).toBeVisible()
    await expect(dialog.getByRole('button', { name: tr('Close') })).toBeFocused()
    // Printed, the certificate stands alone: the page behind it and the buttons are hidden.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: tr('Certificates') })).toBeHidden()
    await expect(dialog.getByText(title)).toBeVisible()
    await expect(dialog.getByRole('button', { name: tr('Close') })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // Going below 100 % and back does not issue a second certificate.
    for (const progress of [90, 100]) {
      await setProgressAsService(user.id, course, progress)
    }
    await page.reload()
    await expect(page.getByRole('article', { name: title })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)

    // A school checks the number without signing in; no e-mail address comes back.
    const verify = await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/rpc/verify_certificate`, {
        method: 'POST',
        headers: { apikey: ANON, 'content-type': 'application/json' },
        body: JSON.stringify({ number }),
      }),
      'verification',
    )
    const text = await verify.text()
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({
        certificate_number: number,
        course_title_en: 'Conversational English',
        learner_name: 'Nour Adel',
      }),
    ])
    expect(text).not.toContain(user.email)
  })

  test('shows a certificate with an Arabic name in the page direction, with no axe violation', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('نور عادل')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    const headers = await userHeaders(user)
    const beginners = await courseId('english-for-beginners')
    await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ course_id: beginners }),
      }),
      'enrolment',
    )
    await setProgressAsService(user.id, beginners, 100)
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/certificates')
    await expect(page.locator('html')).toHaveAttribute('dir', inLanguage({ en: 'ltr', ar: 'rtl' }))
    await expect(page.getByRole('heading', { level: 1, name: tr('Certificates') })).toBeVisible()
    const course = seeded('English for Beginners')
    const item = page.getByRole('article', { name: course })
    await expect(item.getByText(issuedOn())).toBeVisible()
    await item
      .getByRole('button', { name: tr('View and print the certificate for {course}', { course }) })
      .click()
    const dialog = page.getByRole('dialog', { name: tr('Certificate of Completion') })
    await expect(dialog.getByText('نور عادل')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target),
      }))
    expect(serious).toEqual([])
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
