import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { useAiTutorStore } from './ai-tutor-store'
import { TutorAnswerView } from './tutor-answer-view'
import { TutorComposer } from './tutor-composer'
import { TutorFailureAlert } from './tutor-failure-alert'
import { useTutorQuota } from './tutor-quota'
import { TutorQuotaLine } from './tutor-quota-line'
import { TutorSuggestions } from './tutor-suggestions'
import { useTutorAsk } from './use-tutor-ask'

/** Props of {@link AiTutorPanel}. */
export interface AiTutorPanelProps {
  readonly userId: string
  readonly courseId: string
  readonly lessonId: string | null
}

/**
 * The tutor panel of spec §2 on the course page: open or closed, the question being written and
 * the last answer (spec §3's store), grounded on the course and the lesson in view. Each question
 * starts a conversation that the full /ai-tutor page can continue.
 */
export function AiTutorPanel({ userId, courseId, lessonId }: AiTutorPanelProps) {
  const { t } = useLingui()
  const { isOpen, query, response, setOpen, setQuery, setResponse } = useAiTutorStore()
  const panelId = useId()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const quota = useTutorQuota(isOpen ? userId : null)
  const { exchange, ask, stop, busy } = useTutorAsk(userId, () => setQuery(''))

  useEffect(() => {
    if (isOpen) inputRef.current?.focus()
  }, [isOpen])
  useEffect(() => {
    if (exchange?.status === 'done') setResponse(exchange.answer)
  }, [exchange?.status, exchange?.answer, setResponse])

  const send = (message: string, conversationId: string = crypto.randomUUID()) =>
    void ask({ message, conversationId, courseId, lessonId })

  return (
    <div className="mt-8 rounded-xl border border-slate-200 p-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className="rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
      >
        {isOpen ? <Trans>Close the tutor</Trans> : <Trans>Ask the AI tutor</Trans>}
      </button>
      <section id={panelId} hidden={!isOpen} aria-label={t`AI Tutor panel`}>
        <div className="mt-3">
          <TutorQuotaLine quota={quota.data} />
        </div>
        <TutorComposer
          value={query}
          onChange={setQuery}
          onSend={(message) => send(message)}
          onStop={stop}
          busy={busy}
          inputRef={inputRef}
        />
        <div aria-live="polite" className="mt-4">
          {exchange ? (
            <TutorAnswerView
              markdown={exchange.answer}
              source={exchange.source}
              citations={exchange.citations}
              streaming={busy}
            />
          ) : response !== '' ? (
            <TutorAnswerView markdown={response} source={null} citations={[]} streaming={false} />
          ) : (
            <TutorSuggestions
              questions={[
                t`Explain the main idea of this lesson in simple words.`,
                t`Give me an example like the ones in this lesson.`,
              ]}
              onAsk={(message) => {
                setQuery(message)
                send(message)
              }}
            />
          )}
        </div>
        {exchange?.status === 'stopped' ? (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>Stopped. The answer so far is kept.</Trans>
          </p>
        ) : null}
        {exchange?.failure ? (
          <TutorFailureAlert
            failure={exchange.failure}
            onRetry={() => send(exchange.question, exchange.conversationId)}
          />
        ) : null}
        {exchange?.status === 'done' ? (
          <Link
            to={`/ai-tutor?conversation=${encodeURIComponent(exchange.conversationId)}`}
            className="mt-3 inline-block font-semibold text-blue-700 underline"
          >
            <Trans>Open this conversation in the AI Tutor</Trans>
          </Link>
        ) : null}
      </section>
    </div>
  )
}
