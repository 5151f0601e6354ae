import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Icon } from '../../ui/icon'
import { useBadgeName } from './badge-name'
import type { Celebration } from './celebrations'

/** How long a celebration stays on screen unless dismissed. */
const SHOWN_FOR_MS = 8000

function CelebrationLine({ celebration }: { celebration: Celebration }) {
  const { i18n } = useLingui()
  const badgeName = useBadgeName()
  switch (celebration.kind) {
    case 'xp': {
      const amount = i18n.number(celebration.amount)
      return <Trans>+{amount} XP</Trans>
    }
    case 'level': {
      const level = i18n.number(celebration.level)
      return <Trans>Level up! You reached level {level}.</Trans>
    }
    case 'badge': {
      const badge = badgeName(celebration.badge)
      return <Trans>New badge: {badge}</Trans>
    }
    default: {
      const unreachable: never = celebration
      throw new TypeError(`Unknown celebration: ${JSON.stringify(unreachable)}`)
    }
  }
}

/**
 * What the learner just earned, as the server counted it: a toast at the bottom of the screen,
 * announced politely, that leaves by itself or on Dismiss.
 */
export function CelebrationToast({
  celebrations,
  onDismiss,
}: {
  readonly celebrations: readonly Celebration[]
  readonly onDismiss: () => void
}) {
  const { t } = useLingui()
  useEffect(() => {
    if (celebrations.length === 0) return
    const timer = setTimeout(onDismiss, SHOWN_FOR_MS)
    return () => clearTimeout(timer)
  }, [celebrations, onDismiss])

  return (
    // A polite live region that is always there (so what appears in it is announced) but has no
    // role of its own: the page's own status messages stay the only `status` on the page.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:start-auto sm:end-4 sm:w-96"
    >
      {celebrations.length > 0 ? (
        <section
          aria-label={t`Just earned`}
          className="pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900 shadow-lg"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400">
            <Icon name="medal" className="size-5" />
          </span>
          <ul className="flex-1 space-y-1 font-semibold">
            {celebrations.map((celebration) => (
              <li key={JSON.stringify(celebration)}>
                <CelebrationLine celebration={celebration} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t`Dismiss`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-amber-100"
          >
            <Icon name="close" className="size-5" />
          </button>
        </section>
      ) : null}
    </div>
  )
}
