import type { QuizQuestion, QuizResult } from './quiz-question'

/** How one question went: right, wrong, or not marked by the server. */
export type QuestionMark = 'correct' | 'incorrect' | 'unmarked'

/** An attempt as the form shows it. */
export interface QuizResultSummary {
  /** Per question id, in the order the questions are shown. */
  readonly marks: ReadonlyMap<string, QuestionMark>
  readonly correctCount: number
  readonly questionCount: number
  /** The best score so far, this attempt included (percent). */
  readonly bestScore: number
}

/**
 * Sums up the server's answer: each shown question's mark (a question the server did not mark
 * stays 'unmarked' rather than being guessed), how many were right, and the best score so far.
 *
 * @example
 * ```ts
 * quizResultSummary(questions, { score: 50, passMark: 70, passed: false, results: { q1: true, q2: false } }, 80)
 * // { correctCount: 1, questionCount: 2, bestScore: 80, marks: Map { q1 → 'correct', q2 → 'incorrect' } }
 * ```
 */
export function quizResultSummary(
  questions: readonly QuizQuestion[],
  result: QuizResult,
  previousBest: number | undefined,
): QuizResultSummary {
  const marks = new Map<string, QuestionMark>()
  for (const question of questions) {
    const verdict = result.results[question.id]
    marks.set(
      question.id,
      verdict === true ? 'correct' : verdict === false ? 'incorrect' : 'unmarked',
    )
  }
  const correctCount = [...marks.values()].filter((mark) => mark === 'correct').length
  return {
    marks,
    correctCount,
    questionCount: questions.length,
    bestScore: bestQuizScore(previousBest, result.score),
  }
}

/**
 * The higher of the best score so far (if any) and a new one.
 *
 * @example
 * ```ts
 * bestQuizScore(undefined, 40) // 40
 * bestQuizScore(90, 40) // 90
 * ```
 */
export function bestQuizScore(previousBest: number | undefined, score: number): number {
  return previousBest === undefined ? score : Math.max(previousBest, score)
}
