import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useCourseDraft } from './authoring-queries'
import { styles } from './authoring-styles'
import { ConfirmButton } from './confirm-button'
import { CourseDetailsForm } from './course-details-form'
import { deleteCourse } from './course-writes'
import { CoverUpload } from './cover-upload'
import { LessonEditor } from './lesson-editor'
import { OutlineEditor } from './outline-editor'
import { PublishPanel } from './publish-panel'
import { useAuthoringAction } from './use-authoring-action'

/** Props of {@link CourseEditor}. */
export interface CourseEditorProps {
  readonly courseId: string
  /** Called after the course was deleted. */
  readonly onDeleted: () => void
  /** More sections about the course, shown once it has loaded (before "Delete the course"). */
  readonly children?: ReactNode
}

/**
 * Everything an author edits on one course — details, cover, outline, the selected lesson's
 * content, publishing — for teachers on their own courses and admins on all of them. The
 * selected lesson is in the address (`?lesson=<id>`), so a reload or a shared link keeps it.
 */
export function CourseEditor({ courseId, onDeleted, children }: CourseEditorProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const draft = useCourseDraft(courseId)
  const [params, setParams] = useSearchParams()
  const { run, busy, feedback } = useAuthoringAction()
  const selectedLessonId = params.get('lesson')

  function selectLesson(lessonId: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (lessonId === null) next.delete('lesson')
        else next.set('lesson', lessonId)
        return next
      },
      { replace: true },
    )
    if (lessonId !== null) {
      requestAnimationFrame(() =>
        document.getElementById('lesson-editor-title')?.scrollIntoView({ block: 'start' }),
      )
    }
  }

  if (draft.error) {
    return (
      <LoadErrorAlert
        className="mt-6"
        title={<Trans>We could not load the course.</Trans>}
        message={draft.error.message}
        onRetry={draft.refetch}
      />
    )
  }
  if (draft.isPending) {
    return (
      <p role="status" className="mt-6 text-slate-600">
        <Trans>Loading the course…</Trans>
      </p>
    )
  }
  const course = draft.data
  if (course === null) {
    return (
      <p role="alert" className="mt-6 text-slate-800">
        <Trans>This course does not exist, or you cannot edit it.</Trans>
      </p>
    )
  }
  const lesson =
    course.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((item) => item.id === selectedLessonId) ?? null
  const title = locale === 'ar' ? course.title_ar : course.title_en

  return (
    <div className="mt-6 space-y-6">
      <PublishPanel course={course} onSelectLesson={selectLesson} />
      <CourseDetailsForm key={`details-${course.id}`} course={course} />
      <CoverUpload course={course} />
      <OutlineEditor
        course={course}
        selectedLessonId={lesson?.id ?? null}
        onSelectLesson={selectLesson}
      />
      {lesson ? (
        <LessonEditor
          key={lesson.id}
          course={course}
          lesson={lesson}
          onClose={() => selectLesson(null)}
        />
      ) : null}
      {children}
      <section className={styles.card} aria-labelledby="danger-title">
        <h2 id="danger-title" className="text-lg font-semibold text-slate-900">
          <Trans>Delete the course</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Deleting removes the course, its lessons and its files for good. A course that learners
            follow cannot be deleted: unpublish it instead.
          </Trans>
        </p>
        <div className="mt-3">
          <ConfirmButton
            label={<Trans>Delete course</Trans>}
            question={
              <Trans>Delete “{title}” with all its lessons and files? This cannot be undone.</Trans>
            }
            confirmLabel={<Trans>Delete course</Trans>}
            disabled={busy}
            onConfirm={() =>
              void run(async () => {
                await deleteCourse(course.id, course.slug)
                onDeleted()
              }, t`The course was deleted.`)
            }
          />
        </div>
        <ActionFeedbackLine feedback={feedback} />
      </section>
    </div>
  )
}
