// A notification as an e-mail in the recipient's language: a subject, one sentence, a button to
// the thing in the app, and a footer whose link turns this kind of mail off.

import { escapeHtml } from '../_shared/escape-html.ts'
import { KIND_TOPICS, type MailKind } from '../_shared/notification-mail-kinds.ts'

/** A claimed notification (rpc claim_notification_emails). */
export interface ClaimedNotification {
  id: string
  user_id: string
  kind: MailKind
  data: Record<string, unknown>
  link: string
  email: string
  full_name: string
  language: 'en' | 'ar'
}

/** The mail to send. */
export interface NotificationMail {
  to: string
  subject: string
  text: string
  html: string
}

type Language = 'en' | 'ar'

const SUBJECTS: Record<MailKind, Record<Language, string>> = {
  booking_confirmed: { en: 'Your class is booked', ar: 'تم حجز حصتك' },
  booking_received: { en: 'A learner booked your class', ar: 'حجز متعلّم حصتك' },
  booking_cancelled: { en: 'A booking of your class was cancelled', ar: 'أُلغي حجز في حصتك' },
  session_cancelled: { en: 'Your class was cancelled', ar: 'أُلغيت حصتك' },
  homework_assigned: { en: 'New homework', ar: 'واجب جديد' },
  homework_graded: { en: 'Your homework was graded', ar: 'تم تصحيح واجبك' },
  certificate_issued: { en: 'You earned a certificate', ar: 'حصلت على شهادة' },
  new_lesson: { en: 'A new lesson in your course', ar: 'درس جديد في مقررك' },
  booking_reminder: { en: 'Your class starts soon', ar: 'حصتك تبدأ قريبًا' },
  premium_ending: { en: 'Your Premium ends in a week', ar: 'ينتهي اشتراكك المميز بعد أسبوع' },
  payment_refunded: { en: 'Your payment was refunded', ar: 'تم رد مبلغ دفعتك' },
}

const SUBJECT_NAMES: Record<string, Record<Language, string>> = {
  conversation: { en: 'Conversation practice', ar: 'ممارسة المحادثة' },
  grammar: { en: 'Grammar help', ar: 'مساعدة في القواعد' },
  ielts: { en: 'IELTS preparation', ar: 'التحضير لاختبار IELTS' },
  business: { en: 'Business English', ar: 'الإنجليزية للأعمال' },
}

const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

const inLanguage = (data: Record<string, unknown>, key: string, language: Language) =>
  (language === 'ar' ? text(data, `${key}_ar`) : '') || text(data, `${key}_en`)

function when(data: Record<string, unknown>, key: string, language: Language): string {
  const instant = Date.parse(text(data, key))
  if (Number.isNaN(instant)) return ''
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en', {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant)
}

function money(data: Record<string, unknown>, language: Language): string {
  const piastres = Number(data.amount_piastres)
  const currency = text(data, 'currency') || 'EGP'
  if (!Number.isFinite(piastres)) return ''
  return new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en', {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  }).format(piastres / 100)
}

/** A refund: how much came back, and what became of Premium. */
function refundSentence(data: Record<string, unknown>, language: Language): string {
  const amount = money(data, language)
  const ar = language === 'ar'
  if (data.full !== true) {
    return ar
      ? `رُدّ إليك ${amount} من دفعتك. اشتراكك المميز كما هو.`
      : `${amount} of your payment was refunded to you. Your Premium is unchanged.`
  }
  if (data.premium_ended === true) {
    return ar
      ? `رُدّ إليك ${amount}، وانتهى اشتراكك المميز.`
      : `${amount} was refunded to you, and your Premium has ended.`
  }
  const ends = when(data, 'expires_at', language)
  if (ends === '') return ar ? `رُدّ إليك ${amount}.` : `${amount} was refunded to you.`
  return ar
    ? `رُدّ إليك ${amount}، وأُعيدت مدة الاشتراك المميز التي اشتراها: ينتهي اشتراكك الآن ${ends}.`
    : `${amount} was refunded to you, and the Premium time it bought was taken back: Premium now ends ${ends}.`
}

