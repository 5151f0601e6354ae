import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { formatWallClockTime } from '../../lib/wall-clock-time'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { BOOKING_SUBJECTS, bookingSubject } from '../booking/booking-subjects'
import { type AvailabilityRule, addAvailabilityRule, deleteAvailabilityRule } from './availability'
import { useTeachingAction } from './use-teaching-action'
import { useWeekdayNames, WEEK_ORDER } from './weekday-names'

const EMPTY_RULE: Omit<AvailabilityRule, 'id'> = {
  weekday: 6,
  startsAt: '17:00',
  endsAt: '20:00',
  subjectId: BOOKING_SUBJECTS[0]?.id ?? 'conversation',
  sessionMinutes: 60,
  bufferMinutes: 0,
  capacity: 1,
}

/** Props of {@link AvailabilityRules}. */
export interface AvailabilityRulesProps {
  readonly tutorId: string
  readonly timeZone: string
  readonly rules: readonly AvailabilityRule[]
}

/** The weekly hours: each rule with its removal, and the form to add one. */
export function AvailabilityRules({ tutorId, timeZone, rules }: AvailabilityRulesProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const time = (value: string) => formatWallClockTime(value, locale)
  const weekdays = useWeekdayNames()
  const { run, busy, feedback, setFeedback } = useTeachingAction()
  const [rule, setRule] = useState(EMPTY_RULE)
  const set = (changes: Partial<typeof rule>) => setRule((current) => ({ ...current, ...changes }))
  const subjectName = (id: string) => {
    const subject = bookingSubject(id)
    return subject ? t(subject.name) : id
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
    if (minutes(rule.endsAt) - minutes(rule.startsAt) < rule.sessionMinutes) {
      setFeedback({
        kind: 'error',
        text: t`The hours must end after they start, with room for at least one class.`,
      })
      return
    }
    void run(
      () => addAvailabilityRule(tutorId, rule),
      t`The hours were added; learners can book them now.`,
    )
  }

  const ordered = [...rules].sort(
    (a, b) =>
      WEEK_ORDER.indexOf(a.weekday as never) - WEEK_ORDER.indexOf(b.weekday as never) ||
      a.startsAt.localeCompare(b.startsAt),
  )

  return (
    <section aria-labelledby="weekly-hours-title" className={styles.card}>
      <h2 id="weekly-hours-title" className="text-lg font-semibold text-slate-900">
        <Trans>Weekly hours</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Times are in your time zone ({timeZone}); learners see them in theirs. Classes are offered
          from these hours automatically.
        </Trans>
      </p>
      {ordered.length === 0 ? (
        <p className="mt-3 text-slate-700">
          <Trans>No weekly hours yet: learners cannot book you.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {ordered.map((item) => {
            const day = weekdays[item.weekday] ?? ''
            const seats = item.capacity
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="min-w-0 flex-1 text-slate-900">
                  <Trans>
                    {day}, {time(item.startsAt)}–{time(item.endsAt)}: {subjectName(item.subjectId)},{' '}
                    {item.sessionMinutes}-minute classes, {seats} seats
                  </Trans>
                </span>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={busy}
                  aria-label={t`Remove ${day} ${time(item.startsAt)}–${time(item.endsAt)}`}
                  onClick={() =>
                    void run(
                      () => deleteAvailabilityRule(item.id),
                      t`The hours were removed; booked classes stay.`,
                    )
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
        className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t`Add weekly hours`}
      >
        <div>
          <label htmlFor="rule-weekday" className={styles.label}>
            <Trans>Day</Trans>
          </label>
          <select
            id="rule-weekday"
            className={styles.input}
            value={rule.weekday}
            onChange={(event) => set({ weekday: Number(event.target.value) })}
          >
            {WEEK_ORDER.map((day) => (
              <option key={day} value={day}>
                {weekdays[day]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="rule-start" className={styles.label}>
            <Trans>From</Trans>
          </label>
          <input
            id="rule-start"
            type="time"
            required
            className={styles.input}
            value={rule.startsAt}
            onChange={(event) => set({ startsAt: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="rule-end" className={styles.label}>
            <Trans>Until</Trans>
          </label>
          <input
            id="rule-end"
            type="time"
            required
            className={styles.input}
            value={rule.endsAt}
            onChange={(event) => set({ endsAt: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="rule-subject" className={styles.label}>
            <Trans>Subject</Trans>
          </label>
          <select
            id="rule-subject"
            className={styles.input}
            value={rule.subjectId}
            onChange={(event) => set({ subjectId: event.target.value })}
          >
            {BOOKING_SUBJECTS.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {t(subject.name)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="rule-length" className={styles.label}>
            <Trans>Class length (minutes)</Trans>
          </label>
          <input
            id="rule-length"
            type="number"
            min={15}
            max={240}
            step={5}
            required
            className={styles.input}
            value={rule.sessionMinutes}
            onChange={(event) => set({ sessionMinutes: Number(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor="rule-buffer" className={styles.label}>
            <Trans>Break between classes (minutes)</Trans>
          </label>
          <input
            id="rule-buffer"
            type="number"
            min={0}
            max={120}
            step={5}
            required
            className={styles.input}
            value={rule.bufferMinutes}
            onChange={(event) => set({ bufferMinutes: Number(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor="rule-capacity" className={styles.label}>
            <Trans>Seats (1 for one-to-one)</Trans>
          </label>
          <input
            id="rule-capacity"
            type="number"
            min={1}
            max={50}
            required
            className={styles.input}
            value={rule.capacity}
            onChange={(event) => set({ capacity: Number(event.target.value) })}
          />
        </div>
        <div className="flex items-end">
          <button type="submit" className={styles.primary} disabled={busy}>
            <Trans>Add hours</Trans>
          </button>
        </div>
      </form>
      <ActionFeedbackLine feedback={feedback} />
    </section>
  )
}
