import { Trans, useLingui } from '@lingui/react/macro'
import { coursePath } from '@splendid/domain'
import { Link } from 'react-router'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { usePublishProblems } from './authoring-queries'
import { styles } from './authoring-styles'
import type { CourseDraft } from './course-draft'
import { setCoursePublished } from './course-writes'
import { usePublishProblemText } from './publish-problem-text'
import { useAuthoringAction } from './use-authoring-action'

/** Props of {@link PublishPanel}. */
export interface PublishPanelProps {
  readonly course: CourseDraft
  readonly onSelectLesson: (lessonId: string) => void
}

/**
 * Draft or published, and the way to change it: the checklist of what is still missing (the
 * database's own check, in outline order, each lesson one click away) and Publish / Unpublish.
 */
export function PublishPanel({ course, onSelectLesson }: PublishPanelProps) {
  const { t } = useLingui()
  const problems = usePublishProblems(course.id)
  const describe = usePublishProblemText(course)
  const { run, busy, feedback } = useAuthoringAction()
  const list = problems.data ?? []
  const ready = problems.isSuccess && list.length === 0

  return (
    <section className={styles.card} aria-labelledby="publish-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publish-title" className="text-lg font-semibold text-slate-900">
          <Trans>Publishing</Trans>
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            course.is_published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {course.is_published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {course.is_published ? (
          <Trans>Learners find this course in the catalogue.</Trans>
        ) : (
          <Trans>
            Only you and the admins see this draft. Learners see it once it is published.
          </Trans>
        )}
      </p>
      {problems.error ? (
        <LoadErrorAlert
          variant="inline"
          className="mt-3"
          title={<Trans>We could not check the course.</Trans>}
          message={problems.error.message}
          onRetry={problems.refetch}
        />
      ) : list.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Before publishing, complete:</Trans>
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {list.map((problem) => (
              <li
                key={`${problem.code}-${problem.lang}-${problem.chapterId}-${problem.lessonId}`}
                className="flex flex-wrap items-center gap-2"
              >
                <span>{describe(problem)}</span>
                {problem.lessonId !== null ? (
                  <button
                    type="button"
                    className="text-blue-800 underline"
                    onClick={() => problem.lessonId && onSelectLesson(problem.lessonId)}
                  >
                    <Trans>Open the lesson</Trans>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {course.is_published ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() =>
              void run(() => setCoursePublished(course.id, false), t`The course is a draft again.`)
            }
          >
            <Trans>Unpublish</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={busy || !ready}
            onClick={() =>
              void run(() => setCoursePublished(course.id, true), t`The course is published.`)
            }
          >
            <Trans>Publish</Trans>
          </button>
        )}
        <Link to={coursePath(course.id)} className={styles.secondary}>
          <Trans>Open as a learner</Trans>
        </Link>
      </div>
      <ActionFeedbackLine feedback={feedback} />
    </section>
  )
}
