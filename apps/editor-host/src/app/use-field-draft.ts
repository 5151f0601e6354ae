import { createContext, type FocusEvent, useContext, useEffect, useRef, useState } from 'react'

/** The text of a field that edits a value the editor may refresh while the designer is in it. */
export interface FieldDraft {
  readonly draft: string
  /** The designer typed `text`. */
  type(text: string): void
  /**
   * Ends a round of typing: the typed text to send (it stays shown until the next value), or
   * `null` when nothing was typed — the field then shows a value that came while it was held.
   */
  take(): string | null
  /** A value picked whole (a select, a colour): shown at once, nothing held. */
  choose(text: string): void
  /** Escape: the typed text goes, the current value shows. */
  reset(): void
  /** For the input: entering selects the text (typing replaces it); leaving ends the hold. */
  readonly focusProps: {
    onFocus(event: FocusEvent<HTMLInputElement>): void
    onBlur(): void
  }
}

/**
 * What the fields below edit (the selected element's key): when it changes, a field drops what
 * it held — typed for the element before — and shows the new value, even while it keeps focus
 * (a click in the preview does not take it).
 */
export const FieldSubject = createContext<string | null>(null)

/**
 * Holds a field's text against refreshes: a new value arriving while the designer types, or
 * between the click into the field and the first key (the caret would move and the typing join
 * the new value: `226px16px`), shows only once the field is left or the typing is sent.
 *
 * @example
 * ```tsx
 * const field = useFieldDraft(props.value)
 * const commit = () => { const text = field.take(); if (text !== null) send(text) }
 * <input value={field.draft} onChange={(e) => field.type(e.target.value)}
 *   onFocus={field.focusProps.onFocus} onBlur={() => { field.focusProps.onBlur(); commit() }} />
 * ```
 */
export function useFieldDraft(value: string): FieldDraft {
  const subject = useContext(FieldSubject)
  const [draft, setDraft] = useState(value)
  const typing = useRef(false)
  const focused = useRef(false)
  // A value came while the field was held: shown when it is left untouched.
  const missed = useRef(false)
  const editing = useRef(subject)
  useEffect(() => {
    if (editing.current !== subject) {
      editing.current = subject
      typing.current = false
      focused.current = false
      missed.current = false
      setDraft(value)
    } else if (typing.current || focused.current) missed.current = true
    else setDraft(value)
  }, [value, subject])
  const show = (text: string) => {
    typing.current = false
    missed.current = false
    setDraft(text)
  }
  return {
    draft,
    type(text) {
      typing.current = true
      setDraft(text)
    },
    take() {
      if (typing.current) {
        // What was typed supersedes whatever came before it was sent.
        typing.current = false
        missed.current = false
        return draft
      }
      if (missed.current) show(value)
      return null
    },
    choose: show,
    reset: () => show(value),
    focusProps: {
      onFocus(event) {
        focused.current = true
        event.currentTarget.select()
      },
      onBlur() {
        focused.current = false
      },
    },
  }
}
