import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { currentLanguage, expect, formatNumber, test, tr } from '../../support/learner-test'
import {
  createConfirmedStudent,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { seededLessonId } from './course-content'
import { logIn } from './log-in'

// The offline sandbox provider (no Paymob keys in CI): its page is served by the backend, in the
// learner's language, and signs the same callback Paymob would send.
const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' }
// Paying crosses three servers (the checkout function, the sandbox's signed callback to the
// backend, the redirect to the app): on a loaded CI machine that took over the default 5 s once.
const ACROSS_SERVERS = { timeout: 20_000 }

async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/functions\/v1\/payment-sandbox/, ACROSS_SERVERS)
  await expect(page.locator('html')).toHaveAttribute('lang', currentLanguage())
  await page.locator('#card').fill(card)
  await page.locator('button[type="submit"]').click()
}

/** No serious or critical axe violation on the page as it stands. */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([])
}

async function premiumLesson(page: Page): Promise<void> {
  const lesson = await seededLessonId('business-english', 'meeting-phrases')
  await page.goto(`/course/business-english?lesson=${lesson}`)
}

test.describe('buying Premium (issue 21, sandbox provider)', () => {
  test('a free learner meets the premium gate, pays a month on the sandbox and the lesson opens', {
    tag: '@paired',
  }, async ({ page }) => {
    test.setTimeout(60_000)
    const user = await createConfirmedStudent('Hana Adel')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await premiumLesson(page)
    await expect(
      page.getByRole('heading', { name: tr('This lesson is for premium members') }),
    ).toBeVisible()
    await page
      .getByRole('link', { name: tr('See plans and pricing') })
      .first()
      .click()

    await expect(page).toHaveURL(/\/pricing$/)
    const premium = page.getByRole('region', { name: tr('Premium') })
    await expect(premium.getByRole('radio', { name: tr('Monthly') })).toBeChecked()
    await premium.getByRole('button', { name: tr('Upgrade to Premium') }).click()
    await payOnSandbox(page, CARDS.succeeds)

    await expect(page).toHaveURL(/\/payment\/result\?payment=[0-9a-f-]{36}$/, ACROSS_SERVERS)
    const paid = page.getByRole('region', { name: tr('Payment received') })
    await expect(paid.getByRole('heading', { name: tr('Welcome to Premium!') })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await expect(
      paid.getByText(new RegExp(tr('Premium is active until {until}.', { until: '.+' }))),
    ).toBeVisible()
    const profile = await readProfileAsService(
      user.id,
      'active_subscription,subscription_expires_at',
    )
    expect(profile.active_subscription).toBe('premium')
    const expires = Date.parse(String(profile.subscription_expires_at))
    expect(expires - Date.now()).toBeGreaterThan(27 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(32 * 86_400_000)

    await premiumLesson(page)
    await expect(page.getByRole('button', { name: tr('Enrol in this course') })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: tr('This lesson is for premium members') }),
    ).toHaveCount(0)

    // Settings show the plan and the payment; its receipt splits out the 14 % VAT.
    await page.goto('/account')
    const subscription = page.getByRole('region', { name: tr('Subscription') })
    await expect(
      subscription.getByText(new RegExp(tr('Premium until {until}.', { until: '.+' }))),
    ).toBeVisible()
    // Nothing renews by itself: "Cancel renewal" stops the reminder to renew, kept on reload.
    await subscription.getByRole('button', { name: tr('Cancel renewal') }).click()
    await expect(
      subscription.getByRole('status').filter({ hasText: tr('Renewal cancelled.') }),
    ).toBeVisible()
    await page.reload()
    await expect(subscription.getByRole('button', { name: tr('Resume renewal') })).toBeVisible()
    expect((await readProfileAsService(user.id, 'renewal_reminders')).renewal_reminders).toBe(false)
    const payment = subscription.getByRole('row').filter({ hasText: tr('Paid') })
    await expect(payment).toHaveCount(1)
    await payment.getByRole('link', { name: tr('Receipt') }).click()
    await expect(page).toHaveURL(/\/account\/receipts\/[0-9a-f-]{36}$/)
    const receipt = page.getByRole('article', { name: tr('Receipt') })
    const money = (pounds: number) =>
      formatNumber(pounds, undefined, { style: 'currency', currency: 'EGP' })
    await expect(receipt.getByRole('row', { name: tr('Total paid') })).toContainText(money(199))
    await expect(receipt.getByRole('row', { name: tr('Price without VAT') })).toContainText(
      money(174.56),
    )
    await expect(
      receipt.getByRole('row', {
        name: tr('VAT ({rate})', { rate: formatNumber(0.14, undefined, { style: 'percent' }) }),
      }),
    ).toContainText(money(24.44))
    await expectNoSeriousAxeViolations(page)
  })

  test('a declined card changes nothing and the learner can try again', { tag: '@paired' }, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const user = await createConfirmedStudent('Karim Fouad')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/pricing')
    const premium = page.getByRole('region', { name: tr('Premium') })
    await premium.getByRole('radio', { name: new RegExp(tr('Yearly')) }).check()
    await premium.getByRole('button', { name: tr('Upgrade to Premium') }).click()
    await payOnSandbox(page, CARDS.declined)

    await expect(page).toHaveURL(/\/payment\/result\?payment=/, ACROSS_SERVERS)
    await expect(
      page.getByRole('heading', { name: tr('Your payment did not go through') }),
    ).toBeVisible()
    await expect(page.getByText(tr('The card was declined.'))).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    expect(await readProfileAsService(user.id, 'active_subscription')).toEqual({
      active_subscription: 'free',
    })

    await page.getByRole('button', { name: tr('Try again') }).click()
    await payOnSandbox(page, CARDS.succeeds)
    await expect(page.getByRole('heading', { name: tr('Welcome to Premium!') })).toBeVisible()
    const profile = await readProfileAsService(user.id, 'subscription_expires_at')
    expect(Date.parse(String(profile.subscription_expires_at)) - Date.now()).toBeGreaterThan(
      360 * 86_400_000,
    )
  })
})
