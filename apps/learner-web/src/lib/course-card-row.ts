import { type CourseCard, type Difficulty, isDifficulty } from '@splendid/domain'
import type { Locale } from '@splendid/i18n'
import { coverSources } from './cover-sources'
import { publicObjectUrl } from './public-object-url'

/** The public Storage bucket that holds course covers (`courses.cover_path`). */
const COVERS_BUCKET = 'course-covers'

/** The columns of the `courses` table a card needs (supabase/migrations, bilingual texts). */
export const COURSE_CARD_COLUMNS =
  'id, title_en, title_ar, description_en, description_ar, thumbnail_url, instructor_name, instructor_avatar_url, difficulty, duration, is_premium, rating, cover_path'

/** One row of `courses` as selected with {@link COURSE_CARD_COLUMNS}. */
export interface CourseCardRow {
  readonly id: string
  readonly title_en: string
  readonly title_ar: string
  readonly description_en: string
  readonly description_ar: string
  readonly thumbnail_url: string | null
  /** The cover's object in the public `course-covers` bucket; preferred over `thumbnail_url`. */
  readonly cover_path?: string | null
  readonly instructor_name: string
  readonly instructor_avatar_url: string | null
  readonly difficulty: string
  readonly duration: string
  readonly is_premium: boolean
  /** `numeric` columns may arrive as strings through PostgREST. */
  readonly rating: number | string
}

/**
 * Turns a `courses` row into card data in the reader's language. The Arabic text falls back to
 * the English one when it is empty. Returns `null` for a row whose difficulty is not one of the
 * three values, so one bad row cannot break a whole list.
 *
 * @example
 * ```ts
 * courseFromRow(row, 'ar')?.title // row.title_ar
 * ```
 */
export function courseFromRow(row: CourseCardRow, locale: Locale): CourseCard | null {
  const difficulty = row.difficulty.toLowerCase()
  if (!isDifficulty(difficulty)) return null
  return cardFromCheckedRow({ ...row, difficulty }, locale)
}

/** {@link courseFromRow} for a row whose difficulty is already known to be valid. */
export function cardFromCheckedRow(
  row: CourseCardRow & { readonly difficulty: Difficulty },
  locale: Locale,
): CourseCard {
  const rating = Number(row.rating)
  const pick = (en: string, ar: string) => (locale === 'ar' && ar.trim() !== '' ? ar : en)
  const cover =
    typeof row.cover_path === 'string' && row.cover_path !== ''
      ? coverSources(row.cover_path, (name) => publicObjectUrl(COVERS_BUCKET, name))
      : { src: row.thumbnail_url ?? '', srcSet: '' }
  return {
    id: row.id,
    title: pick(row.title_en, row.title_ar),
    description: pick(row.description_en, row.description_ar),
    thumbnail: cover.src,
    thumbnailSrcSet: cover.srcSet,
    instructor: { name: row.instructor_name, avatar: row.instructor_avatar_url ?? '' },
    difficulty: row.difficulty,
    duration: row.duration,
    isPremium: row.is_premium,
    rating: Number.isFinite(rating) ? rating : 0,
  }
}
