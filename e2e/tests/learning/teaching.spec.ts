import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { currentLanguage, expect, formatNumber, test, tr } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'
import { fillBilingual, secondPage, seriousViolations } from './teaching-helpers'

// Course authoring (issue 20): a teacher writes a course with a video lesson and a quiz in the
// browser, publishes it once the checklist is clear, and a learner takes it.

const SEED_MEDIA = join(import.meta.dirname, '../../../supabase/seed-media/course-media')
const VIDEO = join(SEED_MEDIA, 'conversational-english/ordering-food.webm')
const COVER = join(SEED_MEDIA, '../course-covers/english-for-beginners.640w.webp')
const ARABIC_CAPTIONS = join(SEED_MEDIA, 'conversational-english/ordering-food.ar.vtt')
// English captions as SubRip, which the editor converts to WebVTT.
const ENGLISH_SRT =
  '1\n00:00:00,000 --> 00:00:03,000\nCan I see the menu, please?\n\n2\n00:00:03,000 --> 00:00:06,000\nA coffee, please.\n'

async function addLesson(
  page: Page,
  chapter: number,
  kind: 'Video' | 'Quiz',
  en: string,
  ar: string,
) {
  // The form stays open after a lesson was added.
  const kindField = page.getByLabel(tr('Kind of lesson'))
  if (!(await kindField.isVisible())) {
    await page.getByText(tr('Add a lesson to chapter {number}', { number: chapter })).click()
  }
  await kindField.selectOption({ label: tr(kind) })
  await fillBilingual(page.getByRole('region', { name: tr('Outline') }), tr('Lesson title'), en, ar)
  await page.getByRole('button', { name: tr('Add lesson') }).click()
  await expect(
    page.getByRole('region', { name: new RegExp(currentLanguage() === 'ar' ? ar : en) }),
  ).toBeVisible()
}

