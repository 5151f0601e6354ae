import { Trans } from '@lingui/react/macro'
import { type Ref, useId } from 'react'
import type { QuizResult } from './quiz-question'
import type { QuizResultSummary } from './quiz-result-summary'

/** Props of {@link QuizResultPanel}. */
export interface QuizResultPanelProps {
  readonly result: QuizResult
  readonly summary: QuizResultSummary
  /** The panel's heading; focus moves there when the result arrives. */
  readonly headingRef: Ref<HTMLHeadingElement>
  readonly onTryAgain: () => void
}

/**
 * The server's verdict on an attempt: the score against the pass mark, passed or not (said in
 * words, not colour alone), how many questions were right, the best score so far and 'Try again'.
 */
export function QuizResultPanel({ result, summary, headingRef, onTryAgain }: QuizResultPanelProps) {
  const { score, passMark } = result
  const { correctCount, questionCount, bestScore } = summary
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border-2 p-5 ${
        result.passed ? 'border-emerald-600 bg-emerald-50' : 'border-amber-500 bg-amber-50'
      }`}
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {result.passed ? <Trans>You passed the quiz!</Trans> : <Trans>Not passed yet</Trans>}
      </h3>
      <p className="mt-2 text-slate-800">
        <Trans>
          Your score: {score}% (pass mark: {passMark}%). {correctCount} of {questionCount} answers
          correct.
        </Trans>
      </p>
      {result.passed ? null : (
        <p className="mt-1 text-slate-800">
          <Trans>
            Look at the questions marked incorrect, then try again. You need {passMark}% to pass.
          </Trans>
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Your best score: {bestScore}%</Trans>
      </p>
      <button
        type="button"
        onClick={onTryAgain}
        className="mt-4 min-h-11 rounded-xl border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
