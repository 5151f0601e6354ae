import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from './authoring-styles'
import { BilingualField } from './bilingual-field'
import type { CourseDraft, LessonDraft } from './course-draft'
import { useLessonKindLabels } from './lesson-kind-labels'
import { updateLesson } from './outline-writes'
import { QuizBuilder } from './quiz-builder'
import { ReadingLessonEditor } from './reading-lesson-editor'
import { useAuthoringAction } from './use-authoring-action'
import { VideoLessonEditor } from './video-lesson-editor'

/** Props of {@link LessonEditor}. */
export interface LessonEditorProps {
  readonly course: CourseDraft
  readonly lesson: LessonDraft
  readonly onClose: () => void
}

/** The selected lesson: its title and free-preview flag, then its content by kind. */
export function LessonEditor({ course, lesson, onClose }: LessonEditorProps) {
  const { t } = useLingui()
  const kinds = useLessonKindLabels()
  const locale = useLocale()
  const [title, setTitle] = useState({ en: lesson.title_en, ar: lesson.title_ar })
  const [preview, setPreview] = useState(lesson.is_free_preview)
  const { run, busy, feedback } = useAuthoringAction()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(
      () =>
        updateLesson(lesson.id, {
          title_en: title.en.trim(),
          title_ar: title.ar.trim(),
          is_free_preview: preview,
        }),
      t`The lesson was saved.`,
    )
  }

  return (
    <section className={styles.card} aria-labelledby="lesson-editor-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lesson-editor-title" className="text-lg font-semibold text-slate-900">
          <Trans>
            {kinds[lesson.kind]} lesson: {lesson[locale === 'ar' ? 'title_ar' : 'title_en']}
          </Trans>
        </h2>
        <button type="button" className={styles.small} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <form onSubmit={onSubmit} className="mt-4 space-y-3">
        <BilingualField
          id="lesson-title"
          label={<Trans>Lesson title</Trans>}
          value={title}
          onChange={setTitle}
          required
          maxLength={120}
          disabled={busy}
        />
        {course.is_premium ? (
          <label className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={preview}
              disabled={busy}
              onChange={(event) => setPreview(event.target.checked)}
            />
            <Trans>Free preview (learners without Premium may open this lesson)</Trans>
          </label>
        ) : null}
        <button type="submit" className={styles.secondary} disabled={busy}>
          <Trans>Save lesson</Trans>
        </button>
        <ActionFeedbackLine feedback={feedback} />
      </form>
      <div className="mt-6 border-t border-slate-200 pt-5">
        {lesson.kind === 'video' ? (
          <VideoLessonEditor course={course} lesson={lesson} />
        ) : lesson.kind === 'reading' ? (
          <ReadingLessonEditor lesson={lesson} />
        ) : (
          <QuizBuilder lesson={lesson} />
        )}
      </div>
    </section>
  )
}
