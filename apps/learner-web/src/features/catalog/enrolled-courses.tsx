import { Trans, useLingui } from '@lingui/react/macro'
import { coursePath } from '@splendid/domain'
import { Link } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { useLocale } from '../../lib/use-locale'
import { CourseGridSkeleton } from '../../ui/course-grid-skeleton'
import { CourseThumbnail } from '../../ui/course-thumbnail'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { ProgressBar } from '../../ui/progress-bar'
import { type EnrolledCourse, useEnrolledCourses } from './catalog-queries'

// The grid below: one column, then 2, 3 and 4 from Tailwind's sm, lg and xl breakpoints.
const ENROLLED_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

const buttonClass =
  'inline-flex min-h-11 items-center rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800'

function EnrolledCourseItem({ enrolled }: { enrolled: EnrolledCourse }) {
  const { t } = useLingui()
  const locale = useLocale()
  const course = courseCardFromRow(enrolled.course, locale)
  const percent = Math.max(0, Math.min(100, Math.round(enrolled.progressPercent)))
  const title = course.title
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <CourseThumbnail
          src={course.thumbnail}
          srcSet={course.thumbnailSrcSet}
          sizes={ENROLLED_IMAGE_SIZES}
          title={course.title}
        />
        <div className="flex flex-1 flex-col p-4">
          <h3 className="line-clamp-2 text-lg font-bold text-slate-900">{course.title}</h3>
          <ProgressBar
            label={t`Progress in ${title}`}
            percent={percent}
            className="mt-3 h-2.5 bg-slate-200"
            fillClassName="bg-blue-700"
          />
          <p className="mt-2 text-sm font-semibold text-slate-900">
            <Trans>{percent}% complete</Trans>
          </p>
          <div className="mt-auto pt-4">
            <Link to={coursePath(course.id)} className={buttonClass}>
              {percent >= 100 ? <Trans>Review course</Trans> : <Trans>Continue learning</Trans>}
            </Link>
          </div>
        </div>
      </article>
    </li>
  )
}

/** The signed-in learner's courses ("My courses"), latest enrolment first, with progress. */
export function EnrolledCourses({ userId, browseLink }: { userId: string; browseLink: string }) {
  const { data, isPending, error, refetch } = useEnrolledCourses(userId)
  if (isPending) return <CourseGridSkeleton />
  if (error) {
    return (
      <LoadErrorAlert
        title={<Trans>We could not load your courses.</Trans>}
        message={error.message}
        onRetry={refetch}
      />
    )
  }
  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-lg font-semibold text-slate-900">
          <Trans>You have not enrolled in a course yet.</Trans>
        </p>
        <p className="mt-1 text-slate-600">
          <Trans>Pick a course from the catalogue to start learning.</Trans>
        </p>
        <Link to={browseLink} className={`${buttonClass} mt-4`}>
          <Trans>Browse courses</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {data.map((enrolled) => (
        <EnrolledCourseItem key={enrolled.course.id} enrolled={enrolled} />
      ))}
    </ul>
  )
}
