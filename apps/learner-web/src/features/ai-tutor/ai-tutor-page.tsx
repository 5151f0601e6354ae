import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { ConversationList } from './conversation-list'
import { TutorChat } from './tutor-chat'
import { TutorComposer } from './tutor-composer'
import { useTutorMessages } from './tutor-conversations'
import { useTutorQuota } from './tutor-quota'
import { TutorQuotaLine } from './tutor-quota-line'
import { useTutorAsk } from './use-tutor-ask'
import { visibleMessages } from './visible-messages'

/**
 * The AI tutor (/ai-tutor, `?conversation=<id>` opens one): the learner's conversations, the
 * chat with answers streamed from the `ai-tutor` function (course search or a model, said
 * honestly), Stop, Retry and Copy, citations to the lessons, and today's remaining questions.
 */
export function AiTutorPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const userId = user?.id ?? null
  const [searchParams, setSearchParams] = useSearchParams()
  const opened = searchParams.get('conversation')
  // A new conversation's id is chosen here, so a refused first question is retried under it.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID())
  const conversationId = opened ?? draftId
  const [question, setQuestion] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const quota = useTutorQuota(userId)
  const messages = useTutorMessages(opened)
  const { exchange, ask, stop, busy } = useTutorAsk(userId, (id) => {
    setQuestion('')
    if (id !== opened) setSearchParams({ conversation: id }, { replace: true })
  })
  const shown = visibleMessages(conversationId, messages.data ?? [], exchange)

  function select(id: string | null) {
    stop()
    if (id === null) {
      setDraftId(crypto.randomUUID())
      setSearchParams({})
    } else {
      setSearchParams({ conversation: id })
    }
    inputRef.current?.focus()
  }

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>AI Tutor</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          Ask about your lessons: grammar, vocabulary, pronunciation, speaking or writing.
        </Trans>
      </p>
      <div className="mt-2">
        <TutorQuotaLine quota={quota.data} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        {userId === null ? null : (
          <ConversationList userId={userId} selectedId={opened} onSelect={select} />
        )}
        <section aria-label={t`Chat`} className="min-w-0">
          {messages.error ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
              <Trans>We could not load this conversation. Try again.</Trans>
            </p>
          ) : null}
          <TutorChat
            stored={shown.stored}
            live={shown.showLive ? exchange : null}
            busy={busy}
            onAsk={(message) => {
              // In the box until the answer starts: a refused suggestion is not lost either.
              setQuestion(message)
              void ask({ message, conversationId })
            }}
            onRetry={() => {
              if (exchange)
                void ask({ message: exchange.question, conversationId: exchange.conversationId })
            }}
          />
          <TutorComposer
            value={question}
            onChange={setQuestion}
            onSend={(message) => void ask({ message, conversationId })}
            onStop={stop}
            busy={busy}
            inputRef={inputRef}
          />
        </section>
      </div>
    </PageContainer>
  )
}
