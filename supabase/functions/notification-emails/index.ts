// POST /functions/v1/notification-emails — run every minute with the service role key (pg_cron +
// pg_net on hosted Supabase; apps/backend's own schedule locally): queues the class reminders
// and the Premium renewal reminders (seven days before it ends),
// then claims the pending notification mails, sends each in its recipient's language with an
// unsubscribe link for its kind, and records whether it went. Answers
// { reminders, renewals, sent, failed }.
import { jsonResponse } from '../_shared/cors.ts'
import { requireEnv } from '../_shared/env.ts'
import { isMailKind } from '../_shared/notification-mail-kinds.ts'
import { unsubscribeToken } from '../_shared/notification-unsubscribe-token.ts'
import { functionUrl, siteUrl } from '../_shared/payments/payment-urls.ts'
import { sendMail } from '../_shared/send-mail.ts'
import { serve } from '../_shared/serve.ts'
import { bearerToken, serviceClient } from '../_shared/supabase-clients.ts'
import { type ClaimedNotification, notificationMail } from './notification-mail.ts'

const BATCH = 50

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  if (
    bearerToken(request.headers.get('Authorization') ?? '') !==
    requireEnv('SUPABASE_SERVICE_ROLE_KEY')
  ) {
    return jsonResponse(
      { code: 'not_service_role', message: 'Only the server runs the notification mails' },
      403,
    )
  }
  const service = serviceClient()
  const reminders = await service.rpc('queue_booking_reminders')
  const renewals = await service.rpc('queue_premium_reminders')
  const queueing = reminders.error ?? renewals.error
  if (queueing) {
    return jsonResponse({ code: 'notification_emails_failed', message: queueing.message }, 500)
  }
  const claimed = await service.rpc('claim_notification_emails', { batch: BATCH })
  if (claimed.error) {
    return jsonResponse({ code: 'notification_emails_failed', message: claimed.error.message }, 500)
  }
  let sent = 0
  let failed = 0
  for (const row of (claimed.data ?? []) as ClaimedNotification[]) {
    let ok = false
    if (isMailKind(row.kind) && row.email) {
      const token = await unsubscribeToken(row.user_id, row.kind)
      const unsubscribeUrl = `${functionUrl('notification-unsubscribe')}?${new URLSearchParams({ token, lang: row.language })}`
      const mail = notificationMail(row, `${siteUrl()}${row.link}`, unsubscribeUrl)
      ok = await sendMail(mail, {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    await service.rpc('finish_notification_email', { notification_id: row.id, sent: ok })
    if (ok) sent += 1
    else failed += 1
  }
  return jsonResponse({
    reminders: reminders.data ?? 0,
    renewals: renewals.data ?? 0,
    sent,
    failed,
  })
})
