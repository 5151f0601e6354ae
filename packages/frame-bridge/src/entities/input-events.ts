/** A pointer or mouse position (§3): page and viewport (client) coordinates, CSS pixels. */
export interface PointerEventPayload {
  readonly pageX: number
  readonly pageY: number
  readonly clientX: number
  readonly clientY: number
}

/** A wheel event: the pointer position, the deltas and the zoom-gesture modifiers. */
export interface WheelEventPayload extends PointerEventPayload {
  readonly deltaX: number
  readonly deltaY: number
  readonly ctrlKey: boolean
  readonly metaKey: boolean
}

/** The element that had focus when a key was pressed, as far as the parent needs it. */
export interface ActiveElementInfo {
  /** Lower-case tag name, e.g. `input`. */
  readonly tagName: string
  readonly isContentEditable: boolean
  /** The `type` attribute of an input, `null` for other elements. */
  readonly inputType: string | null
}

/**
 * A key event (§3): the key, the modifier flags, and the focused element — the parent uses the
 * latter to leave typing into inputs alone instead of treating keys as shortcuts.
 */
export interface KeyboardEventPayload {
  readonly key: string
  readonly metaKey: boolean
  readonly shiftKey: boolean
  readonly ctrlKey: boolean
  /** `null` when nothing (or the body) had focus. */
  readonly activeElement: ActiveElementInfo | null
}
