import { Trans, useLingui } from '@lingui/react/macro'
import { TutorAnswerView } from './tutor-answer-view'
import type { TutorMessage } from './tutor-conversations'
import type { TutorExchange } from './tutor-exchange'
import { TutorFailureAlert } from './tutor-failure-alert'
import { TutorSuggestions } from './tutor-suggestions'

/** Props of {@link TutorChat}. */
export interface TutorChatProps {
  readonly stored: readonly TutorMessage[]
  /** The exchange on its way, when it belongs to this conversation. */
  readonly live: TutorExchange | null
  readonly busy: boolean
  readonly onAsk: (question: string) => void
  readonly onRetry: () => void
}

function Question({ text }: { readonly text: string }) {
  return (
    <div className="ms-auto max-w-[85%] rounded-xl bg-slate-100 p-3 whitespace-pre-wrap text-slate-900">
      <span className="sr-only">
        <Trans>You asked:</Trans>{' '}
      </span>
      <span dir="auto">{text}</span>
    </div>
  )
}

/** A conversation: its stored messages, the answer streaming in, or suggestions when empty. */
export function TutorChat({ stored, live, busy, onAsk, onRetry }: TutorChatProps) {
  const { t } = useLingui()
  if (stored.length === 0 && live === null) {
    const suggestions = [
      t`Explain the main idea of my last lesson in simple words.`,
      t`When do I use the present perfect?`,
      t`How can I remember new words?`,
    ]
    return <TutorSuggestions questions={suggestions} onAsk={onAsk} />
  }
  return (
    <ol aria-label={t`Conversation`} className="mt-4 space-y-3">
      {stored.map((message) => (
        <li key={message.id}>
          {message.role === 'user' ? (
            <Question text={message.content} />
          ) : (
            <TutorAnswerView
              markdown={message.content}
              source={message.source}
              citations={message.citations}
              streaming={false}
            />
          )}
        </li>
      ))}
      {live ? (
        <li aria-live="polite" aria-busy={busy}>
          <Question text={live.question} />
          {live.answer !== '' || busy ? (
            <div className="mt-3">
              <TutorAnswerView
                markdown={live.answer}
                source={live.source}
                citations={live.citations}
                streaming={busy}
              />
            </div>
          ) : null}
          {live.status === 'stopped' ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Stopped. The answer so far is kept.</Trans>
            </p>
          ) : null}
          {live.failure ? <TutorFailureAlert failure={live.failure} onRetry={onRetry} /> : null}
        </li>
      ) : null}
    </ol>
  )
}
