import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { type FormEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { bookingSubject } from '../booking/booking-subjects'
import { type Attendee, cancelSession, markAttendance, type TeachingSession } from './sessions'
import { useTeachingAction } from './use-teaching-action'

function AttendeeRow({
  attendee,
  started,
}: {
  readonly attendee: Attendee
  readonly started: boolean
}) {
  const { t } = useLingui()
  const { run, busy, feedback } = useTeachingAction()
  const name = attendee.name
  const statusText: Record<Attendee['status'], string> = {
    booked: t`Booked`,
    cancelled: t`Cancelled`,
    attended: t`Attended`,
    no_show: t`Did not come`,
  }
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex-1 text-slate-900">
          {name} · <span className="text-sm text-slate-700">{statusText[attendee.status]}</span>
        </span>
        {started && attendee.status !== 'cancelled' ? (
          <>
            <button
              type="button"
              className={styles.small}
              aria-pressed={attendee.status === 'attended'}
              aria-label={t`${name} attended`}
              disabled={busy}
              onClick={() =>
                void run(() => markAttendance(attendee.bookingId, true), t`Attendance saved.`)
              }
            >
              <Trans>Attended</Trans>
            </button>
            <button
              type="button"
              className={styles.small}
              aria-pressed={attendee.status === 'no_show'}
              aria-label={t`${name} did not come`}
              disabled={busy}
              onClick={() =>
                void run(() => markAttendance(attendee.bookingId, false), t`Attendance saved.`)
              }
            >
              <Trans>Did not come</Trans>
            </button>
          </>
        ) : null}
      </div>
      <ActionFeedbackLine feedback={feedback} />
    </li>
  )
}

function CancelForm({ session }: { readonly session: TeachingSession }) {
  const { t } = useLingui()
  const { run, busy, feedback } = useTeachingAction()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const id = `cancel-${session.slotId}`
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(
      () => cancelSession(session.slotId, reason),
      t`The session was cancelled; its learners were told why.`,
    )
  }
  if (!open) {
    return (
      <>
        <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
          <Trans>Cancel session</Trans>
        </button>
        <ActionFeedbackLine feedback={feedback} />
      </>
    )
  }
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-2">
      <label htmlFor={id} className={styles.label}>
        <Trans>Why is it cancelled? The learners who booked will read this.</Trans>
      </label>
      <textarea
        id={id}
        required
        maxLength={300}
        rows={2}
        className={styles.input}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={styles.danger} disabled={busy || reason.trim() === ''}>
          <Trans>Cancel the session</Trans>
        </button>
        <button type="button" className={styles.small} onClick={() => setOpen(false)}>
          <Trans>Keep it</Trans>
        </button>
      </div>
      <ActionFeedbackLine feedback={feedback} />
    </form>
  )
}

/** One session: when, what, seats, the meeting link, who booked and their attendance. */
export function SessionCard({
  session,
  now,
}: {
  readonly session: TeachingSession
  readonly now: number
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const subject = bookingSubject(session.subjectId)
  const started = Date.parse(session.startsAt) <= now
  const when = formatDate(new Date(session.startsAt), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })
  const taken = session.seatsTaken
  const capacity = session.capacity
  const minutes = session.durationMinutes
  const booked = session.cancelledAt
    ? session.attendees
    : session.attendees.filter((attendee) => attendee.status !== 'cancelled')
  return (
    <li className={styles.card}>
      <h3 className="font-semibold text-slate-900">
        {when} · {subject ? t(subject.name) : session.subjectId}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          {minutes} minutes · {taken} of {capacity} seats booked
        </Trans>
      </p>
      {session.cancelledAt ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          <Trans>Cancelled: {session.cancelReason}</Trans>
        </p>
      ) : (
        <a
          href={session.meetingUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block font-semibold text-blue-800 underline"
        >
          <Trans>Open the meeting room</Trans>
        </a>
      )}
      {booked.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Nobody has booked yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label={t`Learners`}>
          {booked.map((attendee) => (
            <AttendeeRow
              key={attendee.bookingId}
              attendee={attendee}
              started={started && !session.cancelledAt}
            />
          ))}
        </ul>
      )}
      {!started && !session.cancelledAt ? (
        <div className="mt-3">
          <CancelForm session={session} />
        </div>
      ) : null}
    </li>
  )
}
