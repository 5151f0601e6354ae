const JWT_SHAPE = /eyJ[\w-]*\.[\w-]+\.[\w-]+/g

/**
 * Removes secrets from a text before it is logged: every occurrence of the given values and
 * anything shaped like a JWT. Values shorter than 8 characters are ignored (too likely to
 * match ordinary words).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text
  for (const secret of secrets) {
    if (secret.length >= 8) redacted = redacted.split(secret).join('[Redacted]')
  }
  return redacted.replace(JWT_SHAPE, '[Redacted]')
}
