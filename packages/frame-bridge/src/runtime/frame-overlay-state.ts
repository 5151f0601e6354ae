import { EMPTY_OVERLAY_STATE, type OverlayState, type Rect } from '@splendid/overlay'
import type { Box } from './drop-position'
import type { NavTreeState } from './nav-tree-state'
import type { SelectionState } from './selection-rules'

/** What the overlay is drawn from: the runtime's state at one moment. */
export interface FrameOverlayInputs {
  readonly tree: Pick<NavTreeState, 'index' | 'boxOf'>
  readonly selection: SelectionState
  readonly hoveredKey: string | null
  /** The container a drag would drop into. */
  readonly dropParentKey: string | null
  /** Where the drag would land in it (see `DropTarget.line`). */
  readonly dropLine?: Box | null
  readonly dragging: boolean
  /** Whether the selected element offers "Edit Dynamic Text" (text editing decides). */
  readonly showEditDynamicText: boolean
}

/**
 * The overlay state for the runtime's state: the selected and hovered outlines (no hover outline
 * on the selected element), the multi-selection boxes, and while dragging the drop container with
 * its children and the line where the element would land. Keys without a box are left out.
 *
 * @example
 * ```ts
 * overlay.update(frameOverlayState({ tree, selection: selection.current, hoveredKey: null,
 *   dropParentKey: null, dragging: false, showEditDynamicText: false }))
 * ```
 */
export function frameOverlayState(inputs: FrameOverlayInputs): OverlayState {
  const { tree, selection, hoveredKey, dropParentKey } = inputs
  const nodeOf = (key: string | null) => (key === null ? undefined : tree.index.nodes.get(key))
  const rectOf = (key: string | null): Rect | null => {
    const box = tree.boxOf(key)
    return box ? { x: box.pageX, y: box.pageY, width: box.width, height: box.height } : null
  }
  const selectedNode = nodeOf(selection.selectedKey)
  const selectedRect = rectOf(selection.selectedKey)
  const hoveredNode = nodeOf(hoveredKey)
  const hoveredRect = hoveredKey === selection.selectedKey ? null : rectOf(hoveredKey)
  return {
    ...EMPTY_OVERLAY_STATE,
    selected:
      selectedNode && selectedRect
        ? {
            rect: selectedRect,
            name: selectedNode.name,
            isComponent: selectedNode.isComponent,
            showEditDynamicText: inputs.showEditDynamicText,
          }
        : null,
    hovered:
      hoveredNode && hoveredRect
        ? { rect: hoveredRect, name: hoveredNode.name, isComponent: hoveredNode.isComponent }
        : null,
    multiSelected: selection.multiselectedKeys.flatMap((key) => rectOf(key) ?? []),
    children: (nodeOf(dropParentKey)?.children ?? []).flatMap((child) => rectOf(child.key) ?? []),
    moveTarget: rectOf(dropParentKey),
    dropLine: inputs.dropLine
      ? {
          x: inputs.dropLine.left,
          y: inputs.dropLine.top,
          width: inputs.dropLine.width,
          height: inputs.dropLine.height,
        }
      : null,
    dragging: inputs.dragging,
  }
}
