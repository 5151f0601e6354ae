import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { type FormEvent, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { attachmentName, attachmentUrl } from '../homework/homework-files'
import { gradeAnswer, type QueuedAnswer } from './homework-grading'
import { useTeachingAction } from './use-teaching-action'

/** Props of {@link SubmissionCard}. */
export interface SubmissionCardProps {
  readonly answer: QueuedAnswer
  /** Told when a grade was released (the card then leaves the "To grade" list). */
  readonly onReleased: (text: string) => void
}

/** One answer of the grading queue: the learner's text and files, and the grade form. */
export function SubmissionCard({ answer, onReleased }: SubmissionCardProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { run, busy, feedback, setFeedback } = useTeachingAction()
  const [score, setScore] = useState(String(answer.score ?? answer.draftScore ?? ''))
  const [comment, setComment] = useState(answer.feedback ?? answer.draftFeedback ?? '')
  const id = `${answer.assignmentId}-${answer.userId}`
  const learner = answer.learnerName
  const submitted = formatDate(new Date(answer.submittedAt), locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const max = answer.maxScore

  function save(release: boolean) {
    const value = Number(score)
    if (score.trim() === '' || !Number.isInteger(value) || value < 0 || value > max) {
      setFeedback({ kind: 'error', text: t`Give a whole score from 0 to ${max}.` })
      return
    }
    const released = t`The grade was released to ${learner}.`
    void run(
      async () => {
        await gradeAnswer(answer, { score: value, feedback: comment, release })
        // Said by the page: a released answer leaves the "To grade" list, and this card with it.
        if (release) onReleased(released)
      },
      release ? released : t`The draft was saved; ${learner} does not see it yet.`,
    )
  }

  async function open(path: string) {
    try {
      window.open(await attachmentUrl(path), '_blank', 'noopener')
    } catch (cause) {
      setFeedback({ kind: 'error', text: cause instanceof Error ? cause.message : String(cause) })
    }
  }

  return (
    <li className={styles.card}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">
          {learner} · {answer.assignmentTitle}
        </h3>
        {answer.late ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <Trans>Late</Trans>
          </span>
        ) : null}
        {answer.status === 'graded' ? (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
            <Trans>Graded</Trans>
          </span>
        ) : answer.draftScore !== null ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            <Trans>Draft grade</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Handed in {submitted}</Trans>
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-slate-900">{answer.answer}</p>
      {answer.attachments.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Attached files`}>
          {answer.attachments.map((path) => (
            <li key={path}>
              <button type="button" className={styles.small} onClick={() => void open(path)}>
                {attachmentName(path)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]"
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <div>
          <label htmlFor={`score-${id}`} className={styles.label}>
            <Trans>Score (of {max})</Trans>
          </label>
          <input
            id={`score-${id}`}
            type="number"
            min={0}
            max={max}
            required
            className={styles.input}
            value={score}
            onChange={(event) => setScore(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`feedback-${id}`} className={styles.label}>
            <Trans>Written feedback</Trans>
          </label>
          <textarea
            id={`feedback-${id}`}
            rows={3}
            maxLength={5000}
            className={styles.input}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => save(false)}
          >
            <Trans>Save draft</Trans>
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => save(true)}
          >
            {answer.status === 'graded' ? (
              <Trans>Release the corrected grade</Trans>
            ) : (
              <Trans>Release grade</Trans>
            )}
          </button>
        </div>
      </form>
      <ActionFeedbackLine feedback={feedback} />
    </li>
  )
}
