/** A key press, from the editor's document or forwarded by the frame. */
export interface KeyInput {
  readonly key: string
  readonly metaKey: boolean
  readonly ctrlKey: boolean
  readonly shiftKey: boolean
  /** Whether the key went to something the designer types into (input, textarea, editable). */
  readonly typing: boolean
}

/** What a shortcut does. */
export type Shortcut =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'wrap'
  | 'clearSelection'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'

/**
 * The editor's keyboard shortcuts: ⌘/Ctrl+Z undo, ⇧⌘/Ctrl+Z (or Ctrl+Y) redo, Delete/Backspace
 * delete, ⌘/Ctrl+D duplicate, ⌘/Ctrl+C copy, ⌘/Ctrl+V paste (after the selection), ⌘/Ctrl+G wrap in a div, Esc clears the selection, ⌘/Ctrl +, −, 0
 * zoom. Nothing fires while the designer is typing, so text fields keep their own keys.
 */
export function shortcutFor(input: KeyInput): Shortcut | null {
  if (input.typing) return null
  const mod = input.metaKey || input.ctrlKey
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key
  if (mod) {
    switch (key) {
      case 'z':
        return input.shiftKey ? 'redo' : 'undo'
      case 'y':
        return input.ctrlKey && !input.metaKey ? 'redo' : null
      case 'd':
        return 'duplicate'
      case 'c':
        return input.shiftKey ? null : 'copy'
      case 'v':
        return input.shiftKey ? null : 'paste'
      case 'g':
        return 'wrap'
      case '=':
      case '+':
        return 'zoomIn'
      case '-':
      case '_':
        return 'zoomOut'
      case '0':
        return 'zoomReset'
      default:
        return null
    }
  }
  if (input.shiftKey) return null
  if (key === 'Delete' || key === 'Backspace') return 'delete'
  if (key === 'Escape') return 'clearSelection'
  return null
}

/** Input types that take no text: their keys stay shortcuts. */
const NON_TEXT_INPUT_TYPES = ['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset']

/**
 * Whether a focused element, described as the frame reports it (tag, editability, input type),
 * is a place the designer types into.
 *
 * @example
 * ```ts
 * isTypingElement({ tagName: 'input', isContentEditable: false, inputType: 'text' }) // true
 * isTypingElement({ tagName: 'input', isContentEditable: false, inputType: 'checkbox' }) // false
 * ```
 */
export function isTypingElement(element: {
  readonly tagName: string
  readonly isContentEditable: boolean
  readonly inputType: string | null
}): boolean {
  if (element.isContentEditable) return true
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag !== 'input') return false
  return !NON_TEXT_INPUT_TYPES.includes((element.inputType ?? 'text').toLowerCase())
}

/** Whether a key event's target is a place the designer types into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || typeof (target as Partial<HTMLElement>).tagName !== 'string') return false
  const element = target as HTMLElement
  return isTypingElement({
    tagName: element.tagName,
    isContentEditable: element.isContentEditable === true,
    inputType:
      element.tagName.toLowerCase() === 'input' ? (element as HTMLInputElement).type : null,
  })
}
