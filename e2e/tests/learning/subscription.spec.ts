import { expect, test, tr } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from './backend-admin'
import { logIn } from './log-in'

const DAY = 86_400_000

/** The expiring dialog's text for `daysLeft` days, with the language's plural form. */
const expiresIn = (daysLeft: number) =>
  tr(
    '{daysLeft, plural, other {Your subscription will expire in # days. Renew now to avoid losing access to premium features.}}',
    { daysLeft },
  )

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
    const dialog = page.getByRole('dialog', { name: tr('Your Subscription Is Expiring Soon') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(expiresIn(3))
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: tr('Remind Me Later') })).toBeFocused()
    await dialog.getByRole('button', { name: tr('Remind Me Later') }).click()
    await expect(dialog).toBeHidden()
    // Navigating inside the app is the same page load: the dialog stays closed.
    await page.getByRole('link', { name: tr('See all progress') }).click()
    await expect(page).toHaveURL(/\/progress$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // A new page load opens it again.
    await page.reload()
    await expect(
      page.getByRole('dialog', { name: tr('Your Subscription Is Expiring Soon') }),
    ).toBeVisible()
  })

  test('an expired subscription shows the expired texts; Upgrade Now goes to /pricing', {
    tag: '@paired',
  }, async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() - 2 * DAY).toISOString(),
    })
    await logIn(page, user)
    const dialog = page.getByRole('dialog', { name: tr('Your Subscription Has Expired') })
    await expect(dialog).toContainText(
      tr(
        'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
      ),
    )
    await dialog.getByRole('button', { name: tr('Upgrade Now') }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  // Two days is its own plural form in Arabic (the dual).
  test('the expiring dialog with two days left; Escape closes it', async ({ page }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 2 * DAY - 60_000).toISOString(),
    })
    await logIn(page, user)
    const dialog = page.getByRole('dialog', { name: tr('Your Subscription Is Expiring Soon') })
    await expect(dialog).toContainText(expiresIn(2))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('an active subscription opens no dialog', { tag: '@paired' }, async ({ page }) => {
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
