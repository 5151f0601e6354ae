import { describe, expect, it } from 'vitest'
import { MAIL_KINDS } from '../../../supabase/functions/_shared/notification-mail-kinds.ts'
import {
  readUnsubscribeToken,
  unsubscribeToken,
} from '../../../supabase/functions/_shared/notification-unsubscribe-token.ts'
import {
  type ClaimedNotification,
  notificationMail,
} from '../../../supabase/functions/notification-emails/notification-mail.ts'
import { handler as unsubscribe } from '../../../supabase/functions/notification-unsubscribe/index.ts'

// The notification mails' words and their unsubscribe tokens, as pure functions.

const USER = '8f14e45f-ceea-467f-a8f1-3b7e5f0c1a2b'

const claimed = (
  kind: ClaimedNotification['kind'],
  language: 'en' | 'ar',
): ClaimedNotification => ({
  id: 'n1',
  user_id: USER,
  kind,
  data: {
    starts_at: '2027-01-12T08:00:00+00:00',
    due_at: '2027-01-15T21:59:00+00:00',
    tutor_name: 'Nadia Farouk',
    learner_name: 'Omar Adel',
    subject_id: 'conversation',
    reason: 'Ill',
    title_en: 'My street',
    title_ar: 'شارعي',
    course_title_en: 'Everyday Arabic',
    course_title_ar: 'العربية اليومية',
    score: 16,
    max_score: 20,
    certificate_number: 'SPL-2026-ABCDEF',
  },
  link: '/homework',
  email: 'omar@splendid.test',
  full_name: 'Omar <Adel>',
  language,
})

describe('notification mails', () => {
  it('words a refund by what came back and what became of Premium, in both languages', () => {
    // Intl writes a no-break space between the currency and the amount.
    const refund = (data: Record<string, unknown>, language: 'en' | 'ar' = 'en') => {
      const mail = notificationMail(
        { ...claimed('payment_refunded', language), data },
        'https://app.test/account',
        'https://u.test/',
      )
      return { ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, ' ') }
    }
    const money = { amount_piastres: 199_000, currency: 'EGP' }
    const full = refund({ ...money, full: true, expires_at: '2027-01-12T08:00:00+00:00' })
    expect(full.subject).toBe('Your payment was refunded')
    expect(full.text).toContain(
      'EGP 1,990.00 was refunded to you, and the Premium time it bought was taken back: Premium now ends Tuesday, January 12 at 10:00 AM.',
    )
    expect(refund({ ...money, full: true, premium_ended: true }).text).toContain(
      'EGP 1,990.00 was refunded to you, and your Premium has ended.',
    )
    expect(refund({ amount_piastres: 5_000, currency: 'EGP', full: false }).text).toContain(
      'EGP 50.00 of your payment was refunded to you. Your Premium is unchanged.',
    )
    const arabic = refund({ ...money, full: false }, 'ar')
    expect(arabic.subject).toBe('تم رد مبلغ دفعتك')
    expect(arabic.text).toContain('اشتراكك المميز كما هو')
  })

  it('words every kind in both languages, with the app link and the unsubscribe link', () => {
    for (const kind of MAIL_KINDS) {
      for (const language of ['en', 'ar'] as const) {
        const mail = notificationMail(
          claimed(kind, language),
          'https://app.test/x',
          'https://u.test/?t=1&l=ar',
        )
        expect(mail.subject).not.toBe('')
        expect(mail.text).not.toMatch(/undefined|NaN|\$\{/)
        expect(mail.text).toContain('https://u.test/?t=1&l=ar')
        expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
        expect(mail.html).toContain('href="https://u.test/?t=1&#38;l=ar"')
        // The name comes from the user: escaped in HTML.
        expect(mail.html).toContain('Omar &#60;Adel&#62;')
      }
    }
    expect(notificationMail(claimed('booking_reminder', 'en'), 'a', 'b').text).toContain(
      'A reminder: Conversation practice with Nadia Farouk, Tuesday, January 12 at 10:00 AM.',
    )
    expect(notificationMail(claimed('homework_assigned', 'ar'), 'a', 'b').text).toContain(
      '«شارعي» في العربية اليومية',
    )
  })

  it('reads back only genuine unsubscribe tokens', async () => {
    const token = await unsubscribeToken(USER, 'homework_graded')
    expect(await readUnsubscribeToken(token)).toEqual({ userId: USER, kind: 'homework_graded' })
    expect(
      await readUnsubscribeToken(token.replace('homework_graded', 'new_lesson')),
    ).toBeUndefined()
    expect(await readUnsubscribeToken(`${token}.x`)).toBeUndefined()
    expect(await readUnsubscribeToken('')).toBeUndefined()
  })

  it('answers a bad link with a page, in the asked language, that changes nothing', async () => {
    const answer = await unsubscribe(
      new Request('http://functions.test/notification-unsubscribe?token=nope&lang=ar', {
        method: 'POST',
      }),
    )
    expect(answer.status).toBe(400)
    const page = await answer.text()
    expect(page).toContain('dir="rtl"')
    expect(page).toContain('رابط إلغاء الاشتراك هذا غير صالح')
  })
})
