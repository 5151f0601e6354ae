// /functions/v1/newsletter — the footer's "Subscribe to Newsletter":
// - POST { email, language?, website? } subscribes an address (a filled honeypot `website` is
//   answered like a success, nothing stored) and mails a welcome with an unsubscribe link to a
//   new address only; 201 { ok: true } either way, so the answer does not tell who is on the list.
// - GET ?token=&lang= shows the unsubscribe page; POST ?token= (its button, or a mail client's
//   one-click) takes the address off the list.
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { functionUrl, siteUrl } from '../_shared/payments/payment-urls.ts'
import { sendMail } from '../_shared/send-mail.ts'
import { serve } from '../_shared/serve.ts'
import { serviceClient } from '../_shared/supabase-clients.ts'
import { htmlPage, unsubscribePage } from '../_shared/unsubscribe-page.ts'
import { field, isEmailAddress, isRobot, jsonObject, languageOf } from '../_shared/visitor-input.ts'
import { welcomeMail } from './newsletter-mail.ts'
import { newsletterToken, readNewsletterToken } from './newsletter-token.ts'

const TOPIC = { en: 'the Splendid newsletter', ar: 'نشرة Splendid البريدية' } as const

async function unsubscribe(request: Request, url: URL, token: string): Promise<Response> {
  const language = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en'
  const accountUrl = siteUrl()
  const email = await readNewsletterToken(token)
  if (email === undefined) {
    return htmlPage(unsubscribePage({ state: 'invalid', language, accountUrl }), 400)
  }
  const topic = TOPIC[language]
  if (request.method === 'GET') {
    const action = `?${url.searchParams.toString()}`
    return htmlPage(unsubscribePage({ state: 'confirm', language, accountUrl, topic, action }))
  }
  const { error } = await serviceClient().rpc('unsubscribe_newsletter', { email })
  if (error) return htmlPage(unsubscribePage({ state: 'failed', language, accountUrl, topic }), 503)
  return htmlPage(unsubscribePage({ state: 'done', language, accountUrl, topic, inApp: false }))
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  if (token !== null && (request.method === 'GET' || request.method === 'POST')) {
    return unsubscribe(request, url, token)
  }
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  const body = await jsonObject(request)
  if (body === undefined) {
    return jsonResponse({ code: 'newsletter_invalid', message: 'Send { "email" } as JSON' }, 400)
  }
  if (isRobot(body)) return jsonResponse({ ok: true }, 201)
  const email = field(body, 'email')
  const language = languageOf(body)
  if (!isEmailAddress(email)) {
    return jsonResponse(
      { code: 'newsletter_invalid', message: 'Please enter a valid email address' },
      400,
    )
  }
  const subscribed = await serviceClient().rpc('subscribe_newsletter', { email, language })
  if (subscribed.error) {
    console.error(`newsletter: not subscribed (${subscribed.error.message})`)
    return jsonResponse(
      { code: 'newsletter_failed', message: 'The sign-up could not be saved' },
      500,
    )
  }
  if (subscribed.data === true) {
    const link = `${functionUrl('newsletter')}?${new URLSearchParams({
      token: await newsletterToken(email),
      lang: language,
    })}`
    const sent = await sendMail(welcomeMail(email, language, link), {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    if (!sent) console.error('newsletter: the welcome mail was not sent')
  }
  return jsonResponse({ ok: true }, 201)
})
