import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useParams } from 'react-router'
import { useBookingStore } from './booking-store'
import { bookingSubject, slotsForSubject } from './sample-schedule'
import { SlotDetails } from './slot-details'

/** Recommended bookings for a subject (/booking/recommended/:subjectId): pick a tutor and time. */
export function BookingRecommendedPage() {
  const { subjectId = '' } = useParams()
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const chooseSlot = useBookingStore((state) => state.chooseSlot)
  const subject = bookingSubject(subjectId)
  const slots = slotsForSubject(subjectId)

  if (!subject) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Subject not found</Trans>
        </h1>
        <Link to="/booking" className="mt-4 inline-block font-semibold text-blue-700 underline">
          <Trans>Choose a subject</Trans>
        </Link>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/booking" className="text-sm font-semibold text-blue-700 underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        <Trans>All subjects</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">
        <Trans>Recommended for {i18n._(subject.name)}</Trans>
      </h1>
      <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <Trans>
          Sample schedule: live booking is being set up, so these tutors and times are examples.
        </Trans>
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {slots.map((slot) => (
          <li
            key={slot.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5 shadow-sm"
          >
            <p className="text-lg font-semibold text-slate-900">{slot.tutor}</p>
            <SlotDetails slot={slot} />
            <button
              type="button"
              onClick={() => {
                chooseSlot(slot.id)
                void navigate('/booking/summary')
              }}
              className="mt-auto rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
            >
              <Trans>Select this time with {slot.tutor}</Trans>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
