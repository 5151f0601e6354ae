import { type CourseCard, isDifficulty } from '@splendid/domain'
import type { Locale } from '@splendid/i18n'

/** A row of the backend's `courses` table (supabase/migrations), as far as the app reads it. */
export interface CourseRow {
  readonly id: string
  readonly slug: string
  readonly title_en: string
  readonly title_ar: string
  readonly description_en: string
  readonly description_ar: string
  readonly thumbnail_url: string | null
  readonly instructor_name: string
  readonly instructor_avatar_url: string | null
  readonly difficulty: string
  readonly duration: string
  readonly is_premium: boolean
  readonly rating: number | string
}

/** The columns selected for every course read. */
export const COURSE_COLUMNS =
  'id, slug, title_en, title_ar, description_en, description_ar, thumbnail_url, instructor_name, instructor_avatar_url, difficulty, duration, is_premium, rating'

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * Reads an untrusted row from the backend: wrong or missing fields become empty texts, rating 0
 * and difficulty 'beginner', so one bad row never breaks the catalogue. Returns `null` when the
 * row has no id.
 */
export function parseCourseRow(value: unknown): CourseRow | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Record<string, unknown>
  const id = text(row.id)
  if (id === '') return null
  const rating = Number(row.rating)
  return {
    id,
    slug: text(row.slug),
    title_en: text(row.title_en),
    title_ar: text(row.title_ar),
    description_en: text(row.description_en),
    description_ar: text(row.description_ar),
    thumbnail_url: typeof row.thumbnail_url === 'string' ? row.thumbnail_url : null,
    instructor_name: text(row.instructor_name),
    instructor_avatar_url:
      typeof row.instructor_avatar_url === 'string' ? row.instructor_avatar_url : null,
    difficulty: isDifficulty(row.difficulty) ? row.difficulty : 'beginner',
    duration: text(row.duration),
    is_premium: row.is_premium === true,
    rating: Number.isFinite(rating) ? rating : 0,
  }
}

/**
 * The course card data (spec §3) for a row in the interface language; the Arabic texts fall
 * back to English when a row has none.
 *
 * @example
 * ```ts
 * courseCardFromRow(row, 'ar').title // row.title_ar
 * ```
 */
export function courseCardFromRow(row: CourseRow, locale: Locale): CourseCard {
  const arabic = locale === 'ar'
  return {
    id: row.id,
    title: (arabic && row.title_ar) || row.title_en,
    description: (arabic && row.description_ar) || row.description_en,
    thumbnail: row.thumbnail_url ?? '',
    instructor: { name: row.instructor_name, avatar: row.instructor_avatar_url ?? '' },
    difficulty: isDifficulty(row.difficulty) ? row.difficulty : 'beginner',
    duration: row.duration,
    isPremium: row.is_premium,
    rating: Number(row.rating) || 0,
  }
}
