// The small page of an unsubscribe link (notification mails, the newsletter), in English or
// Arabic (right to left).
import { escapeHtml } from './escape-html.ts'

/** What the page says. */
export interface UnsubscribePageOptions {
  state: 'confirm' | 'done' | 'invalid' | 'failed'
  language: 'en' | 'ar'
  /** /account's e-mail settings in the app, where every kind can be turned on again. */
  accountUrl: string
  /** "new homework": which mails. */
  topic?: string
  /** Where the confirm button posts. */
  action?: string
  /** Whether the same news still shows in the app (notifications do; the newsletter does not). */
  inApp?: boolean
}

const TEXTS = {
  en: {
    title: 'E-mail notifications',
    confirm: (topic: string) => `Stop e-mails about ${topic}?`,
    button: 'Stop these e-mails',
    done: (topic: string) => `Done: you will no longer get e-mails about ${topic}.`,
    inApp: 'You still see them in the app.',
    invalid: 'This unsubscribe link is not valid. You can choose your e-mails in your account.',
    failed: 'Nothing was changed because of a problem on our side. Try again in a moment.',
    settings: 'Choose which e-mails you get',
  },
  ar: {
    title: 'رسائل الإشعارات',
    confirm: (topic: string) => `إيقاف الرسائل عن «${topic}»؟`,
    button: 'إيقاف هذه الرسائل',
    done: (topic: string) => `تم: لن تصلك رسائل عن «${topic}» بعد الآن.`,
    inApp: 'ستظل تراها في التطبيق.',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك اختيار رسائلك من حسابك.',
    failed: 'لم يتغير شيء بسبب مشكلة لدينا. حاول مرة أخرى بعد قليل.',
    settings: 'اختر الرسائل التي تصلك',
  },
} as const

/** The whole HTML page. */
export function unsubscribePage(options: UnsubscribePageOptions): string {
  const texts = TEXTS[options.language]
  const topic = options.topic ?? ''
  const message =
    options.state === 'confirm'
      ? `<p>${escapeHtml(texts.confirm(topic))}</p>
<form method="post" action="${escapeHtml(options.action ?? '')}"><button type="submit" style="background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:10px 16px;font:inherit">${escapeHtml(texts.button)}</button></form>`
      : `<p role="status">${escapeHtml(
          options.state === 'done'
            ? `${texts.done(topic)}${options.inApp === false ? '' : ` ${texts.inApp}`}`
            : options.state === 'invalid'
              ? texts.invalid
              : texts.failed,
        )}</p>`
  return `<!doctype html>
<html lang="${options.language}" dir="${options.language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)} · Splendid</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a">
<h1>${escapeHtml(texts.title)}</h1>
${message}
<p><a href="${escapeHtml(options.accountUrl)}">${escapeHtml(texts.settings)}</a></p>
</body></html>`
}

/** An HTML answer that runs no script and posts its form only to itself. */
export function htmlPage(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'Cache-Control': 'no-store',
    },
  })
}
