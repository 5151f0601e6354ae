import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Mailer } from '../auth/mailer.js'
import type { Database } from '../db/database.js'

/** Options of {@link mailRoutes}. */
export interface MailRoutesOptions {
  db: Database
  mailer: Mailer
  serviceKey: string
}

const MailRequest = z.object({
  to: z.email().max(320),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(200_000),
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,60}$/), z.string().max(2000)).optional(),
})

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'))

/**
 * `POST /mail/v1/send` `{ to, subject, text, html, headers? }` with the service role key: hands
 * a mail to the backend's mailer (the outbox, or SMTP when `SMTP_URL` is set) — the mail API the
 * functions' notification mails use (MAIL_API_URL). 202 when accepted.
 */
export async function mailRoutes(app: FastifyInstance, options: MailRoutesOptions): Promise<void> {
  app.post('/mail/v1/send', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.serviceKey}`) {
      return reply.code(403).send({ code: 'not_service_role', message: 'Use the service role key' })
    }
    const parsed = MailRequest.safeParse(request.body)
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ code: 'invalid_mail', message: parsed.error.issues[0]?.message })
    }
    const mail = parsed.data
    await options.mailer.send(options.db, {
      kind: 'notification',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: hrefs(mail.html),
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
    })
    return reply.code(202).send({ accepted: true })
  })
}
