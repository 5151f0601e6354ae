import { type CodebaseIdMap, remapElementKey } from '@splendid/change-items'
import type { EmitFrameEvent } from './emit-frame-event'

/** What {@link createFrameHover} needs. */
export interface FrameHoverOptions {
  readonly emit: EmitFrameEvent
  /** Called after the hover changed visibly (the runtime redraws the overlay). */
  readonly changed: () => void
}

/** The hovered element key. */
export interface FrameHover {
  readonly key: string | null
  /** The pointer is over `key`: reported (`hoveredElementKey`) and drawn when it changed. */
  set(key: string | null): void
  /** The parent outlines `key` (`setHoveredElement`): drawn, not reported back. */
  show(key: string | null): void
  /** Drops the hover without reporting or drawing (a drag starting draws itself). */
  forget(): void
  /** Re-keys the hover after a rewrite renamed codebase ids (silently: a rebuild follows). */
  remap(prevIdToNewIdMap: CodebaseIdMap): void
}

/**
 * The hover state holder. Which element the pointer picks, and when hover is suppressed (drive
 * mode, text editing, dragging), is decided by the pointer actions.
 *
 * @example
 * ```ts
 * const hover = createFrameHover({ emit, changed: render })
 * hover.set('tempo-…|sb|0-1') // emits hoveredElementKey once
 * hover.set('tempo-…|sb|0-1') // nothing: unchanged
 * ```
 */
export function createFrameHover(options: FrameHoverOptions): FrameHover {
  const { emit, changed } = options
  let key: string | null = null
  return {
    get key() {
      return key
    },
    set(next) {
      if (next === key) return
      key = next
      emit('hoveredElementKey', { elementKey: next })
      changed()
    },
    show(next) {
      key = next
      changed()
    },
    forget() {
      key = null
    },
    remap(prevIdToNewIdMap) {
      key = key === null ? null : remapElementKey(key, prevIdToNewIdMap)
    },
  }
}
