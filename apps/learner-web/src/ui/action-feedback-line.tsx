import type { ActionFeedback } from '../lib/use-write-action'

/** The line that says whether the last action worked (announced politely, errors assertively). */
export function ActionFeedbackLine({ feedback }: { readonly feedback: ActionFeedback }) {
  if (feedback === null) return <p role="status" className="sr-only" />
  return feedback.kind === 'ok' ? (
    <p role="status" className="mt-3 text-sm text-green-800">
      {feedback.text}
    </p>
  ) : (
    <p role="alert" className="mt-3 text-sm text-red-800">
      {feedback.text}
    </p>
  )
}
