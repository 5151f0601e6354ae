import { Trans, useLingui } from '@lingui/react/macro'
import { recommendedBookingPath } from '@splendid/domain'
import { Link } from 'react-router'
import { PageContainer } from '../../ui/page-container'
import { BOOKING_SUBJECTS } from './booking-subjects'
import { BookingUpcomingSessions } from './booking-upcoming-sessions'

/**
 * Book a class (/booking): choose a subject, then see recommended tutors and times; below, the
 * user's upcoming sessions with Cancel.
 */
export function BookingPage() {
  const { i18n } = useLingui()
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Book a live class</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Choose what you want to work on. We will suggest tutors and times that fit.</Trans>
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {BOOKING_SUBJECTS.map((subject) => (
          <li key={subject.id}>
            <Link
              to={recommendedBookingPath(subject.id)}
              className="block h-full rounded-xl border border-slate-200 p-5 shadow-sm hover:border-blue-700 hover:shadow focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <span className="block text-lg font-semibold text-slate-900">
                {i18n._(subject.name)}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {i18n._(subject.description)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        <Link to="/booking-faqs" className="font-semibold text-blue-700 underline">
          <Trans>Questions about booking?</Trans>
        </Link>
      </p>
      <BookingUpcomingSessions />
    </PageContainer>
  )
}
