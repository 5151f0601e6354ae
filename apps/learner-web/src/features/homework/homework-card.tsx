import { Trans } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { useId, useRef, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { HomeworkAnswerForm } from './homework-answer-form'
import { attachmentName } from './homework-files'
import { type HomeworkAssignment, homeworkState, isOverdue } from './homework-rows'

/** Props of {@link HomeworkCard}. */
export interface HomeworkCardProps {
  readonly assignment: HomeworkAssignment
  /** The time "overdue" is measured against (ms since the epoch). */
  readonly now: number
  /** Called with the assignment's title once an answer was accepted. */
  readonly onSubmitted: (title: string) => void
}

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
}

/**
 * One assignment: course, title, due date (and "Overdue" when it passed undone), instructions,
 * and by state a Write answer / Edit answer form, the answer handed in, or the grade with the
 * tutor's feedback. Titled by its heading, so it is a named `article`.
 */
export function HomeworkCard({ assignment, now, onSubmitted }: HomeworkCardProps) {
  const locale = useLocale()
  const titleId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const state = homeworkState(assignment)
  const overdue = isOverdue(assignment, now)
  const title = assignment.title[locale] || assignment.title.en
  const course = assignment.courseTitle[locale] || assignment.courseTitle.en
  const instructions = assignment.instructions[locale] || assignment.instructions.en
  const due = formatDate(new Date(assignment.dueAt), locale, WHEN)
  const submission = assignment.submission
  const submittedWhen =
    submission && submission.submittedAt !== ''
      ? formatDate(new Date(submission.submittedAt), locale, WHEN)
      : null
  const score = formatNumber(submission?.score ?? 0, locale)
  const maxScore = formatNumber(assignment.maxScore, locale)

  function close() {
    setOpen(false)
    // The toggle is rendered again once the form is gone; give focus back to it.
    queueMicrotask(() => toggleRef.current?.focus())
  }

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 shadow-sm sm:p-5 ${
        overdue ? 'border-red-300 bg-red-50/40' : 'border-slate-200 bg-white'
      }`}
    >
      <p className="text-sm font-medium text-blue-800">{course}</p>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        {overdue ? (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            <Trans>Overdue</Trans>
          </span>
        ) : null}
      </div>
      <p className={`mt-1 text-sm ${overdue ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
        <Trans>Due {due}</Trans>
      </p>
      <p className="mt-3 whitespace-pre-line text-slate-800">{instructions}</p>

      {submission && state !== 'todo' ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Your answer</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{submission.answer}</p>
          {submission.attachments.length > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>Attached: {submission.attachments.map(attachmentName).join(', ')}</Trans>
            </p>
          ) : null}
          {submittedWhen !== null ? (
            <p className="mt-2 text-xs text-slate-600">
              <Trans>Submitted {submittedWhen}</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      {submission && state === 'graded' ? (
        <div className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
          <p className="font-semibold text-emerald-900">
            <Trans>
              Score: {score} / {maxScore}
            </Trans>
          </p>
          <p className="mt-2 text-sm font-semibold text-slate-900">
            <Trans>Feedback from your tutor</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">
            {submission.feedback ?? <Trans>No feedback was left.</Trans>}
          </p>
        </div>
      ) : null}

      {state !== 'graded' ? (
        open ? (
          <div>
            <HomeworkAnswerForm
              assignmentId={assignment.id}
              initialAnswer={submission?.answer ?? ''}
              initialAttachments={submission?.attachments ?? []}
              onSubmitted={() => {
                setOpen(false)
                onSubmitted(title)
              }}
              onCancel={close}
            />
          </div>
        ) : (
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setOpen(true)}
            className="mt-4 rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {state === 'todo' ? <Trans>Write answer</Trans> : <Trans>Edit answer</Trans>}
          </button>
        )
      ) : null}
    </article>
  )
}
