import type { MediaItem } from '../../../ui/media-view'

/** One choice of a single- or multiple-choice question, in the interface language. */
export interface QuizOption {
  readonly id: string
  readonly text: string
}

/**
 * A quiz question as the learner sees it: the prompt and options in the interface language, never
 * the answer key (the server keeps it; `submit_quiz_attempt` checks the answers in SQL).
 */
export interface QuizQuestion {
  readonly id: string
  readonly kind: 'single' | 'multiple' | 'short'
  readonly prompt: string
  /** The choices, in the order they are shown; `[]` for a short answer. */
  readonly options: readonly QuizOption[]
  /** A picture or recording shown with the question, else absent. */
  readonly media?: QuizMedia
}

/** A picture or recording of a question, its text alternative in the interface language. */
export type QuizMedia = MediaItem

/**
 * The learner's answers by question id: the chosen option ids of a choice question (one for
 * `single`), the typed text of a short answer. The shape `submit_quiz_attempt` takes.
 */
export type QuizAnswers = Record<string, string[] | string>

/** The server's verdict on one attempt: scores in percent, and right/wrong per question id. */
export interface QuizResult {
  readonly score: number
  readonly passMark: number
  readonly passed: boolean
  readonly results: Record<string, boolean>
}
