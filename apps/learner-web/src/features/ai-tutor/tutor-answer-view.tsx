import { Trans } from '@lingui/react/macro'
import { CopyAnswerButton } from './copy-answer-button'
import type { TutorCitation } from './tutor-citation'
import { TutorCitations } from './tutor-citations'
import type { TutorSource } from './tutor-event'
import { TutorMarkdown } from './tutor-markdown'

/** Props of {@link TutorAnswerView}. */
export interface TutorAnswerViewProps {
  readonly markdown: string
  readonly source: TutorSource | null
  readonly citations: readonly TutorCitation[]
  /** While the answer streams, Copy waits for the whole text. */
  readonly streaming: boolean
}

/**
 * One answer: who answered (course search is never called AI), the safe Markdown, the lessons
 * it cites, and Copy.
 */
export function TutorAnswerView({ markdown, source, citations, streaming }: TutorAnswerViewProps) {
  return (
    <article className="rounded-xl bg-blue-50 p-4">
      <p className="text-sm font-semibold text-blue-900">
        {source === 'ai' ? (
          <Trans>AI Tutor</Trans>
        ) : source === 'course_search' ? (
          <Trans>Course search — answers built from your course's lessons</Trans>
        ) : (
          <Trans>Tutor</Trans>
        )}
      </p>
      {markdown === '' && streaming ? (
        <p className="mt-1 text-slate-600">
          <Trans>Thinking…</Trans>
        </p>
      ) : (
        <TutorMarkdown markdown={markdown} />
      )}
      <TutorCitations citations={citations} />
      {!streaming && markdown !== '' ? (
        <div className="mt-2">
          <CopyAnswerButton text={markdown} />
        </div>
      ) : null}
    </article>
  )
}
