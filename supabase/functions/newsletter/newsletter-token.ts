// The newsletter's unsubscribe token: the address, signed (HMAC-SHA512 with
// NOTIFICATION_EMAIL_SECRET), so nobody can take someone else off the list by guessing a link.

import { hmacSha512Hex, verifyHmacSha512Hex } from '../_shared/hmac-sha512.ts'
import { mailLinkSecret } from '../_shared/mail-link-secret.ts'

const encode = (email: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(email.toLowerCase())))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

function decode(value: string): string | undefined {
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'))
    return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
  } catch {
    return undefined
  }
}

/** `<address, base64url>.<signature>`. */
export async function newsletterToken(email: string): Promise<string> {
  const payload = encode(email)
  return `${payload}.${await hmacSha512Hex(mailLinkSecret(), `newsletter|${payload}`)}`
}

/** The address of a genuine token, or undefined. */
export async function readNewsletterToken(token: string): Promise<string | undefined> {
  const [payload = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || payload === '') return undefined
  if (!(await verifyHmacSha512Hex(mailLinkSecret(), `newsletter|${payload}`, signature)))
    return undefined
  return decode(payload)
}
