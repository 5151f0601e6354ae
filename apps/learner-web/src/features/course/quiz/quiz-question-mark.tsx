import { Trans } from '@lingui/react/macro'
import type { QuestionMark } from './quiz-result-summary'

const CHECK = 'M5 12.5l4.5 4.5L19 7.5'
const CROSS = 'M6 6l12 12M18 6L6 18'

/**
 * Right or wrong for one question after an attempt: an icon and a word (never colour alone), and
 * never the correct answer (the server does not send it). Nothing for an unmarked question.
 */
export function QuizQuestionMark({
  mark,
  id,
}: {
  readonly mark: QuestionMark
  readonly id: string
}) {
  if (mark === 'unmarked') return null
  const correct = mark === 'correct'
  return (
    <p
      id={id}
      className={`mt-3 flex items-center gap-2 text-sm font-semibold ${
        correct ? 'text-emerald-800' : 'text-red-800'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5 shrink-0"
      >
        <path d={correct ? CHECK : CROSS} />
      </svg>
      {correct ? <Trans>Correct</Trans> : <Trans>Incorrect</Trans>}
    </p>
  )
}
