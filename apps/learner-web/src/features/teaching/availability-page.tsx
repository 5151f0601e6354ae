import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { displayName } from '../../lib/display-name'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { styles } from '../authoring/authoring-styles'
import { bookingSubject } from '../booking/booking-subjects'
import { useAvailability } from './availability'
import { AvailabilityRules } from './availability-rules'
import { TeacherOnly } from './teacher-only'
import { TeachingNav } from './teaching-nav'
import { TimeOffList } from './time-off-list'
import { TutorPhoto } from './tutor-photo'
import { type SavedTutorProfile, useTutorProfile } from './tutor-profile'
import { TutorProfileForm } from './tutor-profile-form'

function NextSlots({ profile }: { readonly profile: SavedTutorProfile }) {
  const { t } = useLingui()
  const locale = useLocale()
  const availability = useAvailability(profile)
  if (availability.error) {
    return (
      <LoadErrorAlert
        title={<Trans>We could not load your availability.</Trans>}
        message={availability.error.message}
        onRetry={availability.refetch}
      />
    )
  }
  if (availability.isPending) {
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading your availability…</Trans>
      </p>
    )
  }
  const { rules, timeOff, nextSlots } = availability.data
  return (
    <>
      <AvailabilityRules tutorId={profile.id} timeZone={profile.time_zone} rules={rules} />
      <TimeOffList tutorId={profile.id} timeOff={timeOff} />
      <section aria-labelledby="next-slots-title" className={styles.card}>
        <h2 id="next-slots-title" className="text-lg font-semibold text-slate-900">
          <Trans>Next classes learners can book</Trans>
        </h2>
        {nextSlots.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>None yet. Add weekly hours above.</Trans>
          </p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {nextSlots.map((slot) => {
              const subject = bookingSubject(slot.subjectId)
              const when = formatDate(new Date(slot.startsAt), locale, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                hour: 'numeric',
                minute: '2-digit',
                timeZone: profile.time_zone,
              })
              const taken = slot.seatsTaken
              const capacity = slot.capacity
              return (
                <li
                  key={slot.id}
                  className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800"
                >
                  <span className="font-semibold">{when}</span> ·{' '}
                  {subject ? t(subject.name) : slot.subjectId} ·{' '}
                  <Trans>
                    {taken} of {capacity} booked
                  </Trans>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </>
  )
}

/**
 * The teacher's availability (/teach/availability): their tutor profile (made here first), the
 * weekly hours and days off that slots are generated from, and the next slots on offer.
 */
export function AvailabilityPage() {
  const { user } = useAuth()
  const profile = useTutorProfile(user?.id ?? null)
  return (
    <TeacherOnly>
      <PageContainer>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Availability</Trans>
        </h1>
        <TeachingNav />
        <div className="mt-6 space-y-6">
          {profile.error ? (
            <LoadErrorAlert
              title={<Trans>We could not load your tutor profile.</Trans>}
              message={profile.error.message}
              onRetry={profile.refetch}
            />
          ) : profile.isPending || !user ? (
            <p role="status" className="text-slate-600">
              <Trans>Loading your tutor profile…</Trans>
            </p>
          ) : (
            <>
              <section aria-labelledby="tutor-profile-title" className={styles.card}>
                <h2 id="tutor-profile-title" className="mb-4 text-lg font-semibold text-slate-900">
                  <Trans>Your tutor profile</Trans>
                </h2>
                {profile.data === null ? (
                  <p className="mb-4 text-slate-700">
                    <Trans>
                      Learners book you through this profile. Create it, then add your weekly hours.
                    </Trans>
                  </p>
                ) : null}
                <TutorProfileForm
                  userId={user.id}
                  defaultName={displayName(user)}
                  saved={profile.data}
                />
                {profile.data ? <TutorPhoto userId={user.id} profile={profile.data} /> : null}
              </section>
              {profile.data ? <NextSlots profile={profile.data} /> : null}
            </>
          )}
        </div>
      </PageContainer>
    </TeacherOnly>
  )
}
