import { expect, test, tr, trPattern } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'

test.describe('live-class booking', () => {
  test('books a seeded IELTS slot, sees it in My upcoming sessions, then cancels it', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/booking')
    const upcoming = page.getByRole('region', { name: tr('My upcoming sessions') })
    await expect(
      upcoming.getByText(tr('You have no upcoming sessions. Choose a subject above to book one.')),
    ).toBeVisible()
    await page.getByRole('link', { name: trPattern('IELTS preparation') }).click()
    await expect(page).toHaveURL(/\/booking\/recommended\/ielts$/)
    await expect(
      page.getByRole('heading', {
        name: tr('Recommended for {name}', { name: tr('IELTS preparation') }),
      }),
    ).toBeVisible()
    // The mock schedule's English label is gone in every language.
    await expect(page.getByText(/Sample schedule/)).toHaveCount(0)

    // Mona Khalil's IELTS group classes are open to everyone and have eight seats.
    await page
      .getByRole('button', { name: tr('Select this time with {tutor}', { tutor: 'Mona Khalil' }) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/booking\/summary$/)
    await expect(page.getByText(tr('Tutor: {tutor}', { tutor: 'Mona Khalil' }))).toBeVisible()
    await page.getByRole('button', { name: tr('Confirm booking') }).click()
    await expect(
      page.getByRole('status').filter({ hasText: tr('Your class is booked.') }),
    ).toBeVisible()

    await page.getByRole('link', { name: tr('See my upcoming sessions') }).click()
    await expect(page).toHaveURL(/\/booking$/)
    const cancel = upcoming.getByRole('button', {
      name: trPattern(
        'Cancel {subjectName} on {when}',
        { subjectName: tr('IELTS preparation'), when: /.+/ },
        'whole',
      ),
    })
    await expect(cancel).toHaveCount(1)
    await expect(
      upcoming.getByText(trPattern('{when} with {tutor}', { when: /.+/, tutor: 'Mona Khalil' })),
    ).toBeVisible()
    await cancel.click()
    await expect(upcoming.getByText(tr('Your booking was cancelled.'))).toBeVisible()
    await expect(
      upcoming.getByText(tr('You have no upcoming sessions. Choose a subject above to book one.')),
    ).toBeVisible()
  })

  test('a free student cannot book a premium-priority slot and is told why', {
    tag: '@paired',
  }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/booking/recommended/ielts')
    // Omar Hassan's one-on-one IELTS classes are premium priority.
    await page
      .getByRole('button', { name: tr('Select this time with {tutor}', { tutor: 'Omar Hassan' }) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/booking\/summary$/)
    await expect(page.getByText(tr('Tutor: {tutor}', { tutor: 'Omar Hassan' }))).toBeVisible()
    await expect(page.getByText(tr('Premium priority'))).toBeVisible()
    await page.getByRole('button', { name: tr('Confirm booking') }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: tr('Priority classes are for premium members.') }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: tr('See the premium plans') })).toBeVisible()
  })

  test('an unknown subject id shows Subject not found', { tag: '@paired' }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/booking/recommended/astrology')
    await expect(page.getByRole('heading', { name: tr('Subject not found') })).toBeVisible()
  })
})
