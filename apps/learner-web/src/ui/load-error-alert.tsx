import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** How each variant looks: a standalone panel, or a line of text inside a card. */
const LOOKS = {
  panel: {
    box: 'rounded-xl border border-red-200 bg-red-50 p-4 text-red-800',
    message: 'mt-1 text-sm',
    button:
      'mt-3 rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800',
  },
  inline: {
    box: 'text-sm text-red-800',
    message: 'mt-1',
    button:
      'mt-2 rounded-lg border border-red-700 px-3 py-1 font-semibold text-red-800 hover:bg-red-50',
  },
} as const

/**
 * A list or page (or, `inline`, a part of a card) that could not be loaded, or data that could
 * not be saved: what failed, the server's message and 'Try again'.
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
  /** `panel` (default): a bordered red panel; `inline`: red text inside a card. */
  readonly variant?: keyof typeof LOOKS
}) {
  const look = LOOKS[props.variant ?? 'panel']
  return (
    <div role="alert" className={`${look.box} ${props.className ?? ''}`}>
      <p className="font-semibold">{props.title}</p>
      <p className={look.message}>{props.message}</p>
      <button type="button" onClick={() => void props.onRetry()} className={look.button}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
