import { expect, test, tr } from '../../support/learner-test'
import { renameCourseAsService } from './backend-admin'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

test.describe('route guards (spec §2)', () => {
  test('an anonymous visitor of /progress goes to /login with redirectTo', {
    tag: '@paired',
  }, async ({ page }) => {
    await page.goto('/progress')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprogress$/)
  })

  test('an anonymous visitor of /admin/content goes to /dashboard and then to login', {
    tag: '@paired',
  }, async ({ page }) => {
    await page.goto('/admin/content')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
  })

  test('a student on /admin/content is sent to /dashboard', { tag: '@paired' }, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
    await logIn(page, { email: 'student@splendid.test', password: 'student123' })
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/content')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the admin reaches the Content Editor and the content bank', { tag: '@paired' }, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
    await logIn(page, { email: 'admin@splendid.test', password: 'admin123' })
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/content')
    await expect(page.getByRole('heading', { name: tr('Content Editor'), level: 1 })).toBeVisible()
    // Every course, drafts included, opens in the course editor.
    await page.getByRole('link', { name: seeded('Business English') }).click()
    await expect(page).toHaveURL(/\/admin\/content\?course=[0-9a-f-]{36}$/)
    const details = page.getByRole('form', { name: tr('Course details') })
    await expect(
      details.getByRole('group', { name: tr('Title') }).getByLabel(tr('English')),
    ).toHaveValue('Business English')
    await page.goto('/admin/content-bank')
    await expect(page.getByRole('heading', { name: tr('Content bank') })).toBeVisible()
    // The bank holds the placement test's questions, marked as such.
    await page.getByLabel(tr('Search questions')).fill('a teacher at my school')
    const item = page.getByRole('row', { name: /She ___ a teacher at my school\./ })
    await expect(item).toBeVisible()
    await expect(item).toContainText(tr('In the placement test'))
  })

  // Edits shared seed data: runs once, on the English desktop project (the Arabic projects would
  // rename the same course at the same time).
  test('the admin edits a course title in the Content Editor and the catalogue shows it', {
    tag: ['@desktop-only', '@en-only'],
  }, async ({ page }) => {
    try {
      await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
      await logIn(page, { email: 'admin@splendid.test', password: 'admin123' })
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.goto('/admin/content')
      await page.getByRole('link', { name: 'Conversational English', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/content\?course=/)
      const details = page.getByRole('form', { name: 'Course details' })
      const title = details.getByRole('group', { name: 'Title' }).getByLabel('English')
      await expect(title).toHaveValue('Conversational English')
      await title.fill('Conversational English Live')
      await details.getByRole('button', { name: 'Save details' }).click()
      await expect(details.getByRole('status')).toHaveText('The course details were saved.')
      await page.goto('/catalog')
      await expect(page.getByRole('heading', { name: 'Conversational English Live' })).toBeVisible()
      // Put the seed title back for the other tests of this run.
      await page.goto('/admin/content')
      await page.getByRole('link', { name: 'Conversational English Live', exact: true }).click()
      await expect(title).toHaveValue('Conversational English Live')
      await title.fill('Conversational English')
      await details.getByRole('button', { name: 'Save details' }).click()
      await expect(details.getByRole('status')).toHaveText('The course details were saved.')
    } finally {
      // The seed title is shared by the run's other tests: put it back even when a step failed.
      await renameCourseAsService('Conversational English Live', 'Conversational English')
    }
  })
})
