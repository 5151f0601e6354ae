import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useParams } from 'react-router'
import { publicObjectUrl } from '../../lib/public-object-url'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useSubjectSlots } from './booking-queries'
import { useBookingStore } from './booking-store'
import { type BookingSubject, bookingSubject } from './booking-subjects'
import { SlotDetails } from './slot-details'

/** Recommended bookings for a subject (/booking/recommended/:subjectId): pick a tutor and time. */
export function BookingRecommendedPage() {
  const { subjectId = '' } = useParams()
  const subject = bookingSubject(subjectId)

  if (!subject) {
    return (
      <PageContainer>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Subject not found</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>We do not offer live classes for “{subjectId}”.</Trans>
        </p>
        <Link to="/booking" className="mt-4 inline-block font-semibold text-blue-700 underline">
          <Trans>Choose a subject</Trans>
        </Link>
      </PageContainer>
    )
  }
  return <SubjectSlots subject={subject} />
}

function SubjectSlots({ subject }: { readonly subject: BookingSubject }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const chooseSlot = useBookingStore((state) => state.chooseSlot)
  const { data: slots = [], isPending, error, refetch } = useSubjectSlots(subject.id)
  const name = i18n._(subject.name)

  return (
    <PageContainer>
      <Link to="/booking" className="text-sm font-semibold text-blue-700 underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        <Trans>All subjects</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">
        <Trans>Recommended for {name}</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Times are shown in Cairo time.</Trans>
      </p>
      {isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading open times…</Trans>
        </p>
      ) : error ? (
        <LoadErrorAlert
          title={<Trans>We could not load the open times.</Trans>}
          message={error.message}
          onRetry={refetch}
          className="mt-6"
        />
      ) : slots.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          <Trans>
            No open times for this subject in the next two weeks. Please check back soon.
          </Trans>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {slots.map((slot) => {
            const tutor = slot.tutor.name
            const bio = locale === 'ar' ? slot.tutor.bio_ar : slot.tutor.bio_en
            return (
              <li
                key={slot.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5 shadow-sm"
              >
                <div className="flex items-start gap-3">
                  {slot.tutor.photo_path ? (
                    <img
                      src={publicObjectUrl('tutor-photos', slot.tutor.photo_path)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-14 shrink-0 rounded-full object-cover"
                    />
                  ) : null}
                  <div>
                    <p className="text-lg font-semibold text-slate-900">{tutor}</p>
                    {bio ? <p className="mt-1 text-sm text-slate-600">{bio}</p> : null}
                  </div>
                </div>
                <SlotDetails slot={slot} />
                <button
                  type="button"
                  disabled={slot.seatsLeft === 0}
                  onClick={() => {
                    chooseSlot(slot.id)
                    void navigate('/booking/summary')
                  }}
                  className="mt-auto rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-400"
                >
                  {slot.seatsLeft === 0 ? (
                    <Trans>Full with {tutor}</Trans>
                  ) : (
                    <Trans>Select this time with {tutor}</Trans>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </PageContainer>
  )
}
