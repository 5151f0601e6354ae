import { Trans, useLingui } from '@lingui/react/macro'
import { recommendedBookingPath } from '@splendid/domain'
import { Link } from 'react-router'
import { useBookingStore } from './booking-store'
import { bookingSlot, bookingSubject } from './sample-schedule'
import { SlotDetails } from './slot-details'

/** Booking summary (/booking/summary): the chosen slot and a confirm button. */
export function BookingSummaryPage() {
  const { i18n } = useLingui()
  const { slotId, confirmed, confirm, clear } = useBookingStore()
  const slot = slotId ? bookingSlot(slotId) : undefined
  const subject = slot ? bookingSubject(slot.subjectId) : undefined

  if (!slot || !subject) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Booking summary</Trans>
        </h1>
        <p className="mt-4 text-slate-600">
          <Trans>You have not chosen a class yet.</Trans>
        </p>
        <Link to="/booking" className="mt-4 inline-block font-semibold text-blue-700 underline">
          <Trans>Choose a subject</Trans>
        </Link>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Booking summary</Trans>
      </h1>
      <div className="mt-6 rounded-xl border border-slate-200 p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">{i18n._(subject.name)}</h2>
        <p className="mt-1 text-slate-700">
          <Trans>Tutor: {slot.tutor}</Trans>
        </p>
        <div className="mt-4">
          <SlotDetails slot={slot} />
        </div>
        <p className="mt-4 text-sm text-amber-900">
          <Trans>Sample schedule: no payment is taken and no tutor is notified yet.</Trans>
        </p>
        {confirmed ? (
          <div role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">
              <Trans>Your class is booked.</Trans>
            </p>
            <p className="mt-1 text-sm">
              <Trans>
                We saved it for this session. You will find the joining link here before the class.
              </Trans>
            </p>
            <Link
              to="/dashboard"
              className="mt-3 inline-block font-semibold text-blue-700 underline"
            >
              <Trans>Back to the dashboard</Trans>
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={confirm}
              className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
            >
              <Trans>Confirm booking</Trans>
            </button>
            <Link
              to={recommendedBookingPath(subject.id)}
              onClick={clear}
              className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Trans>Choose another time</Trans>
            </Link>
          </div>
        )}
      </div>
    </div>
  )
}
