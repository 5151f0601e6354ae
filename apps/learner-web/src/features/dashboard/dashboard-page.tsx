import { Trans, useLingui } from '@lingui/react/macro'
import { coursePath } from '@splendid/domain'
import { Link, useNavigate } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { displayName } from '../../lib/display-name'
import { lastCourseId, rememberLastCourse } from '../../lib/remember-last-course'
import { useCourses, useCoursesForLevel } from '../../lib/use-courses'
import { useLocale } from '../../lib/use-locale'
import { useCefrLabels } from '../../ui/cefr-labels'
import { CourseCard } from '../../ui/course-card'
import { CourseGridSkeleton } from '../../ui/course-grid-skeleton'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { PlacementCard } from '../placement/placement-card'
import { usePlacementRecord } from '../placement/placement-queries'
import { useBadgeName } from '../progress/badge-name'
import { LevelCard } from '../progress/level-card'
import { StreakCard } from '../progress/streak-card'
import { useGamification } from '../progress/use-gamification'
import { ContinueLessonCard } from './continue-lesson-card'
import { useContinueLesson } from './continue-lesson-queries'
import { UpNextCard } from './up-next-card'

const quickActionClass =
  'flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-700 hover:shadow focus-visible:outline-2 focus-visible:outline-blue-700'

/** The signed-in home (/dashboard): greeting, level and badges, continue learning, shortcuts. */
export function DashboardPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const { badges } = useGamification()
  const badgeName = useBadgeName()
  const locale = useLocale()
  const navigate = useNavigate()
  const { data: rows, isPending } = useCourses()
  const { names: levelNames } = useCefrLabels()
  const level = usePlacementRecord(user?.id ?? null).data?.level ?? null
  const forLevel = useCoursesForLevel(level).data
  const name = displayName(user)
  const cards = (rows ?? []).map((row) => courseCardFromRow(row, locale))
  // Courses at (else closest to) the learner's placement level when there are some, else the
  // featured ones.
  const recommended = forLevel && forLevel.rows.length > 0 ? forLevel : null
  const shownCards = recommended
    ? recommended.rows.map((row) => courseCardFromRow(row, locale))
    : cards
  const lastId = lastCourseId()
  const last = cards.find((card) => card.id === lastId)
  const continueLesson = useContinueLesson(user?.id ?? null)

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        {name ? t`Welcome back, ${name}!` : t`Welcome back!`}
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Here is where you left off. Keep going — every lesson earns XP.</Trans>
      </p>

      <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <LevelCard />
        <StreakCard />
        <section
          aria-labelledby="dashboard-continue"
          className="rounded-xl border border-slate-200 p-5"
        >
          <h2 id="dashboard-continue" className="text-lg font-semibold text-slate-900">
            <Trans>Continue learning</Trans>
          </h2>
          {continueLesson.error ? (
            <LoadErrorAlert
              variant="inline"
              className="mt-2"
              title={<Trans>We could not load your last lesson.</Trans>}
              message={continueLesson.error.message}
              onRetry={continueLesson.refetch}
            />
          ) : null}
          {continueLesson.data ? (
            <ContinueLessonCard lesson={continueLesson.data} />
          ) : last ? (
            <>
              <p className="mt-2 font-medium text-slate-800">{last.title}</p>
              <Link
                to={coursePath(last.id)}
                className="mt-4 inline-block rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                <Trans>Resume course</Trans>
              </Link>
            </>
          ) : (
            <>
              <p className="mt-2 text-slate-600">
                <Trans>You have not started a course yet. Pick one from the catalogue.</Trans>
              </p>
              <Link
                to="/catalog"
                className="mt-4 inline-block rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                <Trans>Explore courses</Trans>
              </Link>
            </>
          )}
        </section>
        <section
          aria-labelledby="dashboard-badges"
          className="rounded-xl border border-slate-200 p-5"
        >
          <h2 id="dashboard-badges" className="text-lg font-semibold text-slate-900">
            <Trans>Your badges</Trans>
          </h2>
          {badges.length === 0 ? (
            <p className="mt-2 text-slate-600">
              <Trans>Earn your first badge at 100 XP by completing lessons.</Trans>
            </p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-2">
              {badges.map((badge) => (
                <li
                  key={badge}
                  className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
                >
                  <Icon name="medal" className="size-4" />
                  {badgeName(badge)}
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/progress"
            className="mt-4 inline-block text-sm font-semibold text-blue-700 underline"
          >
            <Trans>See all progress</Trans>
          </Link>
        </section>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <UpNextCard />
        <PlacementCard />
      </div>

      <section aria-labelledby="dashboard-quick" className="mt-10">
        <h2 id="dashboard-quick" className="text-xl font-bold text-slate-900">
          <Trans>Quick actions</Trans>
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <Link to="/booking" className={quickActionClass}>
            <span className="font-semibold text-slate-900">
              <Trans>Book a live class</Trans>
            </span>
            <span className="text-sm text-slate-600">
              <Trans>One-on-one or small-group sessions with a tutor.</Trans>
            </span>
          </Link>
          <Link to="/homework" className={quickActionClass}>
            <span className="font-semibold text-slate-900">
              <Trans>Homework</Trans>
            </span>
            <span className="text-sm text-slate-600">
              <Trans>See what your tutors assigned and hand it in.</Trans>
            </span>
          </Link>
          <Link to="/ai-tutor" className={quickActionClass}>
            <span className="font-semibold text-slate-900">
              <Trans>Ask the AI Tutor</Trans>
            </span>
            <span className="text-sm text-slate-600">
              <Trans>Quick help with grammar, words and pronunciation.</Trans>
            </span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="dashboard-featured" className="mt-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="dashboard-featured" className="text-xl font-bold text-slate-900">
            {recommended ? (
              <Trans>Recommended for your level: {levelNames[recommended.level]}</Trans>
            ) : (
              <Trans>Featured courses</Trans>
            )}
          </h2>
          <Link
            to={recommended?.exact ? `/catalog?level=${recommended.level}` : '/catalog'}
            className="text-sm font-semibold text-blue-700 underline"
          >
            <Trans>View all</Trans>
          </Link>
        </div>
        {recommended && !recommended.exact ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>There is no course at your level yet: these are the closest to it.</Trans>
          </p>
        ) : null}
        <div className="mt-4">
          {isPending ? (
            <CourseGridSkeleton />
          ) : (
            <ul className="grid justify-items-center gap-6 sm:grid-cols-2 sm:justify-items-stretch lg:grid-cols-3 xl:grid-cols-4">
              {shownCards.slice(0, 4).map((course) => (
                <li key={course.id} className="flex w-full justify-center">
                  <CourseCard
                    course={course}
                    onPrimaryAction={(chosen) => {
                      rememberLastCourse(chosen.id)
                      void navigate(coursePath(chosen.id))
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </PageContainer>
  )
}
