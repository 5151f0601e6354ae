import { Plural, Trans } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuthoredCourses } from './authoring-queries'

/** Props of {@link AuthoredCourseList}. */
export interface AuthoredCourseListProps {
  /** Whose courses: an owner's, or every course (`null`, admins). */
  readonly ownerId: string | null
  /** The editor's address for a course. */
  readonly editPath: (courseId: string) => string
  /** The course being edited, marked in the list. */
  readonly currentId?: string | null
}

/** The courses an author edits: title, draft or published, lessons, last change, and Edit. */
export function AuthoredCourseList({
  ownerId,
  editPath,
  currentId = null,
}: AuthoredCourseListProps) {
  const locale = useLocale()
  const courses = useAuthoredCourses(ownerId)
  if (courses.error) {
    return (
      <LoadErrorAlert
        title={<Trans>We could not load the courses.</Trans>}
        message={courses.error.message}
        onRetry={courses.refetch}
      />
    )
  }
  if (courses.isPending) {
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading courses…</Trans>
      </p>
    )
  }
  if (courses.data.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No courses yet. Create your first one below.</Trans>
      </p>
    )
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {courses.data.map((course) => {
        const title = locale === 'ar' ? course.title_ar : course.title_en
        const changed = course.updated_at
          ? formatDate(new Date(course.updated_at), locale, { dateStyle: 'medium' })
          : ''
        return (
          <li key={course.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <Link
                to={editPath(course.id)}
                aria-current={course.id === currentId ? 'page' : undefined}
                className="font-semibold text-blue-800 underline-offset-2 hover:underline"
              >
                {title}
              </Link>
              <p className="text-sm text-slate-600">
                <Plural value={course.lessonCount} one="# lesson" other="# lessons" /> ·{' '}
                <Trans>changed {changed}</Trans>
              </p>
            </div>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                course.is_published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
              }`}
            >
              {course.is_published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
