import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import { useMyUpcomingBookings } from '../booking/booking-queries'
import { bookingSubject } from '../booking/booking-subjects'
import { useMyHomework } from '../homework/homework-queries'
import { groupHomework } from '../homework/homework-rows'

const LINK = 'mt-3 inline-block text-sm font-semibold text-blue-700 underline'

function Item(props: { readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-600">{props.title}</h3>
      {props.children}
    </div>
  )
}

/**
 * What is next (dashboard): the next booked live class and the homework still to hand in, each
 * with its empty state. While loading, laid out (invisibly) as the empty states, so nothing
 * moves for a learner who has neither.
 */
export function UpNextCard() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const bookings = useMyUpcomingBookings()
  const homework = useMyHomework(user?.id ?? null)
  const next = bookings.data?.[0]
  const todo = homework.data ? groupHomework(homework.data.assignments).todo : []
  const due = todo[0]
  const loading = bookings.isPending || homework.isPending
  const formatWhen = (iso: string) =>
    formatDate(new Date(iso), locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    })

  let session: ReactNode
  if (bookings.error) {
    session = (
      <LoadErrorAlert
        variant="inline"
        title={<Trans>We could not load your classes.</Trans>}
        message={bookings.error.message}
        onRetry={bookings.refetch}
      />
    )
  } else if (next) {
    const subject = bookingSubject(next.slot.subjectId)
    const subjectName = subject ? i18n._(subject.name) : next.slot.subjectId
    const tutor = next.slot.tutor.name
    const when = formatWhen(next.slot.startsAt)
    session = (
      <>
        <p className="mt-1 font-medium text-slate-900">{subjectName}</p>
        <p className="text-sm text-slate-700">
          <Trans>
            {when} with {tutor}
          </Trans>
        </p>
        <Link to="/booking" className={LINK}>
          <Trans>See my classes</Trans>
        </Link>
      </>
    )
  } else {
    session = (
      <>
        <p className="mt-1 text-slate-600">
          <Trans>No class booked.</Trans>
        </p>
        <Link to="/booking" className={LINK}>
          <Trans>Book a live class</Trans>
        </Link>
      </>
    )
  }

  let assignment: ReactNode
  if (homework.error) {
    assignment = (
      <LoadErrorAlert
        variant="inline"
        title={<Trans>We could not load your homework.</Trans>}
        message={homework.error.message}
        onRetry={homework.refetch}
      />
    )
  } else if (due) {
    const title = locale === 'ar' ? due.title.ar : due.title.en
    const count = todo.length
    const dueAt = formatWhen(due.dueAt)
    assignment = (
      <>
        <p className="mt-1 font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-700">
          <Trans>Due {dueAt}</Trans>
          {count > 1 ? (
            <>
              {' · '}
              <Trans>{formatNumber(count - 1, locale)} more to do</Trans>
            </>
          ) : null}
        </p>
        <Link to="/homework" className={LINK}>
          <Trans>Open my homework</Trans>
        </Link>
      </>
    )
  } else {
    assignment = (
      <>
        <p className="mt-1 text-slate-600">
          <Trans>No homework to hand in. You are all caught up.</Trans>
        </p>
        <Link to="/homework" className={LINK}>
          <Trans>Open my homework</Trans>
        </Link>
      </>
    )
  }

  return (
    <section
      aria-labelledby="dashboard-up-next"
      aria-busy={loading || undefined}
      className="rounded-xl border border-slate-200 p-5"
    >
      <h2 id="dashboard-up-next" className="text-lg font-semibold text-slate-900">
        <Trans>Up next</Trans>
      </h2>
      <div className={`mt-3 grid gap-5 sm:grid-cols-2 ${loading ? 'invisible' : ''}`}>
        <Item title={<Trans>Next live class</Trans>}>{session}</Item>
        <Item title={<Trans>Homework due</Trans>}>{assignment}</Item>
      </div>
    </section>
  )
}
