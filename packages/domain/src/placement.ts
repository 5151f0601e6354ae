/**
 * The adaptive placement test (onboarding step 3, /placement-assessment). The database runs it
 * (`public.placement_step()` in supabase/migrations mirrors this rule and a backend test holds the
 * two equal over every answer pattern); the browser only shows one question at a time and never
 * sees the answer key.
 */

/** CEFR levels the item bank covers, easiest first. */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const

/** A CEFR level, `A1` (beginner) to `C1` (advanced). */
export type CefrLevel = (typeof CEFR_LEVELS)[number]

/** The level of the first question. */
export const PLACEMENT_START_LEVEL: CefrLevel = 'A2'

/** The test ends after this many answers even if the level is not settled. */
export const PLACEMENT_MAX_ITEMS = 15

/** Answers needed at one level (right at the level, wrong just above it) to settle it. */
export const PLACEMENT_SETTLING_ANSWERS = 2

/** Days after a finished test before it can be taken again. */
export const PLACEMENT_RETAKE_DAYS = 7

/** One answered question: the level it was asked at and whether the answer was right. */
export interface PlacementAnswer {
  readonly level: CefrLevel
  readonly correct: boolean
}

/** What follows a sequence of answers: the next question's level, or the learner's level. */
export type PlacementStep =
  | { readonly kind: 'next'; readonly level: CefrLevel }
  | { readonly kind: 'result'; readonly level: CefrLevel }

/** Whether `value` is one of the CEFR levels. */
export function isCefrLevel(value: unknown): value is CefrLevel {
  return typeof value === 'string' && (CEFR_LEVELS as readonly string[]).includes(value)
}

/**
 * The next step of the test after `answers` (in the order given). A right answer moves one level
 * up, a wrong one one level down. A level is settled when it has two right answers and the level
 * above has two wrong ones (C1 needs only its two right answers; two wrong answers at A1 settle
 * A1); the highest settled level wins. After 15 answers the result is the highest level with more
 * right than wrong answers (A1 when there is none).
 *
 * @example
 * ```ts
 * placementStep([]) // { kind: 'next', level: 'A2' }
 * placementStep([{ level: 'A2', correct: true }]) // { kind: 'next', level: 'B1' }
 * ```
 */
export function placementStep(answers: readonly PlacementAnswer[]): PlacementStep {
  const right = CEFR_LEVELS.map(() => 0)
  const wrong = CEFR_LEVELS.map(() => 0)
  for (const answer of answers) {
    const index = CEFR_LEVELS.indexOf(answer.level)
    if (answer.correct) right[index] = (right[index] ?? 0) + 1
    else wrong[index] = (wrong[index] ?? 0) + 1
  }
  const top = CEFR_LEVELS.length - 1
  for (let index = top; index >= 0; index--) {
    const settledHere = (right[index] ?? 0) >= PLACEMENT_SETTLING_ANSWERS
    const failedAbove = index === top || (wrong[index + 1] ?? 0) >= PLACEMENT_SETTLING_ANSWERS
    if (settledHere && failedAbove) return result(index)
  }
  if ((wrong[0] ?? 0) >= PLACEMENT_SETTLING_ANSWERS) return result(0)
  if (answers.length >= PLACEMENT_MAX_ITEMS) {
    for (let index = top; index >= 0; index--) {
      if ((right[index] ?? 0) > (wrong[index] ?? 0)) return result(index)
    }
    return result(0)
  }
  const last = answers.at(-1)
  if (last === undefined) return { kind: 'next', level: PLACEMENT_START_LEVEL }
  const lastIndex = CEFR_LEVELS.indexOf(last.level)
  const nextIndex = Math.min(top, Math.max(0, lastIndex + (last.correct ? 1 : -1)))
  return { kind: 'next', level: levelAt(nextIndex) }
}

function result(index: number): PlacementStep {
  return { kind: 'result', level: levelAt(index) }
}

function levelAt(index: number): CefrLevel {
  const level = CEFR_LEVELS[index]
  if (level === undefined) throw new RangeError(`no CEFR level at ${index}`)
  return level
}
