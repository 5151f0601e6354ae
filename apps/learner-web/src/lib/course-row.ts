import { type Difficulty, isDifficulty } from '@splendid/domain'
import { COURSE_CARD_COLUMNS, type CourseCardRow } from './course-card-row'

/**
 * A parsed row of the backend's `courses` table: the card's columns ({@link CourseCardRow})
 * plus the slug, with the difficulty already checked.
 */
export interface CourseRow extends CourseCardRow {
  readonly slug: string
  readonly difficulty: Difficulty
}

/** The columns selected for every course read: the card's columns and the slug. */
export const COURSE_COLUMNS = `${COURSE_CARD_COLUMNS}, slug`

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
    cover_path: typeof row.cover_path === 'string' ? row.cover_path : null,
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
 * The course card data (spec §3) of a parsed row in the interface language: the one
 * row-to-card mapping, since {@link parseCourseRow} has already made the difficulty valid.
 */
export { cardFromCheckedRow as courseCardFromRow } from './course-card-row'
