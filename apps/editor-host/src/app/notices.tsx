import { useLingui } from '@lingui/react/macro'
import { useEditor, useSession } from './session-context'

/** Failures (with the server's message) and confirmations, bottom of the window. */
export function Notices() {
  const { t } = useLingui()
  const session = useSession()
  const notices = useEditor((state) => state.notices)
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3">
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-xl items-start gap-3 rounded-md px-3 py-2 text-sm shadow-lg ${
            notice.kind === 'error'
              ? 'bg-red-700 text-white'
              : notice.kind === 'success'
                ? 'bg-emerald-700 text-white'
                : 'bg-zinc-800 text-white'
          }`}
        >
          <span className="flex-1">{notice.message}</span>
          <button
            type="button"
            aria-label={t`Dismiss`}
            onClick={() => session.dismissNotice(notice.id)}
            className="rounded px-1 hover:bg-white/20"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
