import { Trans, useLingui } from '@lingui/react/macro'
import { CEFR_LEVELS, DIFFICULTIES, isCefrLevel, isDifficulty } from '@splendid/domain'
import { type FormEvent, useState } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { useCatalogLabels } from '../catalog/catalog-labels'
import { COURSE_SUBJECTS } from '../catalog/catalog-query'
import { styles } from './authoring-styles'
import { BilingualField } from './bilingual-field'
import type { CourseDetails, CourseDraft } from './course-draft'
import { saveCourseDetails } from './course-writes'
import { useAuthoringAction } from './use-authoring-action'

function detailsOf(course: CourseDraft): CourseDetails {
  const { title_en, title_ar, description_en, description_ar, subject, level } = course
  const { difficulty, duration, is_premium, instructor_name } = course
  return {
    title_en,
    title_ar,
    description_en,
    description_ar,
    subject,
    level,
    difficulty,
    duration,
    is_premium,
    instructor_name,
  }
}

/** What the course's card and page say: bilingual title and description, and its facts. */
export function CourseDetailsForm({ course }: { readonly course: CourseDraft }) {
  const { t } = useLingui()
  const labels = useCatalogLabels()
  const difficultyLabels = {
    beginner: t`Beginner`,
    intermediate: t`Intermediate`,
    advanced: t`Advanced`,
  }
  const [details, setDetails] = useState(() => detailsOf(course))
  const { run, busy, feedback } = useAuthoringAction()
  const set = (changes: Partial<CourseDetails>) =>
    setDetails((current) => ({ ...current, ...changes }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(() => saveCourseDetails(course.id, details), t`The course details were saved.`)
  }

  return (
    <form
      onSubmit={onSubmit}
      className={`${styles.card} space-y-5`}
      aria-labelledby="details-title"
    >
      <h2 id="details-title" className="text-lg font-semibold text-slate-900">
        <Trans>Course details</Trans>
      </h2>
      <BilingualField
        id="course-title"
        label={<Trans>Title</Trans>}
        value={{ en: details.title_en, ar: details.title_ar }}
        onChange={(value) => set({ title_en: value.en, title_ar: value.ar })}
        required
        maxLength={120}
        disabled={busy}
      />
      <BilingualField
        id="course-description"
        label={<Trans>Description</Trans>}
        value={{ en: details.description_en, ar: details.description_ar }}
        onChange={(value) => set({ description_en: value.en, description_ar: value.ar })}
        multiline
        maxLength={2000}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor="course-subject" className={styles.label}>
            <Trans>Subject</Trans>
          </label>
          <select
            id="course-subject"
            className={styles.input}
            value={details.subject}
            disabled={busy}
            onChange={(event) => {
              const subject = COURSE_SUBJECTS.find((item) => item === event.target.value)
              if (subject) set({ subject })
            }}
          >
            {COURSE_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {labels.subjects[subject]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="course-level" className={styles.label}>
            <Trans>Level</Trans>
          </label>
          <select
            id="course-level"
            className={styles.input}
            value={details.level ?? ''}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value
              set({ level: isCefrLevel(value) ? value : null })
            }}
          >
            <option value="">{t`No CEFR level`}</option>
            {CEFR_LEVELS.map((level) => (
              <option key={level} value={level}>
                {labels.levels[level]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="course-difficulty" className={styles.label}>
            <Trans>Difficulty</Trans>
          </label>
          <select
            id="course-difficulty"
            className={styles.input}
            value={details.difficulty}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value
              if (isDifficulty(value)) set({ difficulty: value })
            }}
          >
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabels[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="course-duration" className={styles.label}>
            <Trans>Duration (e.g. 4 weeks)</Trans>
          </label>
          <input
            id="course-duration"
            className={styles.input}
            value={details.duration}
            maxLength={40}
            disabled={busy}
            onChange={(event) => set({ duration: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="course-instructor" className={styles.label}>
            <Trans>Instructor name</Trans>
          </label>
          <input
            id="course-instructor"
            className={styles.input}
            value={details.instructor_name}
            required
            maxLength={80}
            disabled={busy}
            onChange={(event) => set({ instructor_name: event.target.value })}
          />
        </div>
        <div className="flex items-end">
          <label className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={details.is_premium}
              disabled={busy}
              onChange={(event) => set({ is_premium: event.target.checked })}
            />
            <Trans>Premium course (only Premium members open its lessons)</Trans>
          </label>
        </div>
      </div>
      <div>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save details</Trans>}
        </button>
        <ActionFeedbackLine feedback={feedback} />
      </div>
    </form>
  )
}
