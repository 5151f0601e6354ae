// The mail that confirms a contact message to its sender, in the language of the page.

import { escapeHtml } from '../_shared/escape-html.ts'
import type { OutgoingMail } from '../_shared/send-mail.ts'

/** "We received your message", with a copy of it. */
export function contactConfirmation(input: {
  name: string
  email: string
  message: string
  language: 'en' | 'ar'
}): OutgoingMail {
  const ar = input.language === 'ar'
  const subject = ar ? 'وصلتنا رسالتك' : 'We received your message'
  const greeting = ar ? `مرحبًا ${input.name}،` : `Hello ${input.name},`
  const body = ar
    ? 'شكرًا لتواصلك مع Splendid. سنرد عليك خلال يومي عمل (من الأحد إلى الخميس، 9 صباحًا إلى 6 مساءً بتوقيت القاهرة).'
    : 'Thank you for writing to Splendid. We answer within two working days (Sunday to Thursday, 9 am to 6 pm Cairo time).'
  const copy = ar ? 'رسالتك:' : 'Your message:'
  const text = [greeting, '', body, '', copy, input.message].join('\n')
  const html = `<!doctype html><html lang="${input.language}" dir="${ar ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(copy)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>
</body></html>`
  return { to: input.email, subject, text, html }
}
