import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type LessonKind, lessonProgressPercent } from '@splendid/domain'
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { rememberLastCourse } from '../../lib/remember-last-course'
import { useCourse } from '../../lib/use-courses'
import { useLocale } from '../../lib/use-locale'
import { CourseThumbnail } from '../../ui/course-thumbnail'
import { DifficultyBadge } from '../../ui/difficulty-badge'
import { DurationLabel } from '../../ui/duration-label'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import { useGamification } from '../progress/use-gamification'
import { hasPremiumAccess, useSubscriptionStore } from '../subscription/subscription-store'
import { courseOutline } from './course-outline'
import type { LessonProgressError } from './lesson-progress-error'
import { LessonProgressErrorMessage } from './lesson-progress-error-message'
import { useCompleteLesson, useCourseProgress, useEnrolInCourse } from './lesson-progress-queries'
import { LocalCompletionsNotice } from './local-completions-notice'

/**
 * A single course (/course/:id): details, weekly outline, premium gate, enrolment and lesson
 * completion. Progress is the server's: lessons are recorded through rpc('complete_lesson')
 * (optimistically, rolled back with an explanation on failure) and a lesson's xp is awarded only
 * when the server says it was newly completed.
 */
export function CoursePage() {
  const { id = '' } = useParams()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const { addXp } = useGamification()
  const plan = useSubscriptionStore((state) => state.plan)
  const status = useSubscriptionStore((state) => state.status)
  const { data: row, isPending, error } = useCourse(id)
  const userId = user?.id ?? null
  const courseId = row?.id ?? null
  const [failure, setFailure] = useState<{
    readonly lessonId: string
    readonly error: LessonProgressError
  } | null>(null)

  useEffect(() => {
    if (row) rememberLastCourse(row.id)
  }, [row])

  const outline = useMemo(
    () => (row ? courseOutline(courseCardFromRow(row, locale).difficulty, row.duration) : []),
    [row, locale],
  )
  const outlineIds = useMemo(
    () => outline.flatMap((week) => week.lessons.map((lesson) => lesson.id)),
    [outline],
  )
  const progress = useCourseProgress(userId, courseId)
  const enrol = useEnrolInCourse(userId, courseId)
  const completeLesson = useCompleteLesson(userId, courseId, outlineIds, {
    onNewlyCompleted: (lessonId) => {
      const lesson = outline.flatMap((week) => week.lessons).find((item) => item.id === lessonId)
      if (lesson) addXp(lesson.xp)
    },
    onFailure: (lessonId, failed) => setFailure({ lessonId, error: failed }),
  })

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={t`Loading course…`}
        className="mx-auto max-w-5xl animate-pulse px-4 py-10"
      >
        <div className="h-8 w-2/3 rounded bg-slate-200" />
        <div className="mt-6 aspect-video max-w-xl rounded-xl bg-slate-200" />
      </div>
    )
  }
  if (error) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">
            <Trans>We could not load this course.</Trans>
          </p>
          <p className="mt-1 text-sm">{error.message}</p>
        </div>
      </div>
    )
  }
  if (!row) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Course not found</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>This course does not exist or is no longer available.</Trans>
        </p>
        <Link to="/catalog" className="mt-4 inline-block font-semibold text-blue-700 underline">
          <Trans>Browse the catalogue</Trans>
        </Link>
      </div>
    )
  }

  const course = courseCardFromRow(row, locale)
  const locked = course.isPremium && !hasPremiumAccess({ plan, status })
  const lessonCount = outlineIds.length
  const completed = progress.data?.completedLessonIds ?? []
  const completedCount = outlineIds.filter((lessonId) => completed.includes(lessonId)).length
  const enrolled = progress.data?.enrolled === true
  // The server's percentage (the same rule as lessonProgressPercent, which guesses it while a
  // completion is on its way).
  const percent = progress.data?.progressPercent ?? lessonProgressPercent(0, lessonCount)
  const kindLabels: Record<LessonKind, string> = {
    video: t`Video lesson`,
    practice: t`Practice exercise`,
    quiz: t`Quiz`,
  }

  function complete(lessonId: string) {
    if (completed.includes(lessonId)) return
    setFailure(null)
    completeLesson.mutate(lessonId)
  }
  const failedLesson = failure
    ? outline
        .flatMap((week) => week.lessons.map((lesson) => ({ week: week.week, lesson })))
        .find((item) => item.lesson.id === failure.lessonId)
    : undefined
  const failedLabel = failedLesson ? kindLabels[failedLesson.lesson.kind] : ''
  const failedWeek = failedLesson?.week ?? 0

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <Link to="/catalog" className="text-blue-700 underline">
          <Trans>Catalogue</Trans>
        </Link>
        <span aria-hidden="true" className="mx-2">
          /
        </span>
        <span aria-current="page">{course.title}</span>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_20rem]">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={course.difficulty} />
            {course.isPremium ? (
              <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
                <Trans>Premium</Trans>
              </span>
            ) : (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
                <Trans>Free</Trans>
              </span>
            )}
          </div>
          <h1 className="mt-3 text-3xl font-bold text-slate-900">{course.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{course.description}</p>
          <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">
                <Trans>Instructor</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{course.instructor.name}</dd>
            </div>
            <div>
              <dt className="text-slate-500">
                <Trans>Duration</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">
                <DurationLabel duration={course.duration} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">
                <Trans>Rating</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">
                {i18n.number(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{' '}
                <span aria-hidden="true" className="text-amber-500">
                  ★
                </span>
              </dd>
            </div>
          </dl>
        </div>
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <CourseThumbnail src={course.thumbnail} title={course.title} />
          <div className="p-4">
            <p className="text-sm font-medium text-slate-700">
              <Trans>Your progress</Trans>
            </p>
            {progress.isPending ? (
              <p role="status" className="mt-2 text-sm text-slate-600">
                <Trans>Loading your progress…</Trans>
              </p>
            ) : progress.error ? (
              <LoadErrorAlert
                variant="inline"
                className="mt-2"
                title={<Trans>We could not load your progress.</Trans>}
                message={progress.error.message}
                onRetry={progress.refetch}
              />
            ) : enrolled ? (
              <>
                <div
                  role="progressbar"
                  aria-label={t`Course progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-blue-700"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="mt-2 text-sm font-semibold text-slate-900">
                  <Trans>{percent}% complete</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>
                    {completedCount} of {lessonCount} lessons completed
                  </Trans>
                </p>
                {percent >= 100 ? (
                  <p className="mt-2 text-sm text-emerald-800">
                    <Trans>You completed this course.</Trans>{' '}
                    <Link to="/certificates" className="font-semibold underline">
                      <Trans>See your certificate</Trans>
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p className="mt-2 text-sm text-slate-600">
                  <Trans>Enrol to record your progress and earn a certificate.</Trans>
                </p>
                <button
                  type="button"
                  disabled={locked || enrol.isPending}
                  onClick={() => enrol.mutate()}
                  className="mt-3 w-full rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
                >
                  {enrol.isPending ? (
                    <Trans>Enrolling…</Trans>
                  ) : (
                    <Trans>Enrol in this course</Trans>
                  )}
                </button>
                {enrol.error ? (
                  <p role="alert" className="mt-2 text-sm text-red-800">
                    <Trans>We could not enrol you in this course.</Trans> {enrol.error.message}
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>

      {courseId !== null && userId !== null && enrolled ? (
        <LocalCompletionsNotice userId={userId} courseId={courseId} outlineIds={outlineIds} />
      ) : null}

      {locked ? (
        <div
          role="note"
          className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900"
        >
          <p className="font-semibold">
            <Trans>This is a premium course.</Trans>
          </p>
          <p className="mt-1 text-sm">
            <Trans>
              You are on the free plan. Upgrade to premium to open every lesson of this course, with
              unlimited AI Tutor access and downloadable materials.
            </Trans>
          </p>
          <Link
            to="/pricing"
            className="mt-3 inline-block rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            <Trans>See plans and pricing</Trans>
          </Link>
        </div>
      ) : null}

      <section aria-labelledby="course-outline" className="mt-10">
        <h2 id="course-outline" className="text-2xl font-bold text-slate-900">
          <Trans>Course outline</Trans>
        </h2>
        {failure ? (
          <div
            role="alert"
            className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <p className="font-semibold">
              <Trans>
                {failedLabel}, week {failedWeek} was not saved, so it is shown as not completed.
                Please try again.
              </Trans>
            </p>
            <p className="mt-1">
              <LessonProgressErrorMessage error={failure.error} />
            </p>
          </div>
        ) : null}
        <ol className="mt-4 space-y-4">
          {outline.map((week) => (
            <li key={week.week} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                <Trans>Week {week.week}</Trans>: {i18n._(week.theme)}
              </h3>
              <ul className="mt-3 space-y-2">
                {week.lessons.map((lesson) => {
                  const done = completed.includes(lesson.id)
                  const label = kindLabels[lesson.kind]
                  return (
                    <li
                      key={lesson.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
                    >
                      <span className="text-slate-800">
                        {label}{' '}
                        <span className="text-sm text-slate-500">
                          <Plural value={lesson.xp} other="(+# XP)" />
                        </span>
                      </span>
                      {done ? (
                        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
                          <Icon name="check" className="size-4" />
                          <Trans>Completed</Trans>
                        </span>
                      ) : (
                        <button
                          type="button"
                          disabled={locked || !enrolled}
                          onClick={() => complete(lesson.id)}
                          aria-label={t`Mark lesson complete: ${label}, week ${week.week}`}
                          className="rounded-lg border border-blue-700 px-3 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
                        >
                          <Trans>Mark lesson complete</Trans>
                        </button>
                      )}
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
