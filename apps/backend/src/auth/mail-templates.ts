import { escapeHtml, type Mail } from './mailer.js'

function actionMail(
  kind: Mail['kind'],
  to: string,
  subject: string,
  lead: string,
  button: string,
  link: string,
  code: string,
): Mail {
  return {
    kind,
    to,
    subject,
    text: `${lead}\n${link}\n\nAlternatively, enter the code: ${code}\n`,
    html: `<h2>${escapeHtml(subject)}</h2><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p><p>Alternatively, enter the code: ${escapeHtml(code)}</p>`,
    links: [link],
  }
}

/** The mail of POST /invite (GoTrue's "You have been invited"). */
export function inviteMail(to: string, link: string, code: string): Mail {
  return actionMail(
    'invite',
    to,
    'You have been invited',
    'You have been invited to create a user. Follow this link to accept the invite:',
    'Accept the invite',
    link,
    code,
  )
}

/** The mail of POST /otp for an existing user: a magic link and its 6-digit code. */
export function magicLinkMail(to: string, link: string, code: string): Mail {
  return actionMail(
    'magiclink',
    to,
    'Your Magic Link',
    'Follow this link to login:',
    'Log In',
    link,
    code,
  )
}

/** One of the e-mail change mails (to the current or to the new address). */
export function emailChangeMail(to: string, newEmail: string, link: string, code: string): Mail {
  return actionMail(
    'email_change',
    to,
    'Confirm Email Change',
    `Follow this link to confirm the update of your email to ${newEmail}:`,
    'Change Email',
    link,
    code,
  )
}

/** The mail of GET /reauthenticate: a code only, no link. */
export function reauthenticationMail(to: string, code: string): Mail {
  return {
    kind: 'reauthentication',
    to,
    subject: 'Confirm reauthentication',
    text: `Enter the code: ${code}\n`,
    html: `<h2>Confirm reauthentication</h2><p>Enter the code: ${escapeHtml(code)}</p>`,
    links: [],
  }
}
