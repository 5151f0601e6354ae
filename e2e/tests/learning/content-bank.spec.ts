import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test, tr } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'
import { seriousViolations } from './teaching-helpers'

// The content bank (issue 20): an admin writes, finds, changes, imports (CSV checked row by row,
// Moodle GIFT), exports and deletes questions. Each project works on questions of its own (a
// word unique to the run), as the four projects share the bank.

/** A one-pixel PNG. */
const PNG_FILE = {
  name: 'heron.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}

const CSV_HEADER = 'kind,level,skill,prompt_en,prompt_ar,option_1_en,option_2_en,correct'

async function openBank(page: Page) {
  await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
  await logIn(page, { email: 'admin@splendid.test', password: 'admin123' })
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/admin/content-bank')
  await expect(page.getByRole('heading', { level: 1, name: tr('Content bank') })).toBeVisible()
}

const rowOf = (page: Page, text: string) =>
  page
    .getByRole('table', { name: tr('Questions in the content bank') })
    .getByRole('row')
    .filter({ hasText: text })

test.describe('the content bank', () => {
  test('an admin writes a question, finds it, changes it and deletes it', async ({ page }) => {
    const word = `zebra${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    await openBank(page)
    await page.getByRole('button', { name: tr('New question') }).click()
    const form = page.getByRole('form', { name: tr('New question') })
    await form.getByLabel(tr('Question in English')).fill(`The ${word} ___ grass every day.`)
    await form.getByLabel(tr('Option {number} in English', { number: 1 })).fill('eats')
    await form.getByLabel(tr('Option {number} in English', { number: 2 })).fill('eat')
    // No right option yet: refused before anything is sent.
    await form.getByRole('button', { name: tr('Save question') }).click()
    await expect(form.getByRole('alert')).toHaveText(tr('Mark exactly one right option.'))
    await form.getByLabel(tr('Option {number} is right', { number: 1 })).check()
    await form.getByLabel(tr('Level'), { exact: true }).selectOption('A2')
    await form.getByLabel(tr('Skill'), { exact: true }).selectOption({ label: tr('Grammar') })
    expect(await seriousViolations(page)).toEqual([])
    await form.getByRole('button', { name: tr('Save question') }).click()
    await expect(
      page.getByRole('status').filter({ hasText: tr('The question was added to the bank.') }),
    ).toBeVisible()

    await page.getByLabel(tr('Search questions')).fill(word)
    const row = rowOf(page, word)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`A2 · ${tr('Grammar')}`)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
    expect(await seriousViolations(page)).toEqual([])

    await row.getByRole('button', { name: new RegExp(`^${tr('Edit')}`) }).click()
    const edit = page.getByRole('form', { name: tr('Edit question') })
    await edit.getByLabel(tr('Question in Arabic')).fill(`الحمار الوحشي ${word} يأكل العشب.`)
    await edit.getByRole('button', { name: tr('Save question') }).click()
    await expect(
      page.getByRole('status').filter({ hasText: tr('The question was saved.') }),
    ).toBeVisible()
    await expect(rowOf(page, word)).toContainText('الحمار الوحشي')

    await rowOf(page, word)
      .getByRole('button', { name: new RegExp(`^${tr('Delete')}`) })
      .click()
    await rowOf(page, word)
      .getByRole('button', { name: tr('Yes, delete') })
      .click()
    await expect(
      page.getByRole('status').filter({ hasText: tr('The question was deleted.') }),
    ).toBeVisible()
    await expect(rowOf(page, word)).toHaveCount(0)
  })

  test('an admin imports a CSV (refused while a row is wrong) and a GIFT file, then exports them', {
    tag: '@paired',
  }, async ({ page }) => {
    const word = `okapi${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    await openBank(page)
    await page.getByRole('button', { name: tr('Import CSV or GIFT') }).click()
    const panel = page.getByRole('region', { name: tr('Import questions') })
    const file = panel.getByLabel(tr('File to import'))
    await file.setInputFiles({
      name: 'bank.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          CSV_HEADER,
          `single,A1,vocabulary,The ${word} is an animal.,,true,false,1`,
          `single,B9,grammar,The ${word} has no key.,,yes,no,`,
        ].join('\n'),
      ),
    })
    await expect(panel.getByRole('status')).toHaveText(
      tr(
        '{bad} of {total} questions have a problem. Correct the file and choose it again: nothing is imported until every question is right.',
        { bad: 1, total: 2 },
      ),
    )
    await expect(
      panel.getByRole('row').filter({ hasText: `The ${word} has no key.` }),
    ).toContainText(tr('The level is one of A1, A2, B1, B2, C1.'))
    const importTwo = panel.getByRole('button', {
      name: tr('{total, plural, one {Import # question} other {Import # questions}}', { total: 2 }),
    })
    await expect(importTwo).toBeDisabled()
    expect(await seriousViolations(page)).toEqual([])

    await file.setInputFiles({
      name: 'bank.gift',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        [
          `::One:: The ${word} lives in ___. {=Congo ~Norway ~Peru}`,
          '',
          `Name the ${word}'s closest relative. {=giraffe =the giraffe}`,
        ].join('\n'),
      ),
    })
    await expect(panel.getByRole('status')).toHaveText(
      tr(
        '{total, plural, one {# question ready to import.} other {# questions ready to import.}}',
        { total: 2 },
      ),
    )
    await importTwo.click()
    await expect(
      page.getByRole('status').filter({
        hasText: tr(
          '{count, plural, one {# question was imported.} other {# questions were imported.}}',
          { count: 2 },
        ),
      }),
    ).toBeVisible()

    await page.getByLabel(tr('Search questions')).fill(word)
    await expect(rowOf(page, word)).toHaveCount(2)
    await page.getByLabel(tr('Kind'), { exact: true }).selectOption({ label: tr('Short answer') })
    await expect(rowOf(page, word)).toHaveCount(1)
    await expect(rowOf(page, word)).toContainText('closest relative')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: tr('Export CSV') }).click()
    const exported = await readFile(String(await (await download).path()), 'utf8')
    expect(exported.startsWith('\uFEFFkind,level,skill,subject,prompt_en')).toBe(true)
    expect(exported).toContain(`Name the ${word}'s closest relative.`)
    expect(exported).toContain('giraffe|the giraffe')
    expect(exported).not.toContain(`The ${word} lives in`)
  })

  test('a teacher shares questions through the same bank, and cannot change the placement test', {
    tag: '@paired',
  }, async ({ page }) => {
    const word = `ibis${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    const teacher = await createConfirmedStudent('Hala Teacher', 'teacher')
    await updateProfileAsService(teacher.id, { onboarding_completed: true })
    await logIn(page, teacher)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/teach')
    await page
      .getByRole('navigation', { name: tr('Teaching workspace') })
      .getByRole('link', { name: tr('Content bank') })
      .click()
    await expect(page).toHaveURL(/\/teach\/question-bank$/)
    await expect(page.getByRole('heading', { level: 1, name: tr('Content bank') })).toBeVisible()

    await page.getByRole('button', { name: tr('New question') }).click()
    const form = page.getByRole('form', { name: tr('New question') })
    await form.getByLabel(tr('Kind'), { exact: true }).selectOption({ label: tr('Short answer') })
    await form.getByLabel(tr('Question in Arabic')).fill(`ما اسم الطائر ${word}؟`)
    await form.getByLabel(tr('Accepted answers, one per line')).fill('أبو منجل\nibis')
    await expect(form.getByRole('checkbox')).toHaveCount(0)
    await form.getByRole('button', { name: tr('Save question') }).click()
    await expect(
      page.getByRole('status').filter({ hasText: tr('The question was added to the bank.') }),
    ).toBeVisible()
    await page.getByLabel(tr('Search questions')).fill(word)
    await expect(
      rowOf(page, word).getByRole('button', { name: new RegExp(`^${tr('Edit')}`) }),
    ).toBeVisible()

    // The placement test's questions are the admins' to change.
    await page.getByLabel(tr('Search questions')).fill('a teacher at my school')
    const placement = rowOf(page, 'She ___ a teacher at my school.')
    await expect(placement).toContainText(tr('In the placement test'))
    await expect(placement.getByRole('button')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('an admin adds a picture, shows it with a question, and deletes it', {
    tag: '@paired',
  }, async ({ page }) => {
    const word = `heron${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    await openBank(page)
    await page.getByRole('button', { name: tr('Pictures and recordings') }).click()
    const panel = page.getByRole('region', { name: tr('Pictures and recordings') })
    const add = panel.getByRole('form', { name: tr('Add a picture or recording') })
    await add.getByLabel(tr('Picture or recording (up to 10 MB)')).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await add.getByRole('button', { name: tr('Add to the bank') }).click()
    await expect(panel.getByRole('alert')).toHaveText(
      tr('Choose a PNG, JPEG, WebP or GIF picture, or an MP3, M4A, WebM or Ogg recording.'),
    )
    await add.getByLabel(tr('Picture or recording (up to 10 MB)')).setInputFiles(PNG_FILE)
    await add.getByLabel(tr('Title in English')).fill(`A ${word} by the Nile`)
    await add.getByRole('button', { name: tr('Add to the bank') }).click()
    await expect(panel.getByRole('status')).toHaveText(tr('The file was added to the bank.'))
    await panel.getByLabel(tr('Search pictures and recordings')).fill(word)
    await expect(panel.getByRole('img', { name: `A ${word} by the Nile` })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: tr('New question') }).click()
    const form = page.getByRole('form', { name: tr('New question') })
    await form.getByLabel(tr('Question in English')).fill(`What bird is this ${word}?`)
    await form.getByLabel(tr('Option {number} in English', { number: 1 })).fill('A heron')
    await form.getByLabel(tr('Option {number} in English', { number: 2 })).fill('A crow')
    await form.getByLabel(tr('Option {number} is right', { number: 1 })).check()
    await form.getByLabel(tr('Find by title')).fill(word)
    await form
      .getByLabel(tr('Shown with the question'))
      .selectOption({ label: `${tr('Picture')}: A ${word} by the Nile` })
    await expect(form.getByRole('img', { name: `A ${word} by the Nile` })).toBeVisible()
    await form.getByRole('button', { name: tr('Save question') }).click()
    await page.getByLabel(tr('Search questions')).fill(word)
    await expect(rowOf(page, word)).toContainText(tr('With a picture or recording'))

    await page.getByRole('button', { name: tr('Pictures and recordings') }).click()
    await panel.getByLabel(tr('Search pictures and recordings')).fill(word)
    await panel.getByRole('button', { name: new RegExp(`^${tr('Delete')}`) }).click()
    await panel.getByRole('button', { name: tr('Yes, delete') }).click()
    await expect(panel.getByRole('status')).toHaveText(tr('The file was deleted.'))
    await expect(panel.getByText(tr('No picture or recording matches.'))).toBeVisible()
  })
})
