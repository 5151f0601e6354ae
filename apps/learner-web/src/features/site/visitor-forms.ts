import type { Locale } from '@splendid/i18n'
import { functionErrorBody } from '../../lib/function-error-body'
import { loadSupabase } from '../../lib/load-supabase'

/**
 * A public form the server refused or could not take: `code` is the function's
 * (`contact_invalid`, `contact_rate_limited`, `newsletter_invalid`…), else 'unknown'.
 */
export class VisitorFormError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'VisitorFormError'
    this.code = code
  }
}

async function send(name: 'contact' | 'newsletter', body: Record<string, string>): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.functions.invoke(name, { body })
  if (error) {
    const answer = await functionErrorBody(error)
    throw new VisitorFormError(answer.code ?? 'unknown', answer.message ?? String(error.message))
  }
}

/**
 * Sends the contact form (the `contact` function stores it for the admins and mails the sender a
 * confirmation). `website` is the hidden honeypot field, sent as the page found it.
 * @throws {VisitorFormError} when the server refuses or cannot be reached.
 */
export function sendContactMessage(
  form: {
    readonly name: string
    readonly email: string
    readonly message: string
    readonly website: string
  },
  language: Locale,
): Promise<void> {
  return send('contact', { ...form, language })
}

/**
 * Puts an address on the newsletter list (the `newsletter` function; a welcome mail with an
 * unsubscribe link goes to a new address).
 * @throws {VisitorFormError} when the server refuses or cannot be reached.
 */
export function subscribeToNewsletter(
  email: string,
  website: string,
  language: Locale,
): Promise<void> {
  return send('newsletter', { email, website, language })
}
