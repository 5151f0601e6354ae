import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../../ui/icon'
import { LessonMarkdown } from './lesson-markdown'

/** Props of {@link ReadingLesson}. */
export interface ReadingLessonProps {
  /** The lesson body in the interface language (Markdown; raw HTML in it is never rendered). */
  readonly markdown: string
  /** Whether the server has this lesson as read. */
  readonly completed: boolean
  /** Records the lesson as read (`rpc('mark_lesson_read')`); a rejection is shown and can be retried. */
  readonly onMarkRead: () => Promise<void>
}

type Marking =
  | { readonly name: 'idle' }
  | { readonly name: 'pending' }
  | { readonly name: 'done' }
  | { readonly name: 'failed'; readonly message: string }

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/**
 * A reading lesson: its Markdown, safely rendered, then 'Mark as read'. While the server records
 * it the button says so and is disabled; once recorded it becomes 'Completed' (focus follows, so
 * keyboard users are not left on a vanished button); a failure says what went wrong and leaves the
 * button ready to try again.
 *
 * @example
 * ```tsx
 * <ReadingLesson markdown={body} completed={done} onMarkRead={() => markLessonRead(lessonId)} />
 * ```
 */
export function ReadingLesson({ markdown, completed, onMarkRead }: ReadingLessonProps) {
  const [marking, setMarking] = useState<Marking>({ name: 'idle' })
  const completedRef = useRef<HTMLParagraphElement>(null)
  const done = completed || marking.name === 'done'

  useEffect(() => {
    if (marking.name === 'done') completedRef.current?.focus()
  }, [marking.name])

  async function markRead() {
    if (marking.name === 'pending') return
    setMarking({ name: 'pending' })
    try {
      await onMarkRead()
      setMarking({ name: 'done' })
    } catch (error) {
      setMarking({
        name: 'failed',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  return (
    <div>
      <article className="max-w-prose break-words">
        <LessonMarkdown markdown={markdown} />
      </article>
      <div className="mt-8 border-t border-slate-200 pt-6">
        {done ? (
          <p
            ref={completedRef}
            tabIndex={-1}
            role="status"
            className={`inline-flex min-h-11 items-center gap-2 rounded-xl bg-emerald-50 px-4 font-semibold text-emerald-800 ${FOCUS}`}
          >
            <Icon name="check" className="size-5" />
            <Trans>Completed</Trans>
          </p>
        ) : (
          <button
            type="button"
            onClick={markRead}
            disabled={marking.name === 'pending'}
            className={`min-h-11 rounded-xl bg-blue-700 px-6 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60 ${FOCUS}`}
          >
            {marking.name === 'pending' ? <Trans>Saving…</Trans> : <Trans>Mark as read</Trans>}
          </button>
        )}
        {marking.name === 'failed' ? (
          <div
            role="alert"
            className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p className="font-semibold">
              <Trans>This lesson could not be marked as read. Try again.</Trans>
            </p>
            {marking.message === '' ? null : (
              // The server's own words, often English: their direction is their own.
              <p dir="auto" className="mt-1">
                {marking.message}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  )
}
