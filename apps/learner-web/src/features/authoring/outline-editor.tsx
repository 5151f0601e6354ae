import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useRef } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from './authoring-styles'
import { ChapterBlock } from './chapter-block'
import type { CourseDraft } from './course-draft'
import { NewTitleForm } from './new-title-form'
import { dropChapter, dropLesson, type LessonOrder, moveChapter, moveLesson } from './outline-moves'
import {
  addChapter,
  addLesson,
  deleteChapter,
  deleteLesson,
  renameChapter,
  reorderChapters,
  reorderLessons,
} from './outline-writes'
import { useAuthoringAction } from './use-authoring-action'

/** The place after the last of these items. */
function nextPosition(items: readonly { readonly position: number }[]): number {
  return items.reduce((last, item) => Math.max(last, item.position + 1), 0)
}

/** What is being dragged. */
type Dragged = { readonly kind: 'lesson' | 'chapter'; readonly id: string } | null

/** Props of {@link OutlineEditor}. */
export interface OutlineEditorProps {
  readonly course: CourseDraft
  readonly selectedLessonId: string | null
  readonly onSelectLesson: (lessonId: string | null) => void
}

/**
 * The course's chapters and lessons: add, rename, delete (confirmed), and reorder by dragging
 * or with the ↑ ↓ buttons (the keyboard way; lessons move across chapters at the edges).
 */
export function OutlineEditor({ course, selectedLessonId, onSelectLesson }: OutlineEditorProps) {
  const { t } = useLingui()
  const { run, busy, feedback } = useAuthoringAction()
  const dragged = useRef<Dragged>(null)
  const chapters = course.chapters
  const slugs = new Set(chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.slug)))

  function applyLessonOrder(order: LessonOrder | null) {
    if (order === null) return
    void run(() => reorderLessons(order.chapterId, order.lessonIds), t`The lesson was moved.`)
  }
  function applyChapterOrder(ids: string[] | null) {
    if (ids === null) return
    void run(() => reorderChapters(course.id, ids), t`The chapter was moved.`)
  }
  function startDrag(kind: 'lesson' | 'chapter', id: string, event: DragEvent) {
    event.stopPropagation()
    dragged.current = { kind, id }
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', id)
  }
  function drop(chapterId: string, beforeLessonId: string | null, event: DragEvent) {
    event.preventDefault()
    const item = dragged.current
    dragged.current = null
    if (item?.kind === 'lesson')
      applyLessonOrder(dropLesson(chapters, item.id, chapterId, beforeLessonId))
    if (item?.kind === 'chapter') applyChapterOrder(dropChapter(chapters, item.id, chapterId))
  }

  return (
    <section className={styles.card} aria-labelledby="outline-title">
      <h2 id="outline-title" className="text-lg font-semibold text-slate-900">
        <Trans>Outline</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Drag chapters and lessons to reorder them, or use the ↑ and ↓ buttons. Choose Edit to
          write a lesson's content.
        </Trans>
      </p>
      <ActionFeedbackLine feedback={feedback} />
      <div className="mt-4 space-y-4">
        {chapters.map((chapter, index) => (
          <ChapterBlock
            key={chapter.id}
            chapter={chapter}
            index={index}
            count={chapters.length}
            selectedLessonId={selectedLessonId}
            busy={busy}
            actions={{
              rename: (title) =>
                run(
                  () => renameChapter(chapter.id, { title_en: title.en, title_ar: title.ar }),
                  t`The chapter was renamed.`,
                ),
              move: (step) => applyChapterOrder(moveChapter(chapters, chapter.id, step)),
              remove: () => {
                if (chapter.lessons.some((lesson) => lesson.id === selectedLessonId))
                  onSelectLesson(null)
                void run(() => deleteChapter(chapter.id), t`The chapter was deleted.`)
              },
              addLesson: (kind, title) =>
                run(async () => {
                  const id = await addLesson(
                    course.id,
                    chapter.id,
                    { kind, title_en: title.en, title_ar: title.ar },
                    nextPosition(chapter.lessons),
                    slugs,
                  )
                  onSelectLesson(id)
                }, t`The lesson was added.`),
              selectLesson: (lessonId) => onSelectLesson(lessonId),
              moveLesson: (lessonId, step) =>
                applyLessonOrder(moveLesson(chapters, lessonId, step)),
              deleteLesson: (lessonId) => {
                if (lessonId === selectedLessonId) onSelectLesson(null)
                void run(() => deleteLesson(lessonId), t`The lesson was deleted.`)
              },
              dragLesson: (lessonId, event) => startDrag('lesson', lessonId, event),
              dragChapter: (event) => startDrag('chapter', chapter.id, event),
              drop: (beforeLessonId, event) => drop(chapter.id, beforeLessonId, event),
            }}
          />
        ))}
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <NewTitleForm
          id="new-chapter"
          label={<Trans>New chapter</Trans>}
          submitLabel={<Trans>Add chapter</Trans>}
          disabled={busy}
          onSubmit={(title) =>
            run(
              () =>
                addChapter(
                  course.id,
                  { title_en: title.en, title_ar: title.ar },
                  nextPosition(chapters),
                ),
              t`The chapter was added.`,
            )
          }
        />
      </div>
    </section>
  )
}
