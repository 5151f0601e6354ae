import { Trans, useLingui } from '@lingui/react/macro'
import type { CourseCard } from '@splendid/domain'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CourseThumbnail } from '../../ui/course-thumbnail'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { ProgressBar } from '../../ui/progress-bar'
import type { LessonProgressError } from './lesson-progress-error'
import { useLessonProgressErrorText } from './lesson-progress-error-message'
import type { CourseProgress } from './lesson-progress-queries'
import { PremiumLessonGate } from './premium-lesson-gate'

/** Props of {@link CourseProgressCard}. */
export interface CourseProgressCardProps {
  readonly course: CourseCard
  readonly signedIn: boolean
  readonly progress: UseQueryResult<CourseProgress, LessonProgressError>
  readonly lessonCount: number
  readonly enrol: UseMutationResult<void, LessonProgressError, void>
  /** A premium course the learner's plan does not open (the database refuses the enrolment). */
  readonly premiumLocked: boolean
}

/**
 * The course's cover with the learner's progress (bar, percent, lessons done, the certificate
 * once complete) or the enrol button; a premium course the learner cannot open shows the way to
 * the plans instead (and so does the database's refusal, `course_premium_only`).
 */
export function CourseProgressCard(props: CourseProgressCardProps) {
  const { course, signedIn, progress, lessonCount, enrol, premiumLocked } = props
  const { t } = useLingui()
  const errorText = useLessonProgressErrorText()
  const data = progress.data
  const percent = data?.progressPercent ?? 0
  const completedCount = data?.completedLessonIds.length ?? 0
  const refusedAsPremium = enrol.error?.code === 'course_premium_only'

  let body: React.ReactNode
  if (!signedIn) {
    body = null
  } else if (progress.isPending) {
    body = (
      <p role="status" className="mt-2 text-sm text-slate-600">
        <Trans>Loading your progress…</Trans>
      </p>
    )
  } else if (progress.error) {
    body = (
      <LoadErrorAlert
        variant="inline"
        className="mt-2"
        title={<Trans>We could not load your progress.</Trans>}
        message={errorText(progress.error)}
        onRetry={progress.refetch}
      />
    )
  } else if (data?.enrolled) {
    body = (
      <>
        <ProgressBar
          label={t`Course progress`}
          percent={percent}
          className="mt-2 h-2.5 bg-slate-200"
          fillClassName="bg-blue-700"
        />
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
    )
  } else if (premiumLocked || refusedAsPremium) {
    body = (
      <div className="mt-2">
        <PremiumLessonGate reason="enrol" />
      </div>
    )
  } else {
    body = (
      <>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Enrol to record your progress and earn a certificate.</Trans>
        </p>
        <button
          type="button"
          disabled={enrol.isPending}
          onClick={() => enrol.mutate()}
          className="mt-3 min-h-11 w-full rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {enrol.isPending ? <Trans>Enrolling…</Trans> : <Trans>Enrol in this course</Trans>}
        </button>
        {enrol.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            <Trans>We could not enrol you in this course.</Trans> {errorText(enrol.error)}
          </p>
        ) : null}
      </>
    )
  }

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <CourseThumbnail
        src={course.thumbnail}
        srcSet={course.thumbnailSrcSet}
        // The course page's side column is 20 rem from md up; below, the card is full width.
        sizes="(min-width: 768px) 320px, 100vw"
        title={course.title}
      />
      <div className="p-4">
        <p className="text-sm font-medium text-slate-700">
          <Trans>Your progress</Trans>
        </p>
        {body}
      </div>
    </div>
  )
}
