import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { styles } from './authoring-styles'
import { ConfirmButton } from './confirm-button'
import type { ChapterDraft, LessonKind } from './course-draft'
import { useLessonKindLabels } from './lesson-kind-labels'
import { LessonRow } from './lesson-row'
import { NewTitleForm } from './new-title-form'

/** What a chapter block asks its outline to do. */
export interface ChapterActions {
  readonly rename: (title: { en: string; ar: string }) => Promise<boolean>
  readonly move: (step: -1 | 1) => void
  readonly remove: () => void
  readonly addLesson: (kind: LessonKind, title: { en: string; ar: string }) => Promise<boolean>
  readonly selectLesson: (lessonId: string) => void
  readonly moveLesson: (lessonId: string, step: -1 | 1) => void
  readonly deleteLesson: (lessonId: string) => void
  readonly dragLesson: (lessonId: string, event: DragEvent) => void
  readonly dragChapter: (event: DragEvent) => void
  /** Something was dropped on a lesson (`beforeLessonId`) or on the chapter's end (`null`). */
  readonly drop: (beforeLessonId: string | null, event: DragEvent) => void
}

/** Props of {@link ChapterBlock}. */
export interface ChapterBlockProps {
  readonly chapter: ChapterDraft
  readonly index: number
  readonly count: number
  readonly selectedLessonId: string | null
  readonly busy: boolean
  readonly actions: ChapterActions
}

/** A chapter of the outline: rename, move, delete; its lessons; a form to add one. */
export function ChapterBlock(props: ChapterBlockProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const kinds = useLessonKindLabels()
  const { chapter, index, actions } = props
  const [renaming, setRenaming] = useState(false)
  const [kind, setKind] = useState<LessonKind>('video')
  const number = index + 1
  const title = locale === 'ar' ? chapter.title_ar : chapter.title_en
  const lessonCount = chapter.lessons.length
  return (
    <section
      aria-labelledby={`chapter-${chapter.id}`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => actions.drop(null, event)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3
          id={`chapter-${chapter.id}`}
          draggable={!props.busy}
          onDragStart={actions.dragChapter}
          className="min-w-0 flex-1 cursor-grab font-semibold text-slate-900"
        >
          <Trans>
            Chapter {number}: {title}
          </Trans>
        </h3>
        <button
          type="button"
          className={styles.small}
          aria-expanded={renaming}
          onClick={() => setRenaming(!renaming)}
        >
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          className={styles.small}
          aria-label={t`Move chapter ${number} up`}
          disabled={props.busy || index === 0}
          onClick={() => actions.move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.small}
          aria-label={t`Move chapter ${number} down`}
          disabled={props.busy || index === props.count - 1}
          onClick={() => actions.move(1)}
        >
          ↓
        </button>
        <ConfirmButton
          label={<Trans>Delete</Trans>}
          ariaLabel={t`Delete chapter ${number}: ${title}`}
          question={
            <Trans>
              Delete the chapter “{title}” and its {lessonCount} lessons? This cannot be undone.
            </Trans>
          }
          confirmLabel={<Trans>Delete chapter</Trans>}
          disabled={props.busy}
          onConfirm={actions.remove}
        />
      </div>
      {renaming ? (
        <div className="mt-3">
          <NewTitleForm
            id={`rename-${chapter.id}`}
            label={<Trans>Chapter title</Trans>}
            submitLabel={<Trans>Save title</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            initial={{ en: chapter.title_en, ar: chapter.title_ar }}
            disabled={props.busy}
            onCancel={() => setRenaming(false)}
            onSubmit={async (value) => {
              const saved = await actions.rename(value)
              if (saved) setRenaming(false)
              return saved
            }}
          />
        </div>
      ) : null}
      {lessonCount === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>No lessons yet. Add one below, or drag a lesson here.</Trans>
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {chapter.lessons.map((lesson, lessonIndex) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              number={`${number}.${lessonIndex + 1}`}
              selected={lesson.id === props.selectedLessonId}
              busy={props.busy}
              canMoveUp={lessonIndex > 0 || index > 0}
              canMoveDown={lessonIndex < lessonCount - 1 || index < props.count - 1}
              onSelect={() => actions.selectLesson(lesson.id)}
              onMove={(step) => actions.moveLesson(lesson.id, step)}
              onDelete={() => actions.deleteLesson(lesson.id)}
              onDragStart={(event) => actions.dragLesson(lesson.id, event)}
              onDrop={(event) => {
                event.stopPropagation()
                actions.drop(lesson.id, event)
              }}
            />
          ))}
        </ol>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-blue-800">
          <Trans>Add a lesson to chapter {number}</Trans>
        </summary>
        <div className="mt-3">
          <NewTitleForm
            id={`new-lesson-${chapter.id}`}
            label={<Trans>Lesson title</Trans>}
            submitLabel={<Trans>Add lesson</Trans>}
            disabled={props.busy}
            onSubmit={(value) => actions.addLesson(kind, value)}
          >
            <div>
              <label htmlFor={`new-lesson-kind-${chapter.id}`} className={styles.label}>
                <Trans>Kind of lesson</Trans>
              </label>
              <select
                id={`new-lesson-kind-${chapter.id}`}
                className={`${styles.input} max-w-xs`}
                value={kind}
                onChange={(event) => {
                  const next = (['video', 'reading', 'quiz'] as const).find(
                    (item) => item === event.target.value,
                  )
                  if (next) setKind(next)
                }}
              >
                <option value="video">{kinds.video}</option>
                <option value="reading">{kinds.reading}</option>
                <option value="quiz">{kinds.quiz}</option>
              </select>
            </div>
          </NewTitleForm>
        </div>
      </details>
    </section>
  )
}
