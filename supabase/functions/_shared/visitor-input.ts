// What visitors send the public forms' functions (contact, newsletter): read as JSON, checked
// as the app checks it, and the honeypot field that only robots fill in.

/** A JSON object body, or undefined when the body is not one. */
export async function jsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The same rule as @splendid/domain's isValidEmail: something@something.tld, no spaces. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

/** A trimmed string field ('' when absent or not a string). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** 'ar' or 'en' (the default). */
export function languageOf(body: Record<string, unknown>): 'en' | 'ar' {
  return body.language === 'ar' ? 'ar' : 'en'
}

/**
 * The form's hidden "website" field: people never see it, robots fill it in. A filled one is
 * answered like a success and nothing is stored or sent.
 */
export function isRobot(body: Record<string, unknown>): boolean {
  return field(body, 'website') !== ''
}
