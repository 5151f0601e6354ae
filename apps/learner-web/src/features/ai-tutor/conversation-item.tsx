import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { TutorConversation } from './tutor-conversations'

/** Props of {@link ConversationItem}. */
export interface ConversationItemProps {
  readonly conversation: TutorConversation
  readonly selected: boolean
  readonly onSelect: () => void
  readonly onRename: (title: string) => void
  readonly onDelete: () => void
}

const SMALL_BUTTON = 'rounded-lg px-2 py-1 text-xs font-semibold hover:bg-slate-100'

/** One conversation of the list: open it, rename it in place, or delete it after a confirmation. */
export function ConversationItem(props: ConversationItemProps) {
  const { conversation, selected, onSelect, onRename, onDelete } = props
  const { t } = useLingui()
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view')
  const [title, setTitle] = useState(conversation.title)
  const name = conversation.title

  function saveTitle(event: FormEvent) {
    event.preventDefault()
    const trimmed = title.trim()
    if (trimmed !== '' && trimmed !== conversation.title) onRename(trimmed.slice(0, 120))
    setMode('view')
  }

  if (mode === 'rename') {
    return (
      <li>
        <form onSubmit={saveTitle} className="flex gap-1">
          <input
            aria-label={t`New name for ${name}`}
            value={title}
            maxLength={120}
            dir="auto"
            // biome-ignore lint/a11y/noAutofocus: the learner just asked to rename this conversation.
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm"
          />
          <button type="submit" className={SMALL_BUTTON}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className={SMALL_BUTTON} onClick={() => setMode('view')}>
            <Trans>Cancel</Trans>
          </button>
        </form>
      </li>
    )
  }
  return (
    <li className={selected ? 'rounded-lg bg-blue-50' : ''}>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className="block w-full truncate px-2 py-1.5 text-start text-sm font-medium text-slate-900"
      >
        <span dir="auto">{name}</span>
      </button>
      {mode === 'confirm-delete' ? (
        <div className="flex flex-wrap items-center gap-1 px-2 pb-2 text-xs">
          <span>
            <Trans>Delete this conversation?</Trans>
          </span>
          <button type="button" className={`${SMALL_BUTTON} text-red-700`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </button>
          <button type="button" className={SMALL_BUTTON} onClick={() => setMode('view')}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <div className="flex gap-1 px-1 pb-1">
          <button
            type="button"
            aria-label={t`Rename ${name}`}
            className={SMALL_BUTTON}
            onClick={() => setMode('rename')}
          >
            <Trans>Rename</Trans>
          </button>
          <button
            type="button"
            aria-label={t`Delete ${name}`}
            className={`${SMALL_BUTTON} text-red-700`}
            onClick={() => setMode('confirm-delete')}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  )
}
