import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A list or page that could not be loaded: what failed, the server's message and 'Try again'.
 *
 * @example
 * ```tsx
 * <LoadErrorAlert title={<Trans>We could not load your homework.</Trans>} message={error.message} onRetry={refetch} className="mt-8" />
 * ```
 */
export function LoadErrorAlert(props: {
  readonly title: ReactNode
  readonly message: string
  readonly onRetry: () => unknown
  /** Outer spacing, e.g. `mt-8`. */
  readonly className?: string
}) {
  return (
    <div
      role="alert"
      className={`rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 ${props.className ?? ''}`}
    >
      <p className="font-semibold">{props.title}</p>
      <p className="mt-1 text-sm">{props.message}</p>
      <button
        type="button"
        onClick={() => void props.onRetry()}
        className="mt-3 rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
