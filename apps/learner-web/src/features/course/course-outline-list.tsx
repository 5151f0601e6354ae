import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { KIND_ICONS, LessonDuration, STATE_ICONS, useLessonLabels } from './lesson-labels'
import type { LessonState, OutlineChapter } from './lesson-states'

/** Props of {@link CourseOutlineList}. */
export interface CourseOutlineListProps {
  readonly chapters: readonly OutlineChapter[]
  readonly states: ReadonlyMap<string, LessonState>
  /** The lesson shown beside the outline. */
  readonly selectedId: string | undefined
}

const STATE_CLASSES: Record<LessonState, string> = {
  done: 'text-emerald-800',
  current: 'text-blue-800',
  locked: 'text-amber-900',
  todo: 'text-slate-600',
}

/**
 * The course's chapters and lessons, each lesson a link (`?lesson=<id>`) with its kind, length
 * and state (done / up next / locked / not started — an icon and a text, never colour alone).
 */
export function CourseOutlineList({ chapters, states, selectedId }: CourseOutlineListProps) {
  const locale = useLocale()
  const labels = useLessonLabels()
  if (chapters.length === 0) {
    return (
      <p className="mt-4 text-slate-600">
        <Trans>This course has no lessons yet.</Trans>
      </p>
    )
  }
  return (
    <ol className="mt-4 space-y-4">
      {chapters.map((chapter, chapterIndex) => (
        <li key={chapter.id} className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">
            <Trans>Chapter {chapterIndex + 1}</Trans>:{' '}
            {locale === 'ar' ? chapter.titleAr : chapter.titleEn}
          </h3>
          <ol className="mt-3 space-y-2">
            {chapter.lessons.map((lesson) => {
              const state = states.get(lesson.id) ?? 'todo'
              const stateIcon = STATE_ICONS[state]
              const title = locale === 'ar' ? lesson.titleAr : lesson.titleEn
              const selected = lesson.id === selectedId
              return (
                <li key={lesson.id}>
                  <Link
                    to={{ search: `?lesson=${encodeURIComponent(lesson.id)}` }}
                    aria-current={selected ? 'true' : undefined}
                    className={`flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 focus-visible:outline-2 focus-visible:outline-blue-700 ${
                      selected
                        ? 'bg-blue-50 ring-2 ring-blue-700'
                        : 'bg-slate-50 hover:bg-slate-100'
                    }`}
                  >
                    <Icon name={KIND_ICONS[lesson.kind]} className="size-5 text-slate-500" />
                    <span className="min-w-0 flex-1 font-medium text-slate-900">{title}</span>
                    <span className="text-sm text-slate-600">
                      {labels.kinds[lesson.kind]} ·{' '}
                      <LessonDuration seconds={lesson.durationSeconds} />
                    </span>
                    <span
                      className={`inline-flex items-center gap-1 text-sm font-semibold ${STATE_CLASSES[state]}`}
                    >
                      {stateIcon ? <Icon name={stateIcon} className="size-4" /> : null}
                      {labels.states[state]}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ol>
        </li>
      ))}
    </ol>
  )
}
