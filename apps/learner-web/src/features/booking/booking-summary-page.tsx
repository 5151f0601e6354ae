import { Trans, useLingui } from '@lingui/react/macro'
import { recommendedBookingPath } from '@splendid/domain'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { bookingErrors } from './booking-error'
import { BookingErrorMessage } from './booking-error-message'
import { useBookSlot, useSlot } from './booking-queries'
import { useBookingStore } from './booking-store'
import { bookingSubject } from './booking-subjects'
import { SlotDetails } from './slot-details'

function SummaryFrame({ children }: { readonly children: ReactNode }) {
  return (
    <PageContainer measure="reading">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Booking summary</Trans>
      </h1>
      {children}
    </PageContainer>
  )
}

function ChooseSubjectLink() {
  return (
    <Link to="/booking" className="mt-4 inline-block font-semibold text-blue-700 underline">
      <Trans>Choose a subject</Trans>
    </Link>
  )
}

/**
 * Booking summary (/booking/summary): the chosen slot read from the backend, and a Confirm button
 * that books it through `rpc('book_slot')`; full, past and premium-only slots get a clear message.
 */
export function BookingSummaryPage() {
  const { i18n } = useLingui()
  const { slotId, bookingId, markBooked, clear } = useBookingStore()
  const { data: slot, isPending, error, refetch } = useSlot(slotId)
  const book = useBookSlot()

  if (slotId === null) {
    return (
      <SummaryFrame>
        <p className="mt-4 text-slate-600">
          <Trans>You have not chosen a class yet.</Trans>
        </p>
        <ChooseSubjectLink />
      </SummaryFrame>
    )
  }
  if (isPending) {
    return (
      <SummaryFrame>
        <p role="status" className="mt-4 text-slate-600">
          <Trans>Loading the class…</Trans>
        </p>
      </SummaryFrame>
    )
  }
  if (error) {
    return (
      <SummaryFrame>
        <LoadErrorAlert
          title={<Trans>We could not load the class.</Trans>}
          message={error.message}
          onRetry={refetch}
          className="mt-4"
        />
      </SummaryFrame>
    )
  }
  if (!slot) {
    return (
      <SummaryFrame>
        <p role="alert" className="mt-4 text-slate-700">
          <Trans>This class no longer exists. Choose another time.</Trans>
        </p>
        <ChooseSubjectLink />
      </SummaryFrame>
    )
  }

  const subject = bookingSubject(slot.subjectId)
  const booked = bookingId !== null
  const started = Date.parse(slot.startsAt) <= Date.now()
  const full = slot.seatsLeft === 0
  const tutor = slot.tutor.name
  const bookError = book.error ? bookingErrors.as(book.error) : null

  return (
    <SummaryFrame>
      <div className="mt-6 rounded-xl border border-slate-200 p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">
          {subject ? i18n._(subject.name) : slot.subjectId}
        </h2>
        <p className="mt-1 text-slate-700">
          <Trans>Tutor: {tutor}</Trans>
        </p>
        <div className="mt-4">
          <SlotDetails slot={slot} />
        </div>
        {booked ? (
          <div role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">
              <Trans>Your class is booked.</Trans>
            </p>
            <p className="mt-1 text-sm">
              <Trans>
                You will find it under My upcoming sessions, where you can also cancel it.
              </Trans>
            </p>
            <Link
              to="/booking"
              onClick={clear}
              className="mt-3 inline-block font-semibold text-blue-700 underline"
            >
              <Trans>See my upcoming sessions</Trans>
            </Link>
          </div>
        ) : (
          <>
            {started ? (
              <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                <Trans>This class has already started or is over. Choose a later time.</Trans>
              </p>
            ) : full ? (
              <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                <Trans>This class is full. Choose another time.</Trans>
              </p>
            ) : null}
            {bookError ? (
              <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                <BookingErrorMessage error={bookError} />
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {started || full ? null : (
                <button
                  type="button"
                  disabled={book.isPending}
                  onClick={() =>
                    book.mutate(slot.id, { onSuccess: (newBookingId) => markBooked(newBookingId) })
                  }
                  className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
                >
                  {book.isPending ? <Trans>Booking…</Trans> : <Trans>Confirm booking</Trans>}
                </button>
              )}
              <Link
                to={recommendedBookingPath(slot.subjectId)}
                onClick={clear}
                className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
              >
                <Trans>Choose another time</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </SummaryFrame>
  )
}
