import { expect, test } from '@playwright/test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'

const DAY = 86_400_000

test.describe('subscription dialog (spec §4, §8)', () => {
  test('an expiring subscription shows the days left, once per page load; Remind Me Later closes it', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 3 * DAY - 60_000).toISOString(),
    })
    await logIn(page, user)
    const dialog = page.getByRole('dialog', { name: 'Your Subscription Is Expiring Soon' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.',
    )
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Remind Me Later' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Remind Me Later' }).click()
    await expect(dialog).toBeHidden()
    // Navigating inside the app is the same page load: the dialog stays closed.
    await page.getByRole('link', { name: 'See all progress' }).click()
    await expect(page).toHaveURL(/\/progress$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // A new page load opens it again.
    await page.reload()
    await expect(
      page.getByRole('dialog', { name: 'Your Subscription Is Expiring Soon' }),
    ).toBeVisible()
  })

  test('an expired subscription shows the expired texts; Upgrade Now goes to /pricing', async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() - 2 * DAY).toISOString(),
    })
    await logIn(page, user)
    const dialog = page.getByRole('dialog', { name: 'Your Subscription Has Expired' })
    await expect(dialog).toContainText(
      'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
    )
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the expiring dialog in Arabic; Escape closes it', async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 2 * DAY - 60_000).toISOString(),
    })
    await page.addInitScript(() => localStorage.setItem('language', 'ar'))
    await page.goto('/login')
    await page.getByLabel('البريد الإلكتروني').fill(user.email)
    await page.getByLabel('كلمة المرور', { exact: true }).fill(user.password)
    await page.locator('form button[type=submit]').click()
    const dialog = page.getByRole('dialog', { name: 'اشتراكك على وشك الانتهاء' })
    await expect(dialog).toContainText('سينتهي اشتراكك خلال يومين.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('an active subscription opens no dialog', async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
    })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
