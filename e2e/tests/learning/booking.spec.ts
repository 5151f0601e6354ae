import { expect, test } from '@playwright/test'
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
    const upcoming = page.getByRole('region', { name: 'My upcoming sessions' })
    await expect(
      upcoming.getByText('You have no upcoming sessions.', { exact: false }),
    ).toBeVisible()
    await page.getByRole('link', { name: /IELTS preparation/ }).click()
    await expect(page).toHaveURL(/\/booking\/recommended\/ielts$/)
    await expect(
      page.getByRole('heading', { name: 'Recommended for IELTS preparation' }),
    ).toBeVisible()
    await expect(page.getByText(/Sample schedule/)).toHaveCount(0)

    // Mona Khalil's IELTS group classes are open to everyone and have eight seats.
    await page.getByRole('button', { name: 'Select this time with Mona Khalil' }).first().click()
    await expect(page).toHaveURL(/\/booking\/summary$/)
    await expect(page.getByText('Tutor: Mona Khalil')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your class is booked.' }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'See my upcoming sessions' }).click()
    await expect(page).toHaveURL(/\/booking$/)
    const cancel = upcoming.getByRole('button', { name: /^Cancel IELTS preparation on / })
    await expect(cancel).toHaveCount(1)
    await expect(upcoming.getByText(/with Mona Khalil/)).toBeVisible()
    await cancel.click()
    await expect(upcoming.getByText('Your booking was cancelled.')).toBeVisible()
    await expect(
      upcoming.getByText('You have no upcoming sessions.', { exact: false }),
    ).toBeVisible()
  })

  test('a free student cannot book a premium-priority slot and is told why', async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/booking/recommended/ielts')
    // Omar Hassan's one-on-one IELTS classes are premium priority.
    await page.getByRole('button', { name: 'Select this time with Omar Hassan' }).first().click()
    await expect(page).toHaveURL(/\/booking\/summary$/)
    await expect(page.getByText('Tutor: Omar Hassan')).toBeVisible()
    await expect(page.getByText('Premium priority')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Priority classes are for premium members.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'See the premium plans' })).toBeVisible()
  })

  test('an unknown subject id shows Subject not found', async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/booking/recommended/astrology')
    await expect(page.getByRole('heading', { name: 'Subject not found' })).toBeVisible()
  })
})
