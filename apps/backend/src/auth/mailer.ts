import type { Queryable } from '../db/database.js'

/** The kinds of mail the backend sends: the auth API's, and the notification mails of /mail/v1/send. */
export type MailKind =
  | 'confirmation'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email_change'
  | 'reauthentication'
  | 'notification'

/** One outgoing mail. */
export interface Mail {
  kind: MailKind
  to: string
  subject: string
  text: string
  html: string
  /** The action links in the mail, in order (shown as links by the outbox page). */
  links: string[]
  /** Extra headers (SMTP only), e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Sends mail inside the transaction that caused it, so a rolled-back request sends nothing. */
export interface Mailer {
  send(tx: Queryable, mail: Mail): Promise<void>
}

/** The default mailer: keeps every mail in `auth.mail_outbox`, shown at `/outbox`. */
export const outboxMailer: Mailer = {
  async send(tx, mail) {
    await tx.query(
      `insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body, links)
       values ($1, $2, $3, $4, $5, $6::jsonb)`,
      [mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links)],
    )
  },
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Builds the mail that asks a new user to confirm their address. */
export function confirmationMail(to: string, link: string, code: string): Mail {
  return {
    kind: 'confirmation',
    to,
    subject: 'Confirm Your Signup',
    text: `Follow this link to confirm your user:\n${link}\n\nAlternatively, enter the code: ${code}\n`,
    html: `<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="${escapeHtml(link)}">Confirm your mail</a></p><p>Alternatively, enter the code: ${escapeHtml(code)}</p>`,
    links: [link],
  }
}

/** Builds the password-reset mail. */
export function recoveryMail(to: string, link: string, code: string): Mail {
  return {
    kind: 'recovery',
    to,
    subject: 'Reset Your Password',
    text: `Follow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${code}\n`,
    html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${escapeHtml(link)}">Reset Password</a></p><p>Alternatively, enter the code: ${escapeHtml(code)}</p>`,
    links: [link],
  }
}
