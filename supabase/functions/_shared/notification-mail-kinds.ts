// What each kind of notification mail is about, in both languages: the unsubscribe page names
// it, and the mail's footer says which mails the link turns off.

/** The kinds of notification (mirrors the notifications table's check). */
export const MAIL_KINDS = [
  'booking_confirmed',
  'booking_received',
  'booking_cancelled',
  'session_cancelled',
  'homework_assigned',
  'homework_graded',
  'certificate_issued',
  'new_lesson',
  'booking_reminder',
  'premium_ending',
  'payment_refunded',
] as const

export type MailKind = (typeof MAIL_KINDS)[number]

/** Whether `value` is a notification kind. */
export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value)
}

/** "e-mails about …" for each kind. */
export const KIND_TOPICS: Record<MailKind, { en: string; ar: string }> = {
  booking_confirmed: { en: 'classes you book', ar: 'الحصص التي تحجزها' },
  booking_received: { en: 'bookings of your classes', ar: 'حجوزات حصصك' },
  booking_cancelled: { en: 'cancelled bookings of your classes', ar: 'إلغاء حجوزات حصصك' },
  session_cancelled: { en: 'classes your tutor cancels', ar: 'الحصص التي يلغيها معلّمك' },
  homework_assigned: { en: 'new homework', ar: 'الواجبات الجديدة' },
  homework_graded: { en: 'graded homework', ar: 'الواجبات المصحّحة' },
  certificate_issued: { en: 'certificates', ar: 'الشهادات' },
  new_lesson: { en: 'new lessons in your courses', ar: 'الدروس الجديدة في مقرراتك' },
  booking_reminder: { en: 'reminders of your classes', ar: 'تذكيرات حصصك' },
  premium_ending: { en: 'the end of your Premium', ar: 'انتهاء اشتراكك المميز' },
  payment_refunded: { en: 'refunds of your payments', ar: 'استرداد مدفوعاتك' },
}
