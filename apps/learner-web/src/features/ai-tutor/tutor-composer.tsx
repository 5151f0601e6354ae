import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react'
import { TUTOR_MESSAGE_MAX_LENGTH } from './use-tutor-failure-text'

/** Props of {@link TutorComposer}. */
export interface TutorComposerProps {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onSend: (question: string) => void
  readonly onStop: () => void
  readonly busy: boolean
  readonly inputRef?: RefObject<HTMLTextAreaElement | null>
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line; while an answer streams, Stop
 * replaces Send. The text stays until the server starts answering (the caller clears it), so a
 * refused question is never lost.
 */
export function TutorComposer({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  inputRef,
}: TutorComposerProps) {
  const { t } = useLingui()
  const id = useId()
  const empty = value.trim() === ''

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (!empty && !busy) onSend(value.trim())
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <form onSubmit={send} className="mt-4">
      <label htmlFor={id} className="block font-medium text-slate-800">
        <Trans>Your question</Trans>
      </label>
      <textarea
        id={id}
        ref={inputRef}
        dir="auto"
        value={value}
        rows={3}
        maxLength={TUTOR_MESSAGE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="mt-2 w-full rounded-xl border border-slate-300 p-3 focus-visible:outline-2 focus-visible:outline-blue-700"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        <Trans>Enter sends; Shift+Enter starts a new line.</Trans>
      </p>
      <div className="mt-2 flex gap-2">
        {/* One button that turns from Ask into Stop and back, so keyboard focus stays on it. */}
        <button
          type={busy ? 'button' : 'submit'}
          onClick={
            busy
              ? (event) => {
                  event.preventDefault()
                  onStop()
                }
              : undefined
          }
          disabled={!busy && empty}
          aria-label={busy ? undefined : t`Ask the tutor`}
          className={
            busy
              ? 'rounded-xl border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50'
              : 'rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600'
          }
        >
          {busy ? <Trans>Stop</Trans> : <Trans>Ask</Trans>}
        </button>
      </div>
    </form>
  )
}
