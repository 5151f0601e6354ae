import nodemailer from 'nodemailer'
import { GoTrueError } from './gotrue-error.js'
import type { Mailer, MailKind } from './mailer.js'

// GoTrue's message for each kind of mail that could not be sent.
const SEND_FAILURE: Record<MailKind, string> = {
  confirmation: 'Error sending confirmation email',
  recovery: 'Error sending recovery email',
  invite: 'Error sending invite email',
  magiclink: 'Error sending magic link email',
  email_change: 'Error sending email change email',
  reauthentication: 'Error sending reauthentication email',
  notification: 'Error sending notification email',
}

/**
 * A mailer that sends through SMTP (`smtp://user:pass@host:port` or `smtps://…`). A failed
 * delivery fails the request — and so rolls back its transaction — with GoTrue's messages.
 *
 * @example
 * ```ts
 * const mailer = smtpMailer('smtp://mailer:secret@smtp.example.com:587', 'Splendid <no-reply@example.com>')
 * ```
 */
export function smtpMailer(smtpUrl: string, sender: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(_tx, mail) {
      try {
        await transport.sendMail({
          from: sender,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers === undefined ? {} : { headers: mail.headers }),
        })
      } catch {
        throw new GoTrueError(500, 'unexpected_failure', SEND_FAILURE[mail.kind])
      }
    },
  }
}
