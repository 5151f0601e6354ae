import { createOverlay, type Overlay } from '@splendid/overlay'
import type { InspectElementPayload, InspectOutcome } from '../entities/inspect-element'
import type { FrameFunctionHandlers, StoryboardType } from '../frame-functions'
import { removeTemporaryNodes } from './dom-marks'
import { createDragAndDrop } from './drag-and-drop'
import { readDriveMode, sessionStorageOf } from './drive-mode'
import type { EmitFrameEvent } from './emit-frame-event'
import { createForcedModifiers } from './forced-modifiers'
import { createFrameFunctionHandlers } from './frame-function-handlers'
import { createFrameHover } from './frame-hover'
import { createFrameModes } from './frame-modes'
import { frameOverlayState } from './frame-overlay-state'
import { createFrameProject } from './frame-project'
import { createFrameSelection } from './frame-selection'
import { createFrameTextEditing } from './frame-text-editing'
import { inspectComponent } from './inspect-component'
import { createInstantHistory } from './instant-history'
import type { NavTreeIndex } from './nav-tree-index'
import { createNavTreeState } from './nav-tree-state'
import { createPointerActions, type PointerActions } from './pointer-actions'
import type { SelectionState } from './selection-rules'
import { createTempPreviews } from './temp-previews'

/** What {@link createFrameRuntime} needs. */
export interface FrameRuntimeOptions {
  readonly window: Window
  readonly emit: EmitFrameEvent
  readonly logger: Pick<Console, 'log' | 'warn' | 'error'>
}

/** The frame runtime's behaviour without the bridge: functions, inspect and input entry points. */
export interface FrameRuntime extends PointerActions {
  /** Every function of `FrameFunctions`. */
  readonly functions: FrameFunctionHandlers
  /** Reads a component's props and state from the fibers. */
  inspect(payload: InspectElementPayload): InspectOutcome
  /** Rebuilds the navigation tree now and sends it. */
  rebuildNavTree(): void
  /** A refresh after hot reload: reverts instant updates, removes temporary nodes, rebuilds. */
  refreshAfterHotReload(): void
  readonly overlay: Overlay
  readonly state: {
    readonly index: NavTreeIndex
    readonly selection: SelectionState
    readonly hoveredKey: string | null
    readonly driveMode: boolean
    readonly dragging: boolean
    readonly storyboardType: StoryboardType
  }
  destroy(): void
}

/**
 * Builds the frame runtime (spec "Frame runtime") from its state holders — project, navigation
 * tree, selection, hover, modes, drag and drop, text editing, instant history — with the overlay
 * drawn from them after every change, pointer actions routing input to them, and every
 * `FrameFunctions` member. `startFrameRuntime` wires it to the bridge and the page's events.
 *
 * @example
 * ```ts
 * const runtime = createFrameRuntime({ window, emit: endpoint.emit, logger: console })
 * runtime.functions.initProject(input) // builds and sends the tree
 * runtime.click(target, { exact: false, shift: false }) // selects, emits selectedElementKey
 * ```
 */
export function createFrameRuntime(options: FrameRuntimeOptions): FrameRuntime {
  const { window: win, emit, logger } = options
  const doc = win.document
  const storage = sessionStorageOf(win)
  const project = createFrameProject()
  const treeElementLookup = () => project.lookups.treeElementLookup
  const changed = () => render()
  const tree = createNavTreeState({
    window: win,
    emit,
    logger,
    storyboardId: () => project.storyboardId,
    rebuilt: changed,
  })
  // A new selection is drawn at once: the overlay's 15 ms throttle is for streams (hover, scroll,
  // drags), and a click's outline held back by a hover drawn just before it comes a frame late.
  const selectionChanged = () => {
    render()
    overlay.flush()
  }
  const selection = createFrameSelection({ emit, changed: selectionChanged })
  const hover = createFrameHover({ emit, changed })
  const text = createFrameTextEditing({ emit, tree, treeElementLookup, changed })
  const driveMode = readDriveMode(storage)
  const overlay = createOverlay({
    root: doc.body,
    driveMode,
    onEditDynamicText: () => text.sendDynamicText(selection.current.selectedKey),
  })
  const modes = createFrameModes({ document: doc, storage, overlay, driveMode })
  const selectedKey = () => selection.current.selectedKey
  const forgetHover = () => hover.forget()
  const drag = createDragAndDrop({
    window: win,
    emit,
    tree,
    selectedKey,
    modes,
    forgetHover,
    changed,
  })
  const history = createInstantHistory({ document: doc, emit, logger, tree, selection, changed })
  const previews = createTempPreviews(doc)
  const forcedModifiers = createForcedModifiers(doc, logger)
  const pointer = createPointerActions({
    emit,
    tree,
    treeElementLookup,
    modes,
    selection,
    hover,
    drag,
    text,
  })

  function render(): void {
    overlay.update(
      frameOverlayState({
        tree,
        selection: selection.current,
        hoveredKey: hover.key,
        dropParentKey: drag.dropTarget?.parentKey ?? null,
        dropLine: drag.dropTarget?.line ?? null,
        dragging: drag.dragging,
        showEditDynamicText: text.offersDynamicText(selection.current.selectedKey),
      }),
    )
  }

  const parts = { window: win, emit, logger, project, tree, selection, hover, modes, drag }
  return {
    ...pointer,
    functions: createFrameFunctionHandlers({
      ...parts,
      history,
      previews,
      forcedModifiers,
      pointer,
    }),
    inspect: (payload) => inspectComponent(tree.index, doc, payload, logger),
    rebuildNavTree: () => tree.rebuild(),
    refreshAfterHotReload() {
      history.revertAll()
      previews.restoreMove()
      previews.removeDiv()
      removeTemporaryNodes(doc)
      tree.rebuild()
    },
    overlay,
    get state() {
      return {
        index: tree.index,
        selection: selection.current,
        hoveredKey: hover.key,
        driveMode: modes.driveMode,
        dragging: drag.dragging,
        storyboardType: project.storyboardType,
      }
    },
    destroy() {
      text.stop()
      overlay.destroy()
    },
  }
}
