/**
 * What text editing reports to the parent (§4 Text editing). `textRunIndex` is set when one run
 * of an element's mixed children was edited (see `startRun`).
 */
export interface TextEditingSink {
  started(elementKey: string, oldText: string): void
  edited(elementKey: string, newText: string, oldText: string, textRunIndex?: number): void
}

/** The text-editing state machine: at most one element is edited at a time. */
export interface TextEditing {
  /** Makes the element plaintext-editable, focuses it and tells the parent. */
  start(element: HTMLElement, elementKey: string): void
  /**
   * Edits one text node among an element's other children (run `textRunIndex` of the element
   * `elementKey`): the node is held in a plaintext-editable `<span>` while it is edited, and put
   * back in its place — the same node, holding the typed text — when editing ends.
   */
  startRun(text: Text, elementKey: string, textRunIndex: number): void
  /** The element being edited (the run's holder while a run is), if any. */
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
    textRunIndex: number | undefined
    cleanup: () => void
  } | null = null

  function stop(): void {
    if (!current) return
    const { element, key, oldText, original, textRunIndex, cleanup } = current
    current = null
    cleanup()
    element.removeAttribute('contenteditable')
    const newText = element.textContent ?? ''
    restoreOriginalNodes(element, original, newText)
    if (textRunIndex === undefined) sink.edited(key, newText, oldText)
    else {
      // The run's own node goes back where it was, out of the holder.
      const [node] = original
      if (node !== undefined) element.replaceWith(node)
      sink.edited(key, newText, oldText, textRunIndex)
    }
  }

  function start(element: HTMLElement, elementKey: string, textRunIndex?: number): void {
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
      textRunIndex,
      cleanup: () => {
        element.removeEventListener('blur', onBlur)
        element.removeEventListener('keydown', onKeyDown)
      },
    }
    element.setAttribute('contenteditable', 'plaintext-only')
    element.focus()
    sink.started(elementKey, oldText)
  }

  return {
    start: (element, elementKey) => start(element, elementKey),
    startRun(text, elementKey, textRunIndex) {
      stop()
      const holder = text.ownerDocument.createElement('span')
      holder.setAttribute(TEXT_RUN_HOLDER, '')
      text.replaceWith(holder)
      holder.append(text)
      start(holder, elementKey, textRunIndex)
    },
    get element() {
      return current?.element ?? null
    },
    stop,
  }
}

/** The attribute of the `<span>` that holds a text run while it is edited. */
export const TEXT_RUN_HOLDER = 'data-splendid-text-run'

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