/** The sentence of a notification in `language`. */
export function mailSentence(notification: ClaimedNotification, language: Language): string {
  const { data } = notification
  const ar = language === 'ar'
  const subject =
    SUBJECT_NAMES[text(data, 'subject_id')]?.[language] ?? (ar ? 'حصة مباشرة' : 'a live class')
  const starts = when(data, 'starts_at', language)
  const tutor = text(data, 'tutor_name')
  const learner = text(data, 'learner_name') || (ar ? 'متعلّم' : 'A learner')
  const title = inLanguage(data, 'title', language)
  const course = inLanguage(data, 'course_title', language)
  const number = (key: string) =>
    new Intl.NumberFormat(ar ? 'ar-EG' : 'en').format(Number(text(data, key)))
  switch (notification.kind) {
    case 'booking_confirmed':
      return ar ? `${subject} مع ${tutor}، ${starts}.` : `${subject} with ${tutor}, ${starts}.`
    case 'booking_received':
      return ar
        ? `حجز ${learner} حصتك (${subject})، ${starts}.`
        : `${learner} booked your class (${subject}), ${starts}.`
    case 'booking_cancelled':
      return ar
        ? `ألغى ${learner} مكانه في حصتك، ${starts}.`
        : `${learner} cancelled their place in your class, ${starts}.`
    case 'session_cancelled':
      return ar
        ? `ألغى ${tutor} حصة ${starts}: «${text(data, 'reason')}»`
        : `${tutor} cancelled the class of ${starts}: “${text(data, 'reason')}”`
    case 'homework_assigned':
      return ar
        ? `«${title}» في ${course}، موعد التسليم ${when(data, 'due_at', language)}.`
        : `“${title}” in ${course}, due ${when(data, 'due_at', language)}.`
    case 'homework_graded':
      return ar
        ? `«${title}»: ${number('score')} من ${number('max_score')}.`
        : `“${title}”: ${number('score')} out of ${number('max_score')}.`
    case 'certificate_issued':
      return ar
        ? `أتممت ${course}. رقم الشهادة ${text(data, 'certificate_number')}.`
        : `You completed ${course}. Certificate number ${text(data, 'certificate_number')}.`
    case 'new_lesson':
      return ar ? `أُضيف «${title}» إلى ${course}.` : `“${title}” was added to ${course}.`
    case 'booking_reminder':
      return ar
        ? `تذكير: ${subject} مع ${tutor}، ${starts}.`
        : `A reminder: ${subject} with ${tutor}, ${starts}.`
    case 'premium_ending': {
      const ends = when(data, 'expires_at', language)
      return ar
        ? `ينتهي اشتراكك المميز ${ends}. لا يتجدد من تلقاء نفسه: جدّده بنقرة من صفحة الأسعار لتحتفظ بكل المقررات والحصص.`
        : `Your Premium ends ${ends}. It never renews by itself: renew it in one click on the pricing page to keep every course and class.`
    }
    case 'payment_refunded':
      return refundSentence(data, language)
    default: {
      const unreachable: never = notification.kind
      throw new TypeError(`Unknown notification kind: ${String(unreachable)}`)
    }
  }
}

/** The whole mail: `appUrl` opens the thing, `unsubscribeUrl` turns this kind off. */
export function notificationMail(
  notification: ClaimedNotification,
  appUrl: string,
  unsubscribeUrl: string,
): NotificationMail {
  const language = notification.language
  const ar = language === 'ar'
  const subject = SUBJECTS[notification.kind][language]
  const sentence = mailSentence(notification, language)
  const name = notification.full_name
  const greeting = ar ? (name ? `مرحبًا ${name}،` : 'مرحبًا،') : name ? `Hello ${name},` : 'Hello,'
  const open = ar ? 'افتح في Splendid' : 'Open in Splendid'
  const topic = KIND_TOPICS[notification.kind][language]
  const footer = ar
    ? `تصلك هذه الرسالة لأن رسائل «${topic}» مفعّلة في حسابك.`
    : `You get this e-mail because e-mails about ${topic} are on in your account.`
  const stop = ar ? 'إيقاف هذه الرسائل' : 'Stop these e-mails'
  const text = [
    greeting,
    '',
    sentence,
    '',
    `${open}: ${appUrl}`,
    '',
    '—',
    footer,
    `${stop}: ${unsubscribeUrl}`,
  ].join('\n')
  const direction = ar ? 'rtl' : 'ltr'
  const html = `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(sentence)}</p>
<p><a href="${escapeHtml(appUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(open)}</a></p>
<hr><p style="font-size:12px;color:#475569">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>
</body></html>`
  return { to: notification.email, subject, text, html }
}
