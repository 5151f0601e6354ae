/** What text editing reports to the parent (§4 Text editing). */
export interface TextEditingSink {
  started(elementKey: string, oldText: string): void
  edited(elementKey: string, newText: string, oldText: string): void
}

/** The text-editing state machine: at most one element is edited at a time. */
export interface TextEditing {
  /** Makes the element plaintext-editable, focuses it and tells the parent. */
  start(element: HTMLElement, elementKey: string): void
  /** The element being edited, if any. */
  readonly element: HTMLElement | null
  /** Ends editing as if the element lost focus. */
  stop(): void
}

/**
 * Text editing (§4): starting records the key and the original text, sets
 * `contenteditable="plaintext-only"`, focuses and reports `started`; on blur the new and old
 * text are reported and the state is cleared. Enter commits (blur); Escape restores the old text
 * first.
 */
export function createTextEditing(sink: TextEditingSink): TextEditing {
  let current: {
    element: HTMLElement
    key: string
    oldText: string
    original: readonly ChildNode[]
    cleanup: () => void
  } | null = null

  function stop(): void {
    if (!current) return
    const { element, key, oldText, original, cleanup } = current
    current = null
    cleanup()
    element.removeAttribute('contenteditable')
    const newText = element.textContent ?? ''
    restoreOriginalNodes(element, original, newText)
    sink.edited(key, newText, oldText)
  }

  return {
    start(element, elementKey) {
      stop()
      const oldText = element.textContent ?? ''
      const original = [...element.childNodes]
      const onBlur = () => stop()
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') element.textContent = oldText
        if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey)) {
          event.preventDefault()
          element.blur()
        }
      }
      element.addEventListener('blur', onBlur)
      element.addEventListener('keydown', onKeyDown)
      current = {
        element,
        key: elementKey,
        oldText,
        original,
        cleanup: () => {
          element.removeEventListener('blur', onBlur)
          element.removeEventListener('keydown', onKeyDown)
        },
      }
      element.setAttribute('contenteditable', 'plaintext-only')
      element.focus()
      sink.started(elementKey, oldText)
    },
    get element() {
      return current?.element ?? null
    },
    stop,
  }
}

/**
 * Typing replaces the text nodes React rendered, so a later render (the hot reload of the
 * rewritten source) would update nodes no longer in the page. Put React's own text node back,
 * holding the typed text: the page looks the same and stays in React's hands.
 */
function restoreOriginalNodes(
  element: HTMLElement,
  original: readonly ChildNode[],
  text: string,
): void {
  const [first, ...rest] = original
  if (first?.nodeType !== 3 || rest.length > 0) return
  if (element.childNodes.length === 1 && element.firstChild === first) return
  first.textContent = text
  element.replaceChildren(first)
}
