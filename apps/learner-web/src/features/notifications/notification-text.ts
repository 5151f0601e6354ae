import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, formatNumber, type Locale } from '@splendid/i18n'
import { bookingSubject } from '../booking/booking-subjects'
import type { AppNotification } from './notifications-queries'

/** A notification in words: a short title and one sentence. */
export interface NotificationText {
  readonly title: string
  readonly body: string
}

const text = (data: AppNotification['data'], key: string): string => {
  const value = data[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** `<key>_ar` in Arabic, `<key>_en` otherwise (and when the Arabic one is missing). */
const inLocale = (data: AppNotification['data'], key: string, locale: Locale): string =>
  (locale === 'ar' ? text(data, `${key}_ar`) : '') || text(data, `${key}_en`)

function when(data: AppNotification['data'], key: string, locale: Locale): string {
  const instant = Date.parse(text(data, key))
  if (Number.isNaN(instant)) return ''
  return formatDate(instant, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** A refund: how much came back, and what became of Premium. */
function refundBody(data: AppNotification['data'], i18n: I18n, locale: Locale): string {
  const piastres = Number(data.amount_piastres)
  const amount = formatNumber(Number.isFinite(piastres) ? piastres / 100 : 0, locale, {
    style: 'currency',
    currency: text(data, 'currency') || 'EGP',
    maximumFractionDigits: 2,
  })
  if (data.full !== true) {
    return i18n._(msg`${amount} of your payment was refunded to you. Your Premium is unchanged.`)
  }
  if (data.premium_ended === true) {
    return i18n._(msg`${amount} was refunded to you, and your Premium has ended.`)
  }
  const ends = when(data, 'expires_at', locale)
  if (ends === '') return i18n._(msg`${amount} was refunded to you.`)
  return i18n._(
    msg`${amount} was refunded to you, and the Premium time it bought was taken back: Premium now ends ${ends}.`,
  )
}

/**
 * Words a notification in the interface language from its kind and facts: the database stores
 * no sentence, so every notification reads in the language the user has chosen now.
 *
 * @example
 * ```ts
 * notificationText(notification, i18n, 'en').title // 'Homework graded'
 * ```
 */
export function notificationText(
  notification: AppNotification,
  i18n: I18n,
  locale: Locale,
): NotificationText {
  const { data } = notification
  const subjectMessage = bookingSubject(text(data, 'subject_id'))?.name
  const subject = subjectMessage ? i18n._(subjectMessage) : i18n._(msg`a live class`)
  const starts = when(data, 'starts_at', locale)
  const tutor = text(data, 'tutor_name')
  const learner = text(data, 'learner_name') || i18n._(msg`A learner`)
  const title = inLocale(data, 'title', locale)
  const course = inLocale(data, 'course_title', locale)
  switch (notification.kind) {
    case 'booking_confirmed':
      return {
        title: i18n._(msg`Class booked`),
        body: i18n._(msg`${subject} with ${tutor}, ${starts}.`),
      }
    case 'booking_received':
      return {
        title: i18n._(msg`New booking`),
        body: i18n._(msg`${learner} booked your class (${subject}), ${starts}.`),
      }
    case 'booking_cancelled':
      return {
        title: i18n._(msg`Booking cancelled`),
        body: i18n._(msg`${learner} cancelled their place in your class, ${starts}.`),
      }
    case 'session_cancelled': {
      const reason = text(data, 'reason')
      return {
        title: i18n._(msg`Class cancelled`),
        body: i18n._(msg`${tutor} cancelled the class of ${starts}: “${reason}”`),
      }
    }
    case 'homework_assigned': {
      const due = when(data, 'due_at', locale)
      return {
        title: i18n._(msg`New homework`),
        body: i18n._(msg`“${title}” in ${course}, due ${due}.`),
      }
    }
    case 'homework_graded': {
      const score = formatNumber(Number(text(data, 'score')), locale)
      const maximum = formatNumber(Number(text(data, 'max_score')), locale)
      return {
        title: i18n._(msg`Homework graded`),
        body: i18n._(msg`“${title}”: ${score} out of ${maximum}.`),
      }
    }
    case 'certificate_issued': {
      const number = text(data, 'certificate_number')
      return {
        title: i18n._(msg`Certificate earned`),
        body: i18n._(msg`You completed ${course}. Certificate number ${number}.`),
      }
    }
    case 'new_lesson':
      return {
        title: i18n._(msg`New lesson`),
        body: i18n._(msg`“${title}” was added to ${course}.`),
      }
    case 'booking_reminder':
      return {
        title: i18n._(msg`Class reminder`),
        body: i18n._(msg`${subject} with ${tutor} starts soon: ${starts}.`),
      }
    case 'premium_ending': {
      const ends = when(data, 'expires_at', locale)
      return {
        title: i18n._(msg`Premium ends soon`),
        body: i18n._(
          msg`Your Premium ends ${ends}. It never renews by itself: renew it on the pricing page to keep every course and class.`,
        ),
      }
    }
    case 'payment_refunded':
      return { title: i18n._(msg`Payment refunded`), body: refundBody(data, i18n, locale) }
    default: {
      const unreachable: never = notification.kind
      throw new TypeError(`Unknown notification kind: ${String(unreachable)}`)
    }
  }
}
