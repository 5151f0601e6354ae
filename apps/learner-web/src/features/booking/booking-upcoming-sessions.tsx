import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { bookingErrors } from './booking-error'
import { BookingErrorMessage } from './booking-error-message'
import { useCancelBooking, useMyUpcomingBookings } from './booking-queries'
import { bookingSubject } from './booking-subjects'
import { SessionJoinLink } from './session-join-link'

/** "My upcoming sessions": the signed-in user's booked classes, each with a Cancel button. */
export function BookingUpcomingSessions() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const { data: bookings = [], isPending, error, refetch } = useMyUpcomingBookings()
  const cancel = useCancelBooking()

  return (
    <section aria-labelledby="upcoming-sessions" className="mt-10">
      <h2 id="upcoming-sessions" className="text-2xl font-bold text-slate-900">
        <Trans>My upcoming sessions</Trans>
      </h2>
      {cancel.isSuccess ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <Trans>Your booking was cancelled.</Trans>
        </p>
      ) : null}
      {cancel.error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <BookingErrorMessage error={bookingErrors.as(cancel.error)} />
        </p>
      ) : null}
      {isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          <Trans>Loading your sessions…</Trans>
        </p>
      ) : error ? (
        <LoadErrorAlert
          title={<Trans>We could not load your sessions.</Trans>}
          message={error.message}
          onRetry={refetch}
          className="mt-4"
        />
      ) : bookings.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          <Trans>You have no upcoming sessions. Choose a subject above to book one.</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {bookings.map((booking) => {
            const subject = bookingSubject(booking.slot.subjectId)
            const subjectName = subject ? i18n._(subject.name) : booking.slot.subjectId
            const tutor = booking.slot.tutor.name
            const when = formatDate(new Date(booking.slot.startsAt), locale, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              hour: 'numeric',
              minute: '2-digit',
            })
            const busy = cancel.isPending && cancel.variables === booking.id
            return (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 shadow-sm"
              >
                <div>
                  <p className="font-semibold text-slate-900">{subjectName}</p>
                  <p className="text-sm text-slate-700">
                    <Trans>
                      {when} with {tutor}
                    </Trans>
                  </p>
                </div>
                {booking.cancelReason !== null ? (
                  <p className="text-sm font-semibold text-red-800">
                    <Trans>Cancelled by your tutor: {booking.cancelReason}</Trans>
                  </p>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <SessionJoinLink
                      slotId={booking.slot.id}
                      label={t`Join ${subjectName} on ${when}`}
                    />
                    <button
                      type="button"
                      disabled={cancel.isPending}
                      aria-label={t`Cancel ${subjectName} on ${when}`}
                      onClick={() => cancel.mutate(booking.id)}
                      className="rounded-xl border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                    >
                      {busy ? <Trans>Cancelling…</Trans> : <Trans>Cancel booking</Trans>}
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
