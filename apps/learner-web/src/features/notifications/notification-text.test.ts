import { i18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { activateTestLocale } from '../../test/render-with-providers'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds'
import { notificationText } from './notification-text'
import type { AppNotification } from './notifications-queries'

const FACTS = {
  starts_at: '2027-01-12T08:00:00+00:00',
  due_at: '2027-01-15T21:59:00+00:00',
  tutor_name: 'Nadia Farouk',
  learner_name: 'Omar Adel',
  subject_id: 'conversation',
  reason: 'I am ill, sorry.',
  title_en: 'Describe your street',
  title_ar: 'صف شارعك',
  course_title_en: 'Everyday Arabic',
  course_title_ar: 'العربية اليومية',
  score: 16,
  max_score: 20,
  certificate_number: 'SPL-2026-ABCDEF',
}

const notification = (kind: NotificationKind): AppNotification => ({
  id: kind,
  kind,
  data: FACTS,
  link: '/homework',
  createdAt: '2027-01-10T10:00:00Z',
  readAt: null,
})

describe('notificationText', () => {
  test('words every kind in English from its facts, Cairo time', () => {
    const en = (kind: NotificationKind) => notificationText(notification(kind), i18n, 'en')
    expect(en('booking_confirmed')).toEqual({
      title: 'Class booked',
      body: 'Conversation practice with Nadia Farouk, Tuesday, January 12 at 10:00 AM.',
    })
    expect(en('session_cancelled').body).toBe(
      'Nadia Farouk cancelled the class of Tuesday, January 12 at 10:00 AM: “I am ill, sorry.”',
    )
    expect(en('homework_assigned').body).toBe(
      '“Describe your street” in Everyday Arabic, due Friday, January 15 at 11:59 PM.',
    )
    expect(en('homework_graded')).toEqual({
      title: 'Homework graded',
      body: '“Describe your street”: 16 out of 20.',
    })
    expect(en('certificate_issued').body).toBe(
      'You completed Everyday Arabic. Certificate number SPL-2026-ABCDEF.',
    )
    for (const kind of NOTIFICATION_KINDS) expect(en(kind).body).not.toMatch(/\{|undefined/)
  })

  test('words it in Arabic with the Arabic titles and Arabic-Indic digits', async () => {
    await activateTestLocale('ar')
    expect(notificationText(notification('homework_graded'), i18n, 'ar')).toEqual({
      title: 'تم تصحيح الواجب',
      body: '«صف شارعك»: ١٦ من ٢٠.',
    })
    expect(notificationText(notification('new_lesson'), i18n, 'ar').body).toBe(
      'أُضيف «صف شارعك» إلى العربية اليومية.',
    )
  })

  test('words a refund by what came back and what became of Premium', async () => {
    // Intl writes a no-break space between the currency and the amount.
    const refund = (data: AppNotification['data'], locale: 'en' | 'ar' = 'en') => {
      const words = notificationText({ ...notification('payment_refunded'), data }, i18n, locale)
      return { ...words, body: words.body.replace(/\s/g, ' ') }
    }
    const money = { amount_piastres: 199_000, currency: 'EGP' }
    expect(refund({ ...money, full: true, expires_at: '2027-01-12T08:00:00+00:00' })).toEqual({
      title: 'Payment refunded',
      body: 'EGP 1,990.00 was refunded to you, and the Premium time it bought was taken back: Premium now ends Tuesday, January 12 at 10:00 AM.',
    })
    expect(refund({ ...money, full: true, premium_ended: true }).body).toBe(
      'EGP 1,990.00 was refunded to you, and your Premium has ended.',
    )
    expect(refund({ amount_piastres: 5_000, currency: 'EGP', full: false }).body).toBe(
      'EGP 50.00 of your payment was refunded to you. Your Premium is unchanged.',
    )
    await activateTestLocale('ar')
    const arabic = refund({ ...money, full: true, premium_ended: true }, 'ar')
    expect(arabic.title).not.toBe('Payment refunded')
    expect(arabic.body).toContain('١٬٩٩٠')
  })

  test('a learner without a name is "A learner"; missing Arabic titles fall back to English', () => {
    const bare: AppNotification = {
      ...notification('booking_received'),
      data: { starts_at: FACTS.starts_at, subject_id: 'grammar' },
    }
    expect(notificationText(bare, i18n, 'en').body).toMatch(/^A learner booked your class/)
    const englishOnly: AppNotification = {
      ...notification('new_lesson'),
      data: { title_en: 'Greetings', course_title_en: 'Everyday Arabic' },
    }
    expect(notificationText(englishOnly, i18n, 'ar').body).toContain('Greetings')
  })
})
