import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { type FormEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { addTimeOff, deleteTimeOff, type TimeOff } from './availability'
import { useTeachingAction } from './use-teaching-action'

/** A 'YYYY-MM-DD' day as a long date, read at noon UTC so no time zone moves it. */
function dayLabel(day: string, locale: 'en' | 'ar'): string {
  return formatDate(new Date(`${day}T12:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' })
}

/** Days off: no class is offered on them (booked ones stay). */
export function TimeOffList({
  tutorId,
  timeOff,
}: {
  readonly tutorId: string
  readonly timeOff: readonly TimeOff[]
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { run, busy, feedback, setFeedback } = useTeachingAction()
  const [range, setRange] = useState({ startsOn: '', endsOn: '', reason: '' })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (range.endsOn < range.startsOn) {
      setFeedback({ kind: 'error', text: t`The last day off cannot be before the first.` })
      return
    }
    void run(async () => {
      await addTimeOff(tutorId, range)
      setRange({ startsOn: '', endsOn: '', reason: '' })
    }, t`The days off were saved; no class is offered on them.`)
  }

  return (
    <section aria-labelledby="time-off-title" className={styles.card}>
      <h2 id="time-off-title" className="text-lg font-semibold text-slate-900">
        <Trans>Days off</Trans>
      </h2>
      {timeOff.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <Trans>No days off planned.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {timeOff.map((item) => {
            const from = dayLabel(item.startsOn, locale)
            const to = dayLabel(item.endsOn, locale)
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-3">
                <span className="flex-1 text-slate-900">
                  {item.startsOn === item.endsOn ? (
                    from
                  ) : (
                    <Trans>
                      {from} to {to}
                    </Trans>
                  )}
                  {item.reason ? ` — ${item.reason}` : ''}
                </span>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={busy}
                  onClick={() =>
                    void run(() => deleteTimeOff(item.id), t`The days off were removed.`)
                  }
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <form
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-4"
        aria-label={t`Add days off`}
      >
        <div>
          <label htmlFor="off-from" className={styles.label}>
            <Trans>First day</Trans>
          </label>
          <input
            id="off-from"
            type="date"
            required
            className={styles.input}
            value={range.startsOn}
            onChange={(event) =>
              setRange({
                ...range,
                startsOn: event.target.value,
                endsOn: range.endsOn || event.target.value,
              })
            }
          />
        </div>
        <div>
          <label htmlFor="off-to" className={styles.label}>
            <Trans>Last day</Trans>
          </label>
          <input
            id="off-to"
            type="date"
            required
            className={styles.input}
            value={range.endsOn}
            onChange={(event) => setRange({ ...range, endsOn: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="off-reason" className={styles.label}>
            <Trans>Note (optional)</Trans>
          </label>
          <input
            id="off-reason"
            maxLength={200}
            className={styles.input}
            value={range.reason}
            onChange={(event) => setRange({ ...range, reason: event.target.value })}
          />
        </div>
        <div className="flex items-end">
          <button type="submit" className={styles.secondary} disabled={busy}>
            <Trans>Add days off</Trans>
          </button>
        </div>
      </form>
      <ActionFeedbackLine feedback={feedback} />
    </section>
  )
}