test.describe('course authoring', () => {
  test(
    'a teacher writes a course with a video and a quiz, publishes it, and a learner takes it',
    { tag: '@paired' },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(120_000)
      const teacher = await createConfirmedStudent('Mona Teacher', 'teacher')
      await updateProfileAsService(teacher.id, { onboarding_completed: true })
      await logIn(page, teacher)
      await expect(page).toHaveURL(/\/dashboard$/)

      await page.goto('/teach')
      await expect(page.getByRole('heading', { level: 1, name: tr('Teaching') })).toBeVisible()
      await expect(page.getByText(tr('No courses yet. Create your first one below.'))).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      const title = `Market Arabic ${Date.now()}`
      await fillBilingual(page, tr('New course title'), title, 'عربية السوق')
      await page.getByRole('button', { name: tr('Create draft course') }).click()
      await expect(page).toHaveURL(/\/teach\/courses\/[0-9a-f-]{36}$/)
      const courseId = page.url().split('/').at(-1) ?? ''

      // A draft with nothing in it: the checklist says so and Publish waits.
      const publishing = page.getByRole('region', { name: tr('Publishing') })
      await expect(publishing.getByText(tr('Draft'), { exact: true })).toBeVisible()
      await expect(publishing.getByText(tr('The course has no lessons yet.'))).toBeVisible()
      await expect(publishing.getByRole('button', { name: tr('Publish') })).toBeDisabled()

      await fillBilingual(
        page,
        tr('Description'),
        'Shop and bargain in Arabic.',
        'تسوّق وفاوض بالعربية.',
      )
      await page.getByRole('button', { name: tr('Save details') }).click()
      await expect(page.getByText(tr('The course details were saved.'))).toBeVisible()

      // The cover is stored at each width it reaches (a 640 px picture: 320 and 640), and the
      // course names the largest, so cards can offer both.
      await page
        .getByLabel(tr('Choose a picture (it is cropped to 16:9 and resized to 1280 × 720)'))
        .setInputFiles(COVER)
      await expect(page.getByText(tr('The cover was saved.'))).toBeVisible()
      await expect(page.getByRole('img', { name: tr('The current cover') })).toHaveAttribute(
        'src',
        /\/storage\/v1\/object\/public\/course-covers\/[a-z0-9-]+\.640w\.webp\?v=/,
      )

      await fillBilingual(page, tr('New chapter'), 'At the market', 'في السوق')
      await page.getByRole('button', { name: tr('Add chapter') }).click()
      await expect(page.getByText(tr('The chapter was added.'))).toBeVisible()

      // The video lesson: a WebM video, English captions as SRT, Arabic ones as WebVTT.
      await addLesson(page, 1, 'Video', 'Prices', 'الأسعار')
      await page.getByLabel(tr('Choose the video (WebM or MP4, up to 500 MB)')).setInputFiles(VIDEO)
      await expect(page.getByText(tr('The video was uploaded.'))).toBeVisible()
      await page.getByLabel(tr('Choose the English captions (WebVTT or SRT)')).setInputFiles({
        name: 'prices.en.srt',
        mimeType: 'application/x-subrip',
        buffer: Buffer.from(ENGLISH_SRT),
      })
      await expect(
        page.getByText(
          tr('The {language} captions were saved ({cueCount} captions).', {
            language: tr('English'),
            cueCount: 2,
          }),
        ),
      ).toBeVisible()
      await page.getByLabel(tr('Choose the Arabic captions (WebVTT or SRT)')).setInputFiles({
        name: 'prices.ar.vtt',
        mimeType: 'text/vtt',
        buffer: readFileSync(ARABIC_CAPTIONS),
      })
      await expect(
        page.getByText(
          tr('The {language} captions were saved ({cueCount} captions).', {
            language: tr('Arabic'),
            cueCount: 3,
          }),
        ),
      ).toBeVisible()
      // A file that is not captions is refused with the reason, and nothing changes.
      await page.getByLabel(tr('Choose the Arabic captions (WebVTT or SRT)')).setInputFiles({
        name: 'notes.srt',
        mimeType: 'application/x-subrip',
        buffer: Buffer.from('just some notes'),
      })
      await expect(
        page.getByText(
          tr('This is not a WebVTT or SubRip caption file: no timed caption was found in it.'),
        ),
      ).toBeVisible()

      // The quiz lesson: one question with one right answer.
      await addLesson(page, 1, 'Quiz', 'Prices quiz', 'اختبار الأسعار')
      await expect(
        publishing.getByText(
          tr('Lesson {number} “{title}”: the quiz has no questions.', {
            number: '1.2',
            title: currentLanguage() === 'ar' ? 'اختبار الأسعار' : 'Prices quiz',
          }),
        ),
      ).toBeVisible()
      await page.getByRole('button', { name: tr('Add question') }).click()
      const question = page.getByRole('group', {
        name: new RegExp(
          tr('Question {number} · {kindLabel}', { number: 1, kindLabel: tr('One right answer') }),
        ),
      })
      await fillBilingual(question, tr('Prompt'), 'How do you say “how much”?', 'كيف تقول «بكم»؟')
      await fillBilingual(question, tr('Option {0}', { 0: 1 }), 'Bikam', 'بكم')
      await fillBilingual(question, tr('Option {0}', { 0: 2 }), 'Shukran', 'شكرا')
      await question.getByLabel(tr('Right answer')).first().check()
      // A second question copied from the content bank (a placement item, English only there).
      await page.getByRole('button', { name: tr('Add from the content bank') }).click()
      const bank = page.getByRole('region', { name: tr('Content bank') })
      await bank.getByLabel(tr('Search questions')).fill('two brothers')
      await bank
        .getByRole('button', { name: `${tr('Add')} I ___ two brothers and a sister.` })
        .click()
      const copied = page.getByRole('group', {
        name: new RegExp(
          tr('Question {number} · {kindLabel}', { number: 2, kindLabel: tr('One right answer') }),
        ),
      })
      await expect(copied.getByRole('textbox').first()).toHaveValue(
        'I ___ two brothers and a sister.',
      )
      await bank.getByRole('button', { name: tr('Done') }).click()
      await page.getByRole('button', { name: tr('Save quiz') }).click()
      await expect(page.getByText(tr('The quiz was saved.'))).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      // Nothing is missing any more: publish.
      await expect(publishing.getByRole('button', { name: tr('Publish') })).toBeEnabled()
      await publishing.getByRole('button', { name: tr('Publish') }).click()
      await expect(publishing.getByText(tr('The course is published.'))).toBeVisible()
      await expect(publishing.getByText(tr('Published'), { exact: true })).toBeVisible()

      // A learner finds it, watches the video with captions and passes the quiz.
      const learner = await createConfirmedStudent('Karim Learner')
      await updateProfileAsService(learner.id, { onboarding_completed: true })
      const learnerPage = await secondPage(browser, testInfo)
      await logIn(learnerPage, learner)
      await expect(learnerPage).toHaveURL(/\/dashboard$/)
      await learnerPage.goto(`/course/${courseId}`)
      const courseTitle = currentLanguage() === 'ar' ? 'عربية السوق' : title
      await expect(learnerPage.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible()
      await learnerPage.getByRole('button', { name: tr('Enrol in this course') }).click()
      await expect(learnerPage.locator('video')).toBeVisible()
      await expect(learnerPage.locator('video track')).toHaveCount(2)
      await learnerPage
        .getByRole('link', { name: currentLanguage() === 'ar' ? /اختبار الأسعار/ : /Prices quiz/ })
        .first()
        .click()
      const form = learnerPage.getByRole('form', { name: tr('Quiz') })
      await form.getByLabel(currentLanguage() === 'ar' ? 'بكم' : 'Bikam', { exact: true }).check()
      await form.getByLabel('have', { exact: true }).check()
      await form.getByRole('button', { name: tr('Submit answers') }).click()
      await expect(learnerPage.getByText(tr('You passed the quiz!'))).toBeVisible()
      await learnerPage.context().close()

      // The teacher sees who follows the course and how far they got.
      await page.reload()
      const learners = page.getByRole('region', { name: tr('Learners') }).last()
      const row = learners.getByRole('row', { name: /Karim Learner/ })
      await expect(row.getByRole('cell').nth(2)).toHaveText(formatNumber(1))
      await expect(row.getByRole('cell').nth(1)).toHaveText(formatNumber(1))
      await expect(
        row.getByRole('progressbar', { name: tr('Progress of {name}', { name: 'Karim Learner' }) }),
      ).toHaveAttribute('aria-valuenow', '50')
      expect(await seriousViolations(page)).toEqual([])
    },
  )
})
