/**
 * What a notification is about. Mirrors the `kind` check of `public.notifications`
 * (supabase/migrations: the latest `notifications_kind_check`); notification-kinds-sql.test.ts fails
 * when the two part ways.
 */
export const NOTIFICATION_KINDS = [
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

/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Whether `value` is a kind this version of the app can word. */
export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(value)
}
