import type { QuizAnswers, QuizQuestion } from './quiz-question'

/**
 * No answer yet to any question: no option chosen, an empty short answer.
 *
 * @example
 * ```ts
 * emptyQuizAnswers([{ id: 'q1', kind: 'short', prompt: 'Hi?', options: [] }]) // { q1: '' }
 * ```
 */
export function emptyQuizAnswers(questions: readonly QuizQuestion[]): QuizAnswers {
  return Object.fromEntries(
    questions.map((question) => [question.id, question.kind === 'short' ? '' : []]),
  )
}

function isAnswered(question: QuizQuestion, answer: string[] | string | undefined): boolean {
  if (question.kind === 'short') return typeof answer === 'string' && answer.trim() !== ''
  return Array.isArray(answer) && answer.some((id) => question.options.some((o) => o.id === id))
}

/**
 * The questions still without an answer, in the order they are shown: a short answer of only
 * spaces, or a choice question with no (known) option chosen.
 *
 * @example
 * ```ts
 * unansweredQuestions(questions, { q1: ['a'], q2: '  ' }) // [q2]
 * ```
 */
export function unansweredQuestions(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
): QuizQuestion[] {
  return questions.filter((question) => !isAnswered(question, answers[question.id]))
}

/**
 * The answers as they are sent: one entry per question, short answers trimmed (the server folds
 * case and Arabic forms itself), chosen options in the order the question lists them with unknown
 * ids and repeats left out, and a single-choice question kept to one option.
 *
 * @example
 * ```ts
 * answersToSend(questions, { q1: ['c', 'a'], q2: ' Hello ' }) // { q1: ['a', 'c'], q2: 'Hello' }
 * ```
 */
export function answersToSend(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
): QuizAnswers {
  const sent: QuizAnswers = {}
  for (const question of questions) {
    const answer = answers[question.id]
    if (question.kind === 'short') {
      sent[question.id] = typeof answer === 'string' ? answer.trim() : ''
      continue
    }
    const chosen = Array.isArray(answer) ? answer : []
    const ordered = question.options.map((option) => option.id).filter((id) => chosen.includes(id))
    sent[question.id] = question.kind === 'single' ? ordered.slice(0, 1) : ordered
  }
  return sent
}

/**
 * The answer of a choice question after the learner ticks or unticks `optionId`: a radio replaces
 * the choice, a checkbox adds or removes it.
 *
 * @example
 * ```ts
 * toggledChoice('multiple', ['a'], 'b', true) // ['a', 'b']
 * toggledChoice('single', ['a'], 'b', true) // ['b']
 * ```
 */
export function toggledChoice(
  kind: 'single' | 'multiple',
  current: string[] | string | undefined,
  optionId: string,
  checked: boolean,
): string[] {
  if (kind === 'single') return checked ? [optionId] : []
  const chosen = Array.isArray(current) ? current.filter((id) => id !== optionId) : []
  return checked ? [...chosen, optionId] : chosen
}
