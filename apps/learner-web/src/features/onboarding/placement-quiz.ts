import type { Difficulty } from '@splendid/domain'

/** One multiple-choice question of the placement quiz; the questions test English, so they stay in English. */
export interface PlacementQuestion {
  readonly id: string
  readonly prompt: string
  readonly choices: readonly string[]
  /** Index into `choices`. */
  readonly answer: number
}

/** Five questions, easiest first, from everyday basics to conditionals. */
export const PLACEMENT_QUESTIONS: readonly PlacementQuestion[] = [
  {
    id: 'q1',
    prompt: 'My sister ___ a doctor in Cairo.',
    choices: ['am', 'is', 'are', 'be'],
    answer: 1,
  },
  {
    id: 'q2',
    prompt: 'We ___ to Alexandria last summer.',
    choices: ['go', 'goes', 'went', 'have gone'],
    answer: 2,
  },
  {
    id: 'q3',
    prompt: 'I have lived here ___ 2019.',
    choices: ['for', 'since', 'from', 'during'],
    answer: 1,
  },
  {
    id: 'q4',
    prompt: 'If it rains tomorrow, we ___ the match.',
    choices: ['cancel', 'would cancel', 'will cancel', 'cancelled'],
    answer: 2,
  },
  {
    id: 'q5',
    prompt: 'If I ___ more time, I would learn another language.',
    choices: ['have', 'had', 'will have', 'would have'],
    answer: 1,
  },
]

/**
 * The suggested level for a set of answers (question id → chosen index): 0–2 correct is
 * beginner, 3–4 intermediate, all 5 advanced.
 *
 * @example
 * ```ts
 * placementLevel({ q1: 1, q2: 2, q3: 1 }) // { correct: 3, level: 'intermediate' }
 * ```
 */
export function placementLevel(answers: Readonly<Record<string, number>>): {
  readonly correct: number
  readonly level: Difficulty
} {
  const correct = PLACEMENT_QUESTIONS.filter((q) => answers[q.id] === q.answer).length
  const level: Difficulty =
    correct === PLACEMENT_QUESTIONS.length ? 'advanced' : correct >= 3 ? 'intermediate' : 'beginner'
  return { correct, level }
}
