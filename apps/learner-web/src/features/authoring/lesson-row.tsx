import { Trans, useLingui } from '@lingui/react/macro'
import type { DragEvent } from 'react'
import { useLocale } from '../../lib/use-locale'
import { styles } from './authoring-styles'
import { ConfirmButton } from './confirm-button'
import type { LessonDraft } from './course-draft'
import { useLessonKindLabels } from './lesson-kind-labels'

/** Props of {@link LessonRow}. */
export interface LessonRowProps {
  readonly lesson: LessonDraft
  readonly number: string
  readonly selected: boolean
  readonly busy: boolean
  readonly canMoveUp: boolean
  readonly canMoveDown: boolean
  readonly onSelect: () => void
  readonly onMove: (step: -1 | 1) => void
  readonly onDelete: () => void
  readonly onDragStart: (event: DragEvent) => void
  readonly onDrop: (event: DragEvent) => void
}

/** One lesson of the outline: its kind and title, and the buttons to edit, move or delete it. */
export function LessonRow(props: LessonRowProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const kinds = useLessonKindLabels()
  const { lesson } = props
  const title = locale === 'ar' ? lesson.title_ar : lesson.title_en
  return (
    <li
      draggable={!props.busy}
      onDragStart={props.onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={props.onDrop}
      data-lesson-id={lesson.id}
      className={`flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 ${
        props.selected ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'
      }`}
    >
      <span aria-hidden="true" className="cursor-grab text-slate-400" title={t`Drag to move`}>
        ⠿
      </span>
      <span className="min-w-0 flex-1">
        <span className="me-2 text-xs font-semibold uppercase text-slate-600">
          {kinds[lesson.kind]}
        </span>
        <span className="text-slate-900">
          {props.number} {title}
        </span>
      </span>
      <button
        type="button"
        className={styles.small}
        aria-pressed={props.selected}
        aria-label={t`Edit lesson ${props.number}: ${title}`}
        onClick={props.onSelect}
      >
        <Trans>Edit</Trans>
      </button>
      <button
        type="button"
        className={styles.small}
        aria-label={t`Move lesson ${props.number} up`}
        disabled={props.busy || !props.canMoveUp}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.small}
        aria-label={t`Move lesson ${props.number} down`}
        disabled={props.busy || !props.canMoveDown}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <ConfirmButton
        label={<Trans>Delete</Trans>}
        ariaLabel={t`Delete lesson ${props.number}: ${title}`}
        question={
          <Trans>Delete the lesson “{title}” and everything in it? This cannot be undone.</Trans>
        }
        confirmLabel={<Trans>Delete lesson</Trans>}
        disabled={props.busy}
        onConfirm={props.onDelete}
      />
    </li>
  )
}
