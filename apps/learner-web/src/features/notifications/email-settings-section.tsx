import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import type { NotificationKind } from './notification-kinds'
import { saveEmailOff, useEmailOff } from './notification-settings'
import { NOTIFICATION_KEYS } from './notifications-queries'

/** The e-mail choices in the order a learner meets them; the teachers' two come last. */
const CHOICES: ReadonlyArray<readonly [NotificationKind, MessageDescriptor]> = [
  ['booking_confirmed', msg`Classes I book`],
  ['booking_reminder', msg`A reminder the day before my classes`],
  ['session_cancelled', msg`Classes my tutor cancels`],
  ['homework_assigned', msg`New homework`],
  ['homework_graded', msg`Graded homework`],
  ['new_lesson', msg`New lessons in my courses`],
  ['certificate_issued', msg`Certificates I earn`],
  ['premium_ending', msg`A reminder a week before my Premium ends`],
  ['payment_refunded', msg`Refunds of my payments`],
  ['booking_received', msg`Bookings of the classes I teach`],
  ['booking_cancelled', msg`Cancelled bookings of the classes I teach`],
]

/**
 * /account's "E-mail notifications": which kinds of notification are also e-mailed (all of them
 * until the user turns some off, here or from a mail's unsubscribe link).
 */
export function EmailSettingsSection({ userId }: { readonly userId: string | null }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const saved = useEmailOff(userId)
  const [off, setOff] = useState<ReadonlySet<NotificationKind>>(new Set())
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    if (saved.data) setOff(new Set(saved.data))
  }, [saved.data])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (userId === null) return
    setBusy(true)
    setFeedback(null)
    try {
      await saveEmailOff(userId, [...off])
      setFeedback({ ok: true, text: t`Your e-mail choices were saved.` })
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause)
      setFeedback({ ok: false, text: t`Your e-mail choices were not saved: ${message}` })
    } finally {
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all })
      setBusy(false)
    }
  }

  return (
    <section
      id="email-notifications"
      aria-labelledby="account-email-notifications"
      className="mt-6 rounded-xl border border-slate-200 p-5"
    >
      <h2 id="account-email-notifications" className="text-lg font-semibold text-slate-900">
        <Trans>E-mail notifications</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Everything also shows under the bell in the app. Choose what we e-mail you as well.
        </Trans>
      </p>
      {saved.error ? (
        <LoadErrorAlert
          className="mt-3"
          title={<Trans>We could not load your e-mail choices.</Trans>}
          message={saved.error.message}
          onRetry={saved.refetch}
        />
      ) : (
        <form onSubmit={onSubmit} aria-label={t`E-mail notifications`}>
          <fieldset className="mt-3" disabled={busy || saved.isPending}>
            <legend className="text-sm font-medium text-slate-800">
              <Trans>E-mail me about</Trans>
            </legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {CHOICES.map(([kind, label]) => (
                <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={!off.has(kind)}
                    onChange={(event) =>
                      setOff((current) => {
                        const next = new Set(current)
                        if (event.target.checked) next.delete(kind)
                        else next.add(kind)
                        return next
                      })
                    }
                  />
                  {t(label)}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy || saved.isPending || userId === null}
            className="mt-4 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
          >
            <Trans>Save e-mail choices</Trans>
          </button>
          <p
            role="status"
            className={`mt-2 text-sm ${feedback?.ok === false ? 'text-red-800' : 'text-green-800'}`}
          >
            {feedback?.text ?? ''}
          </p>
        </form>
      )}
    </section>
  )
}
