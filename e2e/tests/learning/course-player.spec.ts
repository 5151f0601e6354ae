import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, formatNumber, inLanguage, test, tr, trPattern } from '../../support/learner-test'
import {
  createConfirmedStudent,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { quizWithAnswers, seededLessonId } from './course-content'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

// Every project runs every test: 1280 and 390 px, in English and in Arabic. The smallest seeded
// path to a certificate is conversational-english: a 9 s video, two readings and a quiz.

const COURSE = 'conversational-english'

/** The video's current time, in seconds. */
function videoTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)
}

/** Waits for the next watch-progress save the page sends, and answers its saved position. */
async function nextSave(page: Page): Promise<number> {
  const response = await page.waitForResponse(
    (answer) => answer.url().includes('/rest/v1/rpc/save_watch_progress') && answer.ok(),
  )
  const body = (await response.json()) as
    | { position_seconds: number }
    | { position_seconds: number }[]
  const row = Array.isArray(body) ? body[0] : body
  return Number(row?.position_seconds)
}

async function markRead(page: Page) {
  await page.getByRole('button', { name: tr('Mark as read') }).click()
  await expect(page.getByText(tr('Completed'), { exact: true }).first()).toBeVisible()
}

async function goNext(page: Page) {
  await page.getByRole('link', { name: trPattern('Next: {0}', { 0: /.+/ }, 'start') }).click()
}

