import { Plural, Trans } from '@lingui/react/macro'
import type { SubscriptionStatus } from '@splendid/domain'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { Icon } from '../../ui/icon'
import type { SubscriptionDialogReason } from './subscription-dialog-request'

/** Props of {@link SubscriptionDialog}. */
export interface SubscriptionDialogProps {
  /** Which dialog to show: the subscription is expiring or expired, or a screen asked for it. */
  readonly status: Exclude<SubscriptionStatus, 'active'> | SubscriptionDialogReason
  /** Whole days left, shown in the expiring text. */
  readonly daysLeft?: number
  /** Upgrade Now: the host sends the user to /pricing. */
  readonly onUpgrade: () => void
  /** Remind Me Later, Escape: the host closes the dialog. */
  readonly onRemindLater: () => void
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

const BADGE = {
  tutor_quota: { icon: 'chat', colors: 'bg-blue-100 text-blue-700' },
  expired: { icon: 'alert', colors: 'bg-red-100 text-red-700' },
  expiring: { icon: 'clock', colors: 'bg-amber-100 text-amber-700' },
} as const

/**
 * The modal subscription dialog of spec §2/§8: the expired or expiring title and body (or, over
 * the free AI Tutor quota, why Premium), with 'Upgrade Now' and 'Remind Me Later'. Keyboard focus stays inside while it is open, Escape
 * means Remind Me Later, and focus returns to where it was when it closes.
 *
 * @example
 * ```tsx
 * <SubscriptionDialog status="expiring" daysLeft={3} onUpgrade={goToPricing} onRemindLater={close} />
 * ```
 */
export function SubscriptionDialog({
  status,
  daysLeft = 0,
  onUpgrade,
  onRemindLater,
}: SubscriptionDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const upgradeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    upgradeRef.current?.focus()
    return () => previous?.focus()
  }, [])

  const title =
    status === 'tutor_quota' ? (
      <Trans>Today’s Free AI Tutor Questions Are Used Up</Trans>
    ) : status === 'expired' ? (
      <Trans>Your Subscription Has Expired</Trans>
    ) : (
      <Trans>Your Subscription Is Expiring Soon</Trans>
    )
  const body =
    status === 'tutor_quota' ? (
      <Trans>
        You have asked all the AI Tutor questions of the free plan for today. Upgrade now for
        unlimited AI Tutor access, or come back tomorrow.
      </Trans>
    ) : status === 'expired' ? (
      <Trans>
        Your premium features are no longer available. Upgrade now to continue enjoying all
        benefits.
      </Trans>
    ) : (
      <Plural
        value={daysLeft}
        other="Your subscription will expire in # days. Renew now to avoid losing access to premium features."
      />
    )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onRemindLater()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-start shadow-2xl"
      >
        <div
          aria-hidden="true"
          className={`mb-4 flex size-12 items-center justify-center rounded-full text-2xl ${BADGE[status].colors}`}
        >
          <Icon name={BADGE[status].icon} className="size-7" />
        </div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={bodyId} className="mt-3 text-slate-700">
          {body}
        </p>
        <h3 className="mt-5 text-sm font-semibold text-slate-900">
          <Trans>Premium includes</Trans>
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
          <li>
            <Trans>Unlimited AI Tutor access</Trans>
          </li>
          <li>
            <Trans>Priority booking for live sessions</Trans>
          </li>
          <li>
            <Trans>Advanced progress tracking</Trans>
          </li>
          <li>
            <Trans>Downloadable course materials</Trans>
          </li>
          <li>
            <Trans>An ad-free experience</Trans>
          </li>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onRemindLater}
            className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Trans>Remind Me Later</Trans>
          </button>
          <button
            ref={upgradeRef}
            type="button"
            onClick={onUpgrade}
            className="rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Trans>Upgrade Now</Trans>
          </button>
        </div>
      </div>
    </div>
  )
}
