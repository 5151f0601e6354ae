// /functions/v1/notification-unsubscribe?token=…&lang=en|ar — the link at the foot of every
// notification mail (no JWT: the signed token says who and which kind). GET shows a page with a
// button (mail scanners follow links, so a GET changes nothing); POST — the button, or a mail
// client's one-click unsubscribe (RFC 8058) — turns that kind of mail off.
import { isMailKind, KIND_TOPICS } from '../_shared/notification-mail-kinds.ts'
import { readUnsubscribeToken } from '../_shared/notification-unsubscribe-token.ts'
import { siteUrl } from '../_shared/payments/payment-urls.ts'
import { serve } from '../_shared/serve.ts'
import { serviceClient } from '../_shared/supabase-clients.ts'
import { htmlPage as html, unsubscribePage } from '../_shared/unsubscribe-page.ts'

export const handler = serve(async (request: Request): Promise<Response> => {
  const url = new URL(request.url)
  const language = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en'
  const accountUrl = `${siteUrl()}/account#email-notifications`
  if (request.method !== 'GET' && request.method !== 'POST') {
    return new Response('Use GET or POST', { status: 405, headers: { Allow: 'GET, POST' } })
  }
  const token = url.searchParams.get('token') ?? ''
  const reader = await readUnsubscribeToken(token)
  const kind = reader?.kind ?? ''
  if (reader === undefined || !isMailKind(kind)) {
    return html(unsubscribePage({ state: 'invalid', language, accountUrl }), 400)
  }
  const topic = KIND_TOPICS[kind][language]
  if (request.method === 'GET') {
    // Relative: the function does not know the public path it is served under.
    const action = `?${url.searchParams.toString()}`
    return html(unsubscribePage({ state: 'confirm', language, accountUrl, topic, action }))
  }
  const { error } = await serviceClient().rpc('turn_off_notification_email', {
    recipient: reader.userId,
    kind,
  })
  if (error) {
    console.error(`notification-unsubscribe: ${error.message}`)
    return html(unsubscribePage({ state: 'failed', language, accountUrl, topic }), 503)
  }
  return html(unsubscribePage({ state: 'done', language, accountUrl, topic }))
})
