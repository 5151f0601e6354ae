import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { SessionCard } from './session-card'
import { type SessionRange, useSessions } from './sessions'
import { TeacherOnly } from './teacher-only'
import { TeachingNav } from './teaching-nav'
import { TEACHING_AVAILABILITY_PATH } from './teaching-paths'
import { useTutorProfile } from './tutor-profile'

const tabClass = (active: boolean) =>
  `min-h-11 rounded-lg px-4 font-semibold ${active ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-800'}`

/** The teacher's live sessions (/teach/sessions): upcoming and past, with attendance. */
export function SessionsPage() {
  const { user } = useAuth()
  const profile = useTutorProfile(user?.id ?? null)
  const [range, setRange] = useState<SessionRange>('upcoming')
  const hasProfile = profile.data != null
  const sessions = useSessions(range, hasProfile)
  const now = Date.now()
  return (
    <TeacherOnly>
      <PageContainer>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Sessions</Trans>
        </h1>
        <TeachingNav />
        {profile.isSuccess && !hasProfile ? (
          <p className="mt-6 text-slate-700">
            <Trans>
              You have no tutor profile yet.{' '}
              <Link
                to={TEACHING_AVAILABILITY_PATH}
                className="font-semibold text-blue-800 underline"
              >
                Create it and add your hours
              </Link>{' '}
              so learners can book you.
            </Trans>
          </p>
        ) : (
          <>
            <div className="mt-6 flex gap-2">
              <button
                type="button"
                aria-pressed={range === 'upcoming'}
                className={tabClass(range === 'upcoming')}
                onClick={() => setRange('upcoming')}
              >
                <Trans>Upcoming</Trans>
              </button>
              <button
                type="button"
                aria-pressed={range === 'past'}
                className={tabClass(range === 'past')}
                onClick={() => setRange('past')}
              >
                <Trans>Past</Trans>
              </button>
            </div>
            {sessions.error ? (
              <LoadErrorAlert
                className="mt-6"
                title={<Trans>We could not load your sessions.</Trans>}
                message={sessions.error.message}
                onRetry={sessions.refetch}
              />
            ) : sessions.isPending ? (
              <p role="status" className="mt-6 text-slate-600">
                <Trans>Loading your sessions…</Trans>
              </p>
            ) : sessions.data.length === 0 ? (
              <p className="mt-6 text-slate-700">
                {range === 'upcoming' ? (
                  <Trans>No sessions in the next four weeks.</Trans>
                ) : (
                  <Trans>No sessions in the past four weeks.</Trans>
                )}
              </p>
            ) : (
              <ul className="mt-6 space-y-4">
                {sessions.data.map((session) => (
                  <SessionCard key={session.slotId} session={session} now={now} />
                ))}
              </ul>
            )}
          </>
        )}
      </PageContainer>
    </TeacherOnly>
  )
}
