// Hands a mail to the mail API: MAIL_API_URL takes { to, subject, text, html, headers } as JSON
// with `Authorization: Bearer MAIL_API_KEY` (apps/backend's /mail/v1/send, which uses the same
// mailer as the auth mails — the outbox, or SMTP when configured; on hosted Supabase, an e-mail
// service's send endpoint of that shape).
import { requireEnv } from './env.ts'
/** A mail to send. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one mail; resolves false when the mail API refused it or could not be reached. */
export async function sendMail(
  mail: OutgoingMail,
  headers: Record<string, string> = {},
): Promise<boolean> {
  try {
    const response = await fetch(requireEnv('MAIL_API_URL'), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${requireEnv('MAIL_API_KEY')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...mail, headers }),
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    return response.ok
  } catch (error) {
    console.error(`send-mail: the mail API failed (${String(error)})`)
    return false
  }
}