test.describe('the course page', () => {
  test('watch at 1.5× with Arabic captions, resume after a reload, read, pass the quiz, get the certificate', {
    tag: '@paired',
  }, async ({ page }) => {
    test.setTimeout(120_000)
    const user = await createConfirmedStudent('Laila Hassan')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto(`/course/${COURSE}`)
    await expect(
      page.getByRole('heading', { level: 1, name: seeded('Conversational English') }),
    ).toBeVisible()
    await page.getByRole('button', { name: tr('Enrol in this course') }).click()
    await expect(page.getByText(tr('{percent}% complete', { percent: 0 }))).toBeVisible()

    // The first lesson is the video: speed 1.5×, Arabic captions, play a few seconds, pause.
    const player = page.locator('video')
    await expect(player).toBeAttached()
    await page.getByRole('button', { name: tr('Playback speed: {speed}×', { speed: 1 }) }).click()
    await page.getByRole('menuitemradio', { name: '1.5×' }).click()
    await expect(
      page.getByRole('button', { name: tr('Playback speed: {speed}×', { speed: 1.5 }) }),
    ).toBeVisible()
    await page
      .getByRole('button', { name: trPattern('Captions: {captionLabel}', { captionLabel: /.+/ }) })
      .click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await expect(
      page.getByRole('button', {
        name: tr('Captions: {captionLabel}', { captionLabel: 'العربية' }),
      }),
    ).toBeVisible()
    await page.getByRole('button', { name: tr('Play'), exact: true }).click()
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(3)
    const saved = nextSave(page)
    await page.getByRole('button', { name: tr('Pause'), exact: true }).click()
    const position = await saved
    expect(position).toBeGreaterThan(3)

    // Leave and come back: the lesson reopens at the saved second.
    await page.reload()
    await expect(player).toBeAttached()
    await expect
      .poll(async () => Math.abs((await videoTime(page)) - position), { timeout: 10_000 })
      .toBeLessThan(1)

    // Watch the rest: the database completes the video once ≥ 90 % is covered.
    await page
      .getByRole('button', { name: trPattern('Playback speed: {speed}×', { speed: /.+/ }) })
      .click()
    await page.getByRole('menuitemradio', { name: '1.5×' }).click()
    await page.getByRole('button', { name: tr('Play'), exact: true }).click()
    await expect(page.getByText(tr('{percent}% complete', { percent: 25 }))).toBeVisible({
      timeout: 15_000,
    })

    // Two readings, marked read.
    await goNext(page)
    await markRead(page)
    await expect(page.getByText(tr('{percent}% complete', { percent: 50 }))).toBeVisible()
    await goNext(page)
    await markRead(page)
    await expect(page.getByText(tr('{percent}% complete', { percent: 75 }))).toBeVisible()

    // The quiz, answered right.
    await goNext(page)
    const questions = await quizWithAnswers(await seededLessonId(COURSE, 'small-talk-quiz'))
    const form = page.getByRole('form', { name: tr('Quiz') })
    for (const question of questions) {
      const field = form.getByRole('group', { name: inLanguage(question.prompt) })
      if (question.kind === 'short') {
        await field.getByRole('textbox').fill(question.accepted)
      } else {
        for (const option of question.rightOptions) {
          await field.getByLabel(inLanguage(option), { exact: true }).check()
        }
      }
    }
    await form.getByRole('button', { name: tr('Submit answers') }).click()
    await expect(page.getByText(tr('You passed the quiz!'))).toBeVisible()
    // The server awarded the quiz's xp and its first-try bonus; the toast says so.
    const earned = page.getByRole('region', { name: tr('Just earned') })
    await expect(earned.getByText(tr('+{amount} XP', { amount: formatNumber(70) }))).toBeVisible()
    // 160 xp crosses level 2 (100 xp): the same toast says so and names the new badge.
    const xpLevel100 = tr('XP Level {amount}', { amount: formatNumber(100) })
    await expect(
      earned.getByText(tr('Level up! You reached level {level}.', { level: formatNumber(2) })),
    ).toBeVisible()
    await expect(earned.getByText(tr('New badge: {badge}', { badge: xpLevel100 }))).toBeVisible()
    await expect(page.getByText(tr('{percent}% complete', { percent: 100 }))).toBeVisible()
    // Each lesson's xp once, by the server: 20 + 30 + 30 + 50, 20 for passing at the first try
    // and 10 for the daily goal (50 xp in a day).
    await expect.poll(async () => (await readProfileAsService(user.id, 'xp')).xp).toBe(160)

    await page.getByRole('link', { name: tr('See your certificate') }).click()
    await expect(page).toHaveURL(/\/certificates$/)
    await expect(
      page.getByRole('article', { name: seeded('Conversational English') }),
    ).toBeVisible()

    // /progress shows what the server counted: the whole course, level 2, the badges earned;
    // a free learner sees the basics and the premium offer instead of the charts.
    await page.goto('/progress')
    const course = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: seeded('Conversational English') }) })
    await expect(
      course.getByText(
        tr('{done} of {total} lessons · {percent}', {
          done: formatNumber(4),
          total: formatNumber(4),
          percent: formatNumber(1, undefined, { style: 'percent' }),
        }),
      ),
    ).toBeVisible()
    await expect(
      page.getByText(tr('Level {levelText}', { levelText: formatNumber(2) }), { exact: true }),
    ).toBeVisible()
    for (const badge of [xpLevel100, tr('First Course Complete')]) {
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByText(badge, { exact: true }) })
      await expect(item.getByText(tr('Earned'), { exact: true })).toBeVisible()
    }
    await expect(page.getByText(tr('Advanced progress tracking is part of Premium'))).toBeVisible()
    await expect(page.getByRole('heading', { name: tr('XP over time') })).toHaveCount(0)
  })

  test('a free learner meets the premium gate on a premium lesson, never a player', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Omar Said')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    const lesson = await seededLessonId('business-english', 'meeting-phrases')
    await page.goto(`/course/business-english?lesson=${lesson}`)
    await expect(
      page.getByRole('heading', { name: tr('This lesson is for premium members') }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: tr('This course is for premium members') }),
    ).toBeVisible()
    await expect(
      page.getByRole('link', { name: tr('See plans and pricing') }).first(),
    ).toHaveAttribute('href', '/pricing')
    await expect(page.locator('video')).toHaveCount(0)
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([])
  })
})
