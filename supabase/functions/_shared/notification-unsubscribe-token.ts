// The token of a notification mail's unsubscribe link: which user turns which kind of mail off,
// signed (HMAC-SHA512) so that nobody can turn off someone else's mails by guessing a link.

import { hmacSha512Hex, verifyHmacSha512Hex } from './hmac-sha512.ts'
import { mailLinkSecret } from './mail-link-secret.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const KIND = /^[a-z_]{1,40}$/

/** `<user id>.<kind>.<signature>` for an unsubscribe link. */
export async function unsubscribeToken(userId: string, kind: string): Promise<string> {
  return `${userId}.${kind}.${await hmacSha512Hex(mailLinkSecret(), `unsubscribe|${userId}|${kind}`)}`
}

/** The user and kind of a genuine token, or undefined for anything else. */
export async function readUnsubscribeToken(
  token: string,
): Promise<{ userId: string; kind: string } | undefined> {
  const [userId = '', kind = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || !UUID.test(userId) || !KIND.test(kind)) return undefined
  const genuine = await verifyHmacSha512Hex(
    mailLinkSecret(),
    `unsubscribe|${userId}|${kind}`,
    signature,
  )
  return genuine ? { userId, kind } : undefined
}
