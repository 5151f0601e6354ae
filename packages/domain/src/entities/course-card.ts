/** Course difficulty, always lower-case. */
export type Difficulty = 'beginner' | 'intermediate' | 'advanced'

/** All difficulties, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced']

/** Whether `value` is one of {@link DIFFICULTIES}. */
export function isDifficulty(value: unknown): value is Difficulty {
  return value === 'beginner' || value === 'intermediate' || value === 'advanced'
}

/** A course's instructor as shown on a card. */
export interface Instructor {
  readonly name: string
  /** Avatar image address, or `''`; the card falls back to the first letter of `name`. */
  readonly avatar: string
}

/** The data a course card shows (spec §3). */
export interface CourseCard {
  readonly id: string
  readonly title: string
  readonly description: string
  /** Image address, or `''` when the course has no picture (the card shows a stand-in). */
  readonly thumbnail: string
  /**
   * The same picture at several widths, as an `<img srcset>` value (`<address> <width>w, …`);
   * absent or `''` when only {@link CourseCard.thumbnail} exists.
   */
  readonly thumbnailSrcSet?: string
  readonly instructor: Instructor
  readonly difficulty: Difficulty
  /** Free text such as `'4 weeks'`. */
  readonly duration: string
  readonly isPremium: boolean
  readonly rating: number
}

/** Layout limits of a course card (spec §9). */
export const COURSE_CARD_LAYOUT = {
  maxWidthPx: 320,
  titleMaxLines: 2,
  descriptionMaxLines: 3,
} as const

/** How many cards the landing carousel shows per row, by screen width (spec §9). */
export const CAROUSEL_CARDS_PER_ROW = { min: 1, max: 4 } as const

/**
 * The letter shown when an instructor's avatar is missing: the first character of the name,
 * upper-cased, or `'?'` for an empty name.
 *
 * @example
 * ```ts
 * avatarFallback('sarah Johnson') // 'S'
 * ```
 */
export function avatarFallback(name: string): string {
  const first = [...name.trim()][0]
  return first === undefined ? '?' : first.toUpperCase()
}
