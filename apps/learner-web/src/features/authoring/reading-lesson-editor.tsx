import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { LessonMarkdown } from '../course/reading/lesson-markdown'
import { styles } from './authoring-styles'
import type { LessonDraft } from './course-draft'
import { saveLessonContent } from './lesson-content-writes'
import { updateLesson } from './outline-writes'
import { useAuthoringAction } from './use-authoring-action'

/** The longest reading text per language (characters). */
const MAX_BODY_LENGTH = 100_000
/** Reading speed used for a reading lesson's length. */
const WORDS_PER_MINUTE = 200

/** How long reading the longer of the two texts takes, in seconds (at least a minute). */
export function readingSeconds(bodies: readonly string[]): number {
  const words = Math.max(...bodies.map((body) => body.split(/\s+/).filter(Boolean).length))
  return Math.max(60, Math.round((words / WORDS_PER_MINUTE) * 60))
}

function MarkdownPane(props: {
  readonly lang: 'en' | 'ar'
  readonly value: string
  readonly onChange: (value: string) => void
  readonly disabled: boolean
}) {
  const [previewing, setPreviewing] = useState(false)
  const id = `reading-body-${props.lang}`
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className={styles.label}>
          {props.lang === 'en' ? (
            <Trans>English text (Markdown)</Trans>
          ) : (
            <Trans>Arabic text (Markdown)</Trans>
          )}
        </label>
        <button
          type="button"
          className={styles.small}
          aria-pressed={previewing}
          aria-controls={id}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? <Trans>Write</Trans> : <Trans>Preview</Trans>}
        </button>
      </div>
      {previewing ? (
        <div
          lang={props.lang}
          dir={props.lang === 'ar' ? 'rtl' : 'ltr'}
          className="mt-1 min-h-64 rounded-xl border border-slate-200 bg-white p-4"
        >
          <LessonMarkdown markdown={props.value} />
        </div>
      ) : (
        <textarea
          id={id}
          lang={props.lang}
          dir={props.lang === 'ar' ? 'rtl' : 'ltr'}
          rows={14}
          maxLength={MAX_BODY_LENGTH}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
          className={`${styles.input} font-mono text-sm`}
        />
      )}
    </div>
  )
}

/** A reading lesson's text in English and Arabic, written in Markdown with a preview. */
export function ReadingLessonEditor({ lesson }: { readonly lesson: LessonDraft }) {
  const { t } = useLingui()
  const [body, setBody] = useState({ en: lesson.content.body_en, ar: lesson.content.body_ar })
  const { run, busy, feedback } = useAuthoringAction()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await saveLessonContent(lesson.id, { body_en: body.en, body_ar: body.ar })
      await updateLesson(lesson.id, { duration_seconds: readingSeconds([body.en, body.ar]) })
    }, t`The text was saved.`)
  }

  return (
    <form onSubmit={onSubmit}>
      <h3 className="font-semibold text-slate-900">
        <Trans>Reading text</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Markdown: # for headings, **bold**, *italic*, - for lists, [text](https://…) for links.
        </Trans>
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <MarkdownPane
          lang="en"
          value={body.en}
          disabled={busy}
          onChange={(en) => setBody({ ...body, en })}
        />
        <MarkdownPane
          lang="ar"
          value={body.ar}
          disabled={busy}
          onChange={(ar) => setBody({ ...body, ar })}
        />
      </div>
      <button type="submit" className={`${styles.primary} mt-4`} disabled={busy}>
        <Trans>Save text</Trans>
      </button>
      <ActionFeedbackLine feedback={feedback} />
    </form>
  )
}
