import { Trans } from '@lingui/react/macro'

/** Props of {@link TutorSuggestions}. */
export interface TutorSuggestionsProps {
  /** Questions in the interface language. */
  readonly questions: readonly string[]
  readonly onAsk: (question: string) => void
}

/** Questions to start with when a conversation is empty; a click asks one. */
export function TutorSuggestions({ questions, onAsk }: TutorSuggestionsProps) {
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-700">
        <Trans>Try one of these:</Trans>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-blue-700"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
