import { duplicateElements, removeElements, wrapElements } from './changes/change-builders'
import type { ChangeSubmission } from './changes/change-submission'
import type { UndoRedoKind } from './changes/undo-redo'
import type { Clipboard } from './clipboard'
import type { EditorStore } from './editor-state'
import type { PreviewControls } from './preview-controls'
import type { Selection } from './selection'
import { type KeyInput, type Shortcut, shortcutFor } from './shortcuts'

/** The editor's keyboard: shortcuts from the editor's document and forwarded by the frame. */
export interface Keyboard {
  runShortcut(shortcut: Shortcut): void
  /** Handles a key press; true when it was a shortcut. */
  handleKey(input: KeyInput): boolean
}

/** What the shortcuts act on. */
export interface KeyboardActions {
  readonly undoRedo: (kind: UndoRedoKind) => Promise<unknown>
  readonly act: ChangeSubmission['act']
  readonly selection: Pick<Selection, 'select'>
  readonly preview: Pick<PreviewControls, 'setZoom' | 'zoomBy'>
  readonly clipboard: Clipboard
}

/**
 * Creates the keyboard. Escape leaves the selection alone while text is being edited (it ends
 * the edit instead).
 *
 * @example
 * ```ts
 * const keyboard = createKeyboard(store, actions)
 * keyboard.handleKey({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, typing: false })
 * ```
 */
export function createKeyboard(store: EditorStore, actions: KeyboardActions): Keyboard {
  function runShortcut(shortcut: Shortcut): void {
    switch (shortcut) {
      case 'undo':
        void actions.undoRedo('UNDO')
        return
      case 'redo':
        void actions.undoRedo('REDO')
        return
      case 'delete':
        void actions.act(removeElements)
        return
      case 'duplicate':
        void actions.act(duplicateElements)
        return
      case 'wrap':
        void actions.act(wrapElements)
        return
      case 'copy':
        actions.clipboard.copy()
        return
      case 'paste':
        void actions.clipboard.paste()
        return
      case 'clearSelection':
        actions.selection.select(null)
        return
      case 'zoomIn':
        actions.preview.zoomBy(1)
        return
      case 'zoomOut':
        actions.preview.zoomBy(-1)
        return
      case 'zoomReset':
        actions.preview.setZoom(1)
        return
      default: {
        const unreachable: never = shortcut
        throw new Error(`Unknown shortcut ${String(unreachable)}`)
      }
    }
  }

  return {
    runShortcut,
    handleKey(input) {
      const shortcut = shortcutFor(input)
      if (shortcut === null) return false
      if (shortcut === 'clearSelection' && store.getState().editingTextKey !== null) return false
      // In drive mode the designer uses the app: its text is copied and pasted as text.
      if ((shortcut === 'copy' || shortcut === 'paste') && store.getState().driveMode) return false
      runShortcut(shortcut)
      return true
    },
  }
}
