// The newsletter's welcome mail, with its unsubscribe link.

import { escapeHtml } from '../_shared/escape-html.ts'
import type { OutgoingMail } from '../_shared/send-mail.ts'

/** "You are subscribed", in `language`. */
export function welcomeMail(
  to: string,
  language: 'en' | 'ar',
  unsubscribeUrl: string,
): OutgoingMail {
  const ar = language === 'ar'
  const subject = ar ? 'أهلًا بك في نشرة Splendid' : 'Welcome to the Splendid newsletter'
  const body = ar
    ? 'اشتركت في نشرتنا البريدية: نصائح شهرية للتعلّم ومقررات جديدة.'
    : 'You are on our list: monthly learning tips and new courses.'
  const stop = ar ? 'إلغاء الاشتراك' : 'Unsubscribe'
  const text = [body, '', `${stop}: ${unsubscribeUrl}`].join('\n')
  const html = `<!doctype html><html lang="${language}" dir="${ar ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(body)}</p>
<hr><p style="font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>
</body></html>`
  return { to, subject, text, html }
}
