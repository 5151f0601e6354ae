import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { useAuthoredCourses } from '../authoring/authoring-queries'
import { styles } from '../authoring/authoring-styles'
import { useCourseAssignments, useGradingQueue } from './homework-grading'
import { NewAssignmentForm } from './new-assignment-form'
import { SubmissionCard } from './submission-card'
import { TeacherOnly } from './teacher-only'
import { TeachingNav } from './teaching-nav'

type QueueFilter = 'to-grade' | 'late' | 'graded'

function CourseHomework({ courseId }: { readonly courseId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const assignments = useCourseAssignments(courseId)
  const queue = useGradingQueue(courseId)
  const [filter, setFilter] = useState<QueueFilter>('to-grade')
  const [released, setReleased] = useState<string | null>(null)
  const answers = queue.data ?? []
  const groups: Record<QueueFilter, typeof answers> = {
    'to-grade': answers.filter((answer) => answer.status === 'submitted'),
    late: answers.filter((answer) => answer.status === 'submitted' && answer.late),
    graded: answers.filter((answer) => answer.status === 'graded'),
  }
  const labels: Record<QueueFilter, string> = {
    'to-grade': t`To grade`,
    late: t`Late`,
    graded: t`Graded`,
  }
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="set-homework-title" className={styles.card}>
        <h2 id="set-homework-title" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Set homework</Trans>
        </h2>
        <NewAssignmentForm courseId={courseId} />
      </section>
      <section aria-labelledby="assignments-title" className={styles.card}>
        <h2 id="assignments-title" className="text-lg font-semibold text-slate-900">
          <Trans>Homework of this course</Trans>
        </h2>
        {assignments.error ? (
          <LoadErrorAlert
            variant="inline"
            title={<Trans>We could not load the homework.</Trans>}
            message={assignments.error.message}
            onRetry={assignments.refetch}
          />
        ) : (assignments.data ?? []).length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>No homework set yet.</Trans>
          </p>
        ) : (
          <ul className="mt-3 space-y-1">
            {(assignments.data ?? []).map((assignment) => {
              const due = formatDate(new Date(assignment.due_at), locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })
              const title = locale === 'ar' ? assignment.title_ar : assignment.title_en
              return (
                <li key={assignment.id} className="text-slate-900">
                  {title} · <Trans>due {due}</Trans>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="text-xl font-semibold text-slate-900">
          <Trans>Grading queue</Trans>
        </h2>
        <p role="status" className="mt-2 text-sm text-green-800">
          {released}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['to-grade', 'late', 'graded'] as const).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
              className={`min-h-11 rounded-lg px-4 font-semibold ${filter === key ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-800'}`}
            >
              {labels[key]} ({groups[key].length})
            </button>
          ))}
        </div>
        {queue.error ? (
          <LoadErrorAlert
            className="mt-4"
            title={<Trans>We could not load the answers.</Trans>}
            message={queue.error.message}
            onRetry={queue.refetch}
          />
        ) : queue.isPending ? (
          <p role="status" className="mt-4 text-slate-600">
            <Trans>Loading the answers…</Trans>
          </p>
        ) : groups[filter].length === 0 ? (
          <p className="mt-4 text-slate-700">
            <Trans>Nothing here.</Trans>
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {groups[filter].map((answer) => (
              <SubmissionCard
                key={`${answer.assignmentId}-${answer.userId}`}
                answer={answer}
                onReleased={setReleased}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** Homework for teachers (/teach/homework): set it per course, and grade the answers. */
export function HomeworkGradingPage() {
  const { user } = useAuth()
  const locale = useLocale()
  const courses = useAuthoredCourses(user?.id ?? null, user !== null)
  const [params, setParams] = useSearchParams()
  const list = courses.data ?? []
  const courseId = params.get('course') ?? list[0]?.id ?? null
  return (
    <TeacherOnly>
      <PageContainer>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Homework</Trans>
        </h1>
        <TeachingNav />
        {courses.error ? (
          <LoadErrorAlert
            className="mt-6"
            title={<Trans>We could not load the courses.</Trans>}
            message={courses.error.message}
            onRetry={courses.refetch}
          />
        ) : courses.isPending ? (
          <p role="status" className="mt-6 text-slate-600">
            <Trans>Loading courses…</Trans>
          </p>
        ) : list.length === 0 ? (
          <p className="mt-6 text-slate-700">
            <Trans>
              Homework belongs to a course: create your first course, then set its homework here.
            </Trans>
          </p>
        ) : (
          <>
            <div className="mt-6 max-w-md">
              <label htmlFor="homework-course" className={styles.label}>
                <Trans>Course</Trans>
              </label>
              <select
                id="homework-course"
                className={styles.input}
                value={courseId ?? ''}
                onChange={(event) => setParams({ course: event.target.value })}
              >
                {list.map((course) => (
                  <option key={course.id} value={course.id}>
                    {locale === 'ar' ? course.title_ar : course.title_en}
                  </option>
                ))}
              </select>
            </div>
            {courseId ? <CourseHomework key={courseId} courseId={courseId} /> : null}
          </>
        )}
      </PageContainer>
    </TeacherOnly>
  )
}
