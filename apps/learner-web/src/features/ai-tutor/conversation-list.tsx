import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConversationItem } from './conversation-item'
import { useConversationChanges, useTutorConversations } from './tutor-conversations'

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  readonly userId: string
  readonly selectedId: string | null
  /** `null`: a new conversation. */
  readonly onSelect: (id: string | null) => void
}

/** The learner's conversations, newest first: new, open, rename, delete, clear all. */
export function ConversationList({ userId, selectedId, onSelect }: ConversationListProps) {
  const { t } = useLingui()
  const conversations = useTutorConversations(userId)
  const { rename, remove, clearAll } = useConversationChanges(userId)
  const [confirmClear, setConfirmClear] = useState(false)
  const failed = conversations.error ?? rename.error ?? remove.error ?? clearAll.error
  const list = conversations.data ?? []

  return (
    <nav aria-label={t`Conversations`} className="text-sm">
      <button
        type="button"
        onClick={() => onSelect(null)}
        className="w-full rounded-xl border border-blue-700 px-3 py-2 font-semibold text-blue-700 hover:bg-blue-50"
      >
        <Trans>New conversation</Trans>
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-red-800">
          <Trans>We could not update your conversations. Try again.</Trans>
        </p>
      ) : null}
      {conversations.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          <Trans>Loading your conversations…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>No conversations yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-1">
          {list.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              onSelect={() => onSelect(conversation.id)}
              onRename={(title) => rename.mutate({ id: conversation.id, title })}
              onDelete={() =>
                remove.mutate(conversation.id, {
                  onSuccess: () => {
                    if (conversation.id === selectedId) onSelect(null)
                  },
                })
              }
            />
          ))}
        </ul>
      )}
      {list.length > 0 ? (
        confirmClear ? (
          <div className="mt-3 space-y-2">
            <p>
              <Trans>Delete all your conversations? This cannot be undone.</Trans>
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className="rounded-lg bg-red-700 px-3 py-1 font-semibold text-white"
                onClick={() =>
                  clearAll.mutate(undefined, {
                    onSuccess: () => {
                      setConfirmClear(false)
                      onSelect(null)
                    },
                  })
                }
              >
                <Trans>Delete all</Trans>
              </button>
              <button
                type="button"
                className="rounded-lg border border-slate-300 px-3 py-1 font-semibold"
                onClick={() => setConfirmClear(false)}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmClear(true)}
            className="mt-3 text-xs font-semibold text-red-700 underline"
          >
            <Trans>Clear all</Trans>
          </button>
        )
      ) : null}
    </nav>
  )
}
