import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { BilingualField } from '../authoring/bilingual-field'
import { cairoLocalToIso } from './cairo-time'
import { createAssignment } from './homework-grading'
import { useTeachingAction } from './use-teaching-action'

const EMPTY = {
  title: { en: '', ar: '' },
  instructions: { en: '', ar: '' },
  due: '',
  maxScore: 100,
}

/** Sets homework for a course: bilingual title and instructions, a due time in Cairo, a maximum score. */
export function NewAssignmentForm({ courseId }: { readonly courseId: string }) {
  const { t } = useLingui()
  const { run, busy, feedback, setFeedback } = useTeachingAction()
  const [draft, setDraft] = useState(EMPTY)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const dueAt = cairoLocalToIso(draft.due)
    if (dueAt === null || Date.parse(dueAt) <= Date.now()) {
      setFeedback({ kind: 'error', text: t`Choose a due date and time in the future.` })
      return
    }
    void run(async () => {
      await createAssignment(courseId, {
        title_en: draft.title.en,
        title_ar: draft.title.ar,
        instructions_en: draft.instructions.en,
        instructions_ar: draft.instructions.ar,
        due_at: dueAt,
        max_score: draft.maxScore,
      })
      setDraft(EMPTY)
    }, t`The homework was set; the course's learners see it now.`)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t`Set homework`}>
      <BilingualField
        id="homework-title"
        label={<Trans>Homework title</Trans>}
        value={draft.title}
        onChange={(title) => setDraft({ ...draft, title })}
        required
        maxLength={120}
        disabled={busy}
      />
      <BilingualField
        id="homework-instructions"
        label={<Trans>Instructions</Trans>}
        value={draft.instructions}
        onChange={(instructions) => setDraft({ ...draft, instructions })}
        multiline
        required
        maxLength={5000}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="homework-due" className={styles.label}>
            <Trans>Due (Cairo time)</Trans>
          </label>
          <input
            id="homework-due"
            type="datetime-local"
            required
            className={styles.input}
            value={draft.due}
            disabled={busy}
            onChange={(event) => setDraft({ ...draft, due: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="homework-max" className={styles.label}>
            <Trans>Maximum score</Trans>
          </label>
          <input
            id="homework-max"
            type="number"
            min={1}
            max={1000}
            required
            className={styles.input}
            value={draft.maxScore}
            disabled={busy}
            onChange={(event) => setDraft({ ...draft, maxScore: Number(event.target.value) })}
          />
        </div>
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        <Trans>Set homework</Trans>
      </button>
      <ActionFeedbackLine feedback={feedback} />
    </form>
  )
}
