/** A certificate the learner earned by completing a course. */
export interface Certificate {
  readonly id: string
  /** Human-readable verification number, e.g. 'SPL-2026-K7M2QX'. */
  readonly number: string
  /** ISO timestamp of the issue. */
  readonly issuedAt: string
  readonly courseId: string
  readonly courseTitle: { readonly en: string; readonly ar: string }
  /** The learner's name from their profile; '' when they never gave one. */
  readonly learnerName: string
}

/** The columns read for a certificate: its course titles and the learner's name. */
export const CERTIFICATE_COLUMNS =
  'id, certificate_number, issued_at, course_id, courses(title_en, title_ar), profiles(full_name)'

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * Reads an untrusted `certificates` row (with `courses` and `profiles` embedded); `null` when the
 * id, the number or the issue date is missing.
 *
 * @example
 * ```ts
 * parseCertificateRow({ id: 'c1', certificate_number: 'SPL-2026-K7M2QX', issued_at: '2026-11-20T09:00:00Z' })?.number
 * // 'SPL-2026-K7M2QX'
 * ```
 */
export function parseCertificateRow(value: unknown): Certificate | null {
  const row = record(value)
  if (!row) return null
  const id = text(row.id)
  const number = text(row.certificate_number)
  const issuedAt = text(row.issued_at)
  if (id === '' || number === '' || Number.isNaN(Date.parse(issuedAt))) return null
  const course = record(row.courses)
  const profile = record(row.profiles)
  return {
    id,
    number,
    issuedAt,
    courseId: text(row.course_id),
    courseTitle: { en: text(course?.title_en), ar: text(course?.title_ar) },
    learnerName: text(profile?.full_name).trim(),
  }
}
