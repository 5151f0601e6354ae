import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId } from 'react'
import { useAiTutorStore } from './ai-tutor-store'
import { tutorAnswer } from './tutor-answer'

const SUGGESTIONS = [
  'When do I use the present perfect?',
  'How do I pronounce P and B?',
  'How can I memorize new words?',
] as const

/**
 * The AI tutor (/ai-tutor): the panel of spec §2/§3 (open or closed, the query, the last
 * response). No AI service exists yet, so a small local helper answers common questions; the
 * page says it is a preview and makes no network call.
 */
export function AiTutorPage() {
  const { t, i18n } = useLingui()
  const { isOpen, query, response, setOpen, setQuery, setResponse } = useAiTutorStore()
  const panelId = useId()

  function ask(question: string) {
    if (question.trim() === '') return
    setResponse(i18n._(tutorAnswer(question).message))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    ask(query)
  }

  const suggestionLabels: Record<(typeof SUGGESTIONS)[number], string> = {
    'When do I use the present perfect?': t`When do I use the present perfect?`,
    'How do I pronounce P and B?': t`How do I pronounce P and B?`,
    'How can I memorize new words?': t`How can I memorize new words?`,
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>AI Tutor</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Ask about grammar, vocabulary, pronunciation, speaking or writing.</Trans>
      </p>
      <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <Trans>
          Preview: answers come from a small built-in guide of common questions, not from a live AI
          yet.
        </Trans>
      </p>

      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className="mt-6 rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
      >
        {isOpen ? <Trans>Close the tutor</Trans> : <Trans>Open the tutor</Trans>}
      </button>

      <section
        id={panelId}
        hidden={!isOpen}
        aria-label={t`AI Tutor panel`}
        className="mt-6 rounded-xl border border-slate-200 p-5 shadow-sm"
      >
        <form onSubmit={onSubmit}>
          <label htmlFor="tutor-question" className="block font-medium text-slate-800">
            <Trans>Your question</Trans>
          </label>
          <textarea
            id="tutor-question"
            value={query}
            rows={3}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-2 w-full rounded-xl border border-slate-300 p-3 focus-visible:outline-2 focus-visible:outline-blue-700"
          />
          <button
            type="submit"
            disabled={query.trim() === ''}
            className="mt-3 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            <Trans>Ask</Trans>
          </button>
        </form>
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-700">
            <Trans>Try one of these:</Trans>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => ask(suggestionLabels[suggestion])}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-blue-700"
                >
                  {suggestionLabels[suggestion]}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div aria-live="polite" className="mt-5">
          {response ? (
            <div className="rounded-xl bg-blue-50 p-4 text-slate-900">
              <p className="text-sm font-semibold text-blue-800">
                <Trans>Tutor</Trans>
              </p>
              <p className="mt-1">{response}</p>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  )
}
