import { editText, moveElement } from '../changes/change-builders'
import type { ChangeSubmission } from '../changes/change-submission'
import type { EditorState, EditorStore } from '../editor-state'
import type { Inspector } from '../inspector'
import type { Keyboard } from '../keyboard'
import { indexNavTree } from '../nav-tree-index'
import type { PreviewControls } from '../preview-controls'
import type { Selection } from '../selection'
import { isTypingElement } from '../shortcuts'
import type { FrameLink } from './frame-link'

/** What the frame's events act on. */
export interface FrameEventActions {
  readonly store: EditorStore
  readonly inspector: Inspector
  readonly selection: Pick<Selection, 'keepInTree'>
  readonly keyboard: Pick<Keyboard, 'handleKey'>
  readonly preview: Pick<PreviewControls, 'zoomBy'>
  readonly changes: ChangeSubmission
  /** Called with each new tree: loads the lookups again when it shows unknown elements. */
  readonly refreshLookups: () => void
}

/**
 * Follows the frame's events: its tree, selection, hover, address and hydration status go to the
 * store; keys and Ctrl+wheel become shortcuts and zoom; a drag's end, an edited text and the Edit
 * Dynamic Text button become changes or open the dialog. Returns what stops following.
 *
 * @example
 * ```ts
 * const stop = followFrameEvents(bridge, actions)
 * stop() // every handler removed
 * ```
 */
export function followFrameEvents(link: FrameLink, actions: FrameEventActions): () => void {
  const { store, inspector } = actions
  const set = (partial: Partial<EditorState>) => store.setState(partial)
  const offs = [
    link.on('navTree', ({ tree }) => {
      const navTree = indexNavTree(tree)
      set({ navTree })
      actions.selection.keepInTree(navTree)
      if (store.getState().selectedKey !== null) void inspector.refresh()
      actions.refreshLookups()
    }),
    link.on('selectedElementKey', ({ elementKey }) => {
      if (elementKey === store.getState().selectedKey) return
      set({ selectedKey: elementKey })
      void inspector.refresh()
    }),
    link.on('multiselectedElementKeys', ({ elementKeys }) =>
      set({ multiselectedKeys: elementKeys }),
    ),
    link.on('hoveredElementKey', ({ elementKey }) => set({ hoveredKey: elementKey })),
    link.on('latestHref', ({ href }) => set({ href })),
    link.on('keyDown', (payload) => {
      const typing = payload.activeElement !== null && isTypingElement(payload.activeElement)
      actions.keyboard.handleKey({ ...payload, typing })
    }),
    link.on('wheel', (payload) => {
      if (payload.ctrlKey || payload.metaKey) actions.preview.zoomBy(payload.deltaY < 0 ? 1 : -1)
    }),
    link.on('dragEnd', (drag) => {
      void actions.changes.act((selection) => moveElement(selection, drag))
    }),
    link.on('startEditingText', ({ elementKey }) => set({ editingTextKey: elementKey })),
    link.on('editedText', ({ elementKey, newText, oldText, textRunIndex }) => {
      set({ editingTextKey: null })
      const input = editText(elementKey, oldText, newText, textRunIndex)
      if (input) void actions.changes.submit(input)
    }),
    link.on('editDynamicText', ({ elementKey, text }) =>
      set({ dynamicText: { elementKey, text } }),
    ),
    link.on('hydrationErrorStatus', ({ status }) => set({ hydration: status })),
  ]
  return () => {
    for (const off of offs) off()
  }
}
