import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useWriteAction } from '../../lib/use-write-action'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { useAuth } from '../auth/use-auth'
import { renewalRemindersKey, saveRenewalReminders, useRenewalReminders } from './renewal-reminders'

/**
 * "Cancel renewal" for a Premium that ends on `until`: nothing is ever charged by itself, so
 * what renews Premium is the reminder a week before it ends with a link to pay again. Cancelling
 * stops that reminder (Premium runs to its end); resuming brings it back.
 */
export function RenewalControl({ until }: { readonly until: string }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const userId = user?.id ?? null
  const reminders = useRenewalReminders(userId)
  const failureText = useCallback(
    (cause: unknown) => {
      const message = cause instanceof Error ? cause.message : String(cause)
      return t`Your renewal choice was not saved: ${message}`
    },
    [t],
  )
  const { run, busy, feedback } = useWriteAction(failureText, [renewalRemindersKey(userId ?? '')])
  if (userId === null || reminders.data === undefined) return null
  const on = reminders.data

  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        {on ? (
          <Trans>
            We will remind you a week before {until}, with a link to renew. Nothing is charged
            without you.
          </Trans>
        ) : (
          <Trans>
            Renewal cancelled: Premium stays until {until} and then ends. We will not remind you.
          </Trans>
        )}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void run(
            () => saveRenewalReminders(userId, !on),
            on ? t`Renewal cancelled.` : t`Renewal reminders are back on.`,
          )
        }
        className="mt-2 inline-flex h-11 items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
      >
        {on ? <Trans>Cancel renewal</Trans> : <Trans>Resume renewal</Trans>}
      </button>
      <ActionFeedbackLine feedback={feedback} />
    </div>
  )
}
