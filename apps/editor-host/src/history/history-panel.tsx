import { useLingui } from '@lingui/react/macro'
import type { HistoryStatus } from '@splendid/editor-engine'
import { changeLabel } from '@splendid/editor-engine'
import { useEditor, useSession } from '../app/session-context'

/** Every change of this session, newest first, with its status; undo and redo. */
export function HistoryPanel() {
  const { t } = useLingui()
  const session = useSession()
  const history = useEditor((state) => state.history)
  const statusText: Record<HistoryStatus, string> = {
    pending: t`Pending`,
    applied: t`Applied`,
    failed: t`Failed`,
    undone: t`Undone`,
  }
  const statusClass: Record<HistoryStatus, string> = {
    pending: 'bg-amber-100 text-amber-900',
    applied: 'bg-emerald-100 text-emerald-900',
    failed: 'bg-red-100 text-red-900',
    undone: 'bg-zinc-200 text-zinc-700',
  }
  return (
    <div className="flex flex-col gap-2 p-3 text-sm">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => void session.undo()}
          className="rounded bg-zinc-200 px-2 py-1 text-xs hover:bg-zinc-300"
        >
          {t`Undo last change`}
        </button>
        <button
          type="button"
          onClick={() => void session.redo()}
          className="rounded bg-zinc-200 px-2 py-1 text-xs hover:bg-zinc-300"
        >
          {t`Redo`}
        </button>
      </div>
      {history.length === 0 ? (
        <p className="text-xs text-zinc-500">{t`Changes you make appear here.`}</p>
      ) : (
        <ol aria-label={t`History`} className="flex flex-col gap-1">
          {[...history].reverse().map((entry) => (
            <li key={entry.item.id} className="rounded border border-zinc-200 bg-white p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{changeLabel(entry.item)}</span>
                <span className={`rounded px-1.5 text-xs ${statusClass[entry.status]}`}>
                  {statusText[entry.status]}
                </span>
              </div>
              {entry.error && <p className="mt-1 text-xs text-red-700">{entry.error}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
