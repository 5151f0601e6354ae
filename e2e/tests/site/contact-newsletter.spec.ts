import type { APIRequestContext } from '@playwright/test'
import { currentLanguage, expect, test, tr } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'
import { uniqueEmail } from '../auth/auth-flow'
import { logIn } from '../learning/log-in'
import { seriousViolations } from '../learning/teaching-helpers'

// The contact form and the newsletter (issue 20): what visitors send is stored, confirmed by
// mail and read by admins in /admin/inbox; the newsletter's unsubscribe link works.

interface OutboxMail {
  readonly subject: string
  readonly links: readonly string[]
}

async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`${BACKEND_URL}/outbox.json`, { params: { to: email } })
  return (await response.json()) as OutboxMail[]
}

test.describe('contact form and newsletter', () => {
  test('a visitor’s message is confirmed by mail and lands in the admins’ inbox', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact')
    const message = `Is there a group class on Friday evenings? (${Date.now().toString(36)})`
    await page.goto('/contact')
    await page.getByLabel(tr('Full Name')).fill('Yasmin Fathy')
    await page.getByLabel(tr('Email')).fill(email)
    await page.getByLabel(tr('Message')).fill(message)
    await page.getByRole('button', { name: tr('Send Message') }).click()
    await expect(page.getByRole('heading', { name: tr('Message received') })).toBeVisible()
    const [confirmation] = await mailsTo(request, email)
    expect(confirmation?.subject).toBe(
      currentLanguage() === 'ar' ? 'وصلتنا رسالتك' : 'We received your message',
    )

    await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
    await logIn(page, { email: 'admin@splendid.test', password: 'admin123' })
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/inbox')
    await expect(page.getByRole('heading', { level: 1, name: tr('Inbox') })).toBeVisible()
    const card = page
      .getByRole('article', {
        name: tr('Message from {sender}', { sender: 'Yasmin Fathy' }),
      })
      .filter({ hasText: message })
    await expect(card).toContainText(email)
    expect(await seriousViolations(page)).toEqual([])
    await card.getByRole('button', { name: tr('Mark handled') }).click()
    await expect(card).toHaveCount(0)
    await page.getByRole('link', { name: tr('Handled'), exact: true }).click()
    await expect(card.getByRole('button', { name: tr('Reopen') })).toBeVisible()
  })

  test('the footer subscribes an address, welcomes it by mail, and its link takes it off', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reader')
    await page.goto('/')
    await page.getByRole('button', { name: tr('Subscribe to Newsletter') }).click()
    await page.getByLabel(tr('Email address')).fill(email)
    await page.getByRole('button', { name: tr('Subscribe'), exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible()
    const [welcome] = await mailsTo(request, email)
    const link = welcome?.links.at(-1) ?? ''
    expect(link).toContain('/functions/v1/newsletter?token=')

    // The link asks first (mail scanners follow links), then the button takes the address off.
    await page.goto(link)
    const ar = currentLanguage() === 'ar'
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr')
    await page
      .getByRole('button', { name: ar ? 'إيقاف هذه الرسائل' : 'Stop these e-mails' })
      .click()
    await expect(page.getByRole('status')).toContainText(
      ar
        ? 'لن تصلك رسائل عن «نشرة Splendid البريدية»'
        : 'you will no longer get e-mails about the Splendid newsletter',
    )
  })
})
