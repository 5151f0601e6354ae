import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { useGamification } from '../gamification/use-gamification'
import { CourseThumbnail } from '../site/course-thumbnail'
import { DifficultyBadge } from '../site/difficulty-badge'
import { DurationLabel } from '../site/duration-label'
import { hasPremiumAccess, useSubscriptionStore } from '../subscription/subscription-store'
import { readCompletedLessons, writeCompletedLessons } from './completed-lessons'
import { courseOutline, type LessonKind } from './course-outline'
import { courseCardFromRow } from './course-row'
import { Icon } from './icon'
import { rememberLastCourse } from './remember-last-course'
import { useCourse } from './use-courses'
import { useLocale } from './use-locale'

/** A single course (/course/:id): details, weekly outline, premium gate, lesson completion. */
export function CoursePage() {
  const { id = '' } = useParams()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const { addXp } = useGamification()
  const plan = useSubscriptionStore((state) => state.plan)
  const status = useSubscriptionStore((state) => state.status)
  const { data: row, isPending, error } = useCourse(id)
  const userId = user?.id ?? 'anonymous'
  const courseKey = row?.id ?? id
  const [completed, setCompleted] = useState<string[]>([])

  useEffect(() => {
    setCompleted(readCompletedLessons(userId, courseKey))
  }, [userId, courseKey])

  useEffect(() => {
    if (row) rememberLastCourse(row.id)
  }, [row])

  const outline = useMemo(
    () => (row ? courseOutline(courseCardFromRow(row, locale).difficulty, row.duration) : []),
    [row, locale],
  )

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
  const lessonCount = outline.reduce((sum, week) => sum + week.lessons.length, 0)
  const percent = lessonCount === 0 ? 0 : Math.round((completed.length / lessonCount) * 100)
  const kindLabels: Record<LessonKind, string> = {
    video: t`Video lesson`,
    practice: t`Practice exercise`,
    quiz: t`Quiz`,
  }

  function complete(lessonId: string, xp: number) {
    if (completed.includes(lessonId)) return
    const next = [...completed, lessonId]
    setCompleted(next)
    writeCompletedLessons(userId, courseKey, next)
    addXp(xp)
  }

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
            <div
              role="progressbar"
              aria-label={t`Course progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-blue-700" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-600">
              <Trans>
                {completed.length} of {lessonCount} lessons completed
              </Trans>
            </p>
          </div>
        </div>
      </div>

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
                          disabled={locked}
                          onClick={() => complete(lesson.id, lesson.xp)}
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
