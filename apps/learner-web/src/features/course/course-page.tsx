import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { rememberLastCourse } from '../../lib/remember-last-course'
import { useCourse } from '../../lib/use-courses'
import { useLocale } from '../../lib/use-locale'
import { DifficultyBadge } from '../../ui/difficulty-badge'
import { DurationLabel } from '../../ui/duration-label'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { AiTutorPanel } from '../ai-tutor/ai-tutor-panel'
import { useAuth } from '../auth/use-auth'
import { useGamification } from '../progress/use-gamification'
import { hasPremiumAccess, useSubscriptionStore } from '../subscription/subscription-store'
import { CourseOutlineList } from './course-outline-list'
import { useCourseOutline } from './course-outline-queries'
import { CourseProgressCard } from './course-progress-card'
import { useEnrolInCourse, useLessonActions } from './lesson-actions'
import { LessonArea } from './lesson-area'
import { PremiumBadge } from './lesson-labels'
import { useLessonProgressErrorText } from './lesson-progress-error-message'
import { useCourseProgress } from './lesson-progress-queries'
import {
  isLessonOpen,
  lessonStates,
  neighbours,
  outlineLessons,
  selectedLesson,
} from './lesson-states'

/**
 * A single course (/course/:id, `?lesson=<id>` selects a lesson): details, progress and
 * enrolment, the outline (chapters → lessons, done / up next / locked) and the selected lesson.
 * Progress is the server's: watch segments, "Mark as read" and quiz attempts go through the
 * database's rules, and a lesson's xp is awarded only when the server says it was newly
 * completed.
 */
export function CoursePage() {
  const { id = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const { refresh } = useGamification()
  const plan = useSubscriptionStore((state) => state.plan)
  const status = useSubscriptionStore((state) => state.status)
  const errorText = useLessonProgressErrorText()
  const { data: row, isPending, error } = useCourse(id)
  const userId = user?.id ?? null
  const courseId = row?.id ?? null
  const outline = useCourseOutline(courseId)
  const lessons = useMemo(() => outlineLessons(outline.data ?? []), [outline.data])
  const lessonIds = useMemo(
    () => (outline.data ? lessons.map((lesson) => lesson.id) : undefined),
    [outline.data, lessons],
  )
  const progress = useCourseProgress(userId, courseId, lessonIds)
  const enrol = useEnrolInCourse(userId, courseId)
  // The database awarded the xp with the completion: read it back and celebrate.
  const actions = useLessonActions(userId, courseId, () => void refresh())

  useEffect(() => {
    if (row) rememberLastCourse(row.id)
  }, [row])

  const premiumAccess = hasPremiumAccess({ plan, status })
  const coursePremium = row ? courseCardFromRow(row, locale).isPremium : false
  const states = lessonStates(lessons, new Set(progress.data?.completedLessonIds ?? []), (lesson) =>
    isLessonOpen(lesson, coursePremium, premiumAccess),
  )
  // The lesson shown by default (the one up next) is pinned once the learner's progress is known,
  // so that it stays put when that progress moves on, and goes into the URL to be shared.
  const [pinned, setPinned] = useState<{ readonly course: string; readonly lesson: string }>()
  const requested =
    searchParams.get('lesson') ?? (pinned?.course === courseId ? pinned.lesson : null)
  const shownId = selectedLesson(lessons, requested, states)?.id
  const settled = outline.data !== undefined && (userId === null || !progress.isPending)
  useEffect(() => {
    if (requested === null && settled && shownId !== undefined && courseId !== null) {
      setPinned({ course: courseId, lesson: shownId })
      setSearchParams({ lesson: shownId }, { replace: true })
    }
  }, [requested, settled, shownId, courseId, setSearchParams])

  if (isPending) {
    return (
      <PageContainer role="status" aria-label={t`Loading course…`} className="animate-pulse">
        <div className="h-8 w-2/3 rounded bg-slate-200" />
        <div className="mt-6 aspect-video max-w-xl rounded-xl bg-slate-200" />
      </PageContainer>
    )
  }
  if (error) {
    return (
      <PageContainer>
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">
            <Trans>We could not load this course.</Trans>
          </p>
          <p className="mt-1 text-sm">{error.message}</p>
        </div>
      </PageContainer>
    )
  }
  if (!row) {
    return (
      <PageContainer>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Course not found</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>This course does not exist or is no longer available.</Trans>
        </p>
        <Link to="/catalog" className="mt-4 inline-block font-semibold text-blue-700 underline">
          <Trans>Browse the catalogue</Trans>
        </Link>
      </PageContainer>
    )
  }

  const course = courseCardFromRow(row, locale)
  const selected = lessons.find((lesson) => lesson.id === shownId)
  const around = selected ? neighbours(lessons, selected.id) : {}

  return (
    <PageContainer>
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
              <PremiumBadge />
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
        <CourseProgressCard
          course={course}
          signedIn={userId !== null}
          progress={progress}
          lessonCount={lessons.length}
          enrol={enrol}
          premiumLocked={course.isPremium && !premiumAccess}
        />
      </div>

      {outline.error ? (
        <LoadErrorAlert
          className="mt-8"
          title={<Trans>We could not load the lessons of this course.</Trans>}
          message={errorText(outline.error)}
          onRetry={outline.refetch}
        />
      ) : null}

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {selected ? (
            <LessonArea
              lesson={selected}
              state={states.get(selected.id) ?? 'todo'}
              userId={userId}
              progress={progress.data}
              progressPending={userId !== null && progress.isPending}
              actions={actions}
              previous={around.previous}
              next={around.next}
            />
          ) : null}
          {userId !== null && courseId !== null ? (
            // Grounded on the course and the lesson in view (spec §2's panel).
            <AiTutorPanel userId={userId} courseId={courseId} lessonId={selected?.id ?? null} />
          ) : null}
        </div>
        <section aria-labelledby="course-outline">
          <h2 id="course-outline" className="text-xl font-bold text-slate-900">
            <Trans>Course outline</Trans>
          </h2>
          {outline.isPending ? (
            <p role="status" className="mt-4 text-sm text-slate-600">
              <Trans>Loading the lessons…</Trans>
            </p>
          ) : outline.data ? (
            <CourseOutlineList chapters={outline.data} states={states} selectedId={selected?.id} />
          ) : null}
        </section>
      </div>
    </PageContainer>
  )
}
