import { ActionRefused } from './changes/action-target'
import type { ChangeSubmission } from './changes/change-submission'
import { copyElements, pasteElement } from './changes/paste-element'
import type { EditorStore } from './editor-state'
import type { EditorTexts } from './editor-texts'
import type { Notices } from './notices'

/** Copy and paste of elements, within a file or across files. */
export interface Clipboard {
  /** Remembers the selected elements (`copied` in the store) and says so. */
  copy(): void
  /**
   * Pastes the copied elements after the selected one, in the order they were copied: one Add
   * Element change each. Stops at the first that fails.
   */
  paste(): Promise<void>
}

/**
 * Creates the editor's clipboard. What it holds is the copied elements' codebase ids: the server
 * copies their source as it is when pasting, with the imports they need.
 *
 * @example
 * ```ts
 * const clipboard = createClipboard(store, changes, notices, texts)
 * clipboard.copy() // the selection
 * await clipboard.paste() // after the (new) selection
 * ```
 */
export function createClipboard(
  store: EditorStore,
  changes: Pick<ChangeSubmission, 'act'>,
  notices: Pick<Notices, 'notify'>,
  texts: Pick<EditorTexts, 'copied' | 'nothingToPaste' | 'refused'>,
): Clipboard {
  return {
    copy() {
      const state = store.getState()
      try {
        const copied = copyElements({ ...state, index: state.navTree })
        store.setState({ copied })
        notices.notify('success', texts.copied(copied.codebaseIds.length))
      } catch (error) {
        if (!(error instanceof ActionRefused)) throw error
        notices.notify('info', texts.refused(error.refusal, error.value))
      }
    },
    async paste() {
      const copied = store.getState().copied
      if (copied === null) {
        notices.notify('info', texts.nothingToPaste())
        return
      }
      // Each copy goes right after the selected element: the last one first keeps their order.
      for (const id of [...copied.codebaseIds].reverse()) {
        const outcome = await changes.act((target) =>
          pasteElement(target, store.getState().lookups, id),
        )
        if (outcome === null || outcome.status === 'failed') return
      }
    },
  }
}
