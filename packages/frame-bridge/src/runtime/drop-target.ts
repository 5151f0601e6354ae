import { dropIndex } from './drop-position'
import { nearestKeyOf } from './nav-tree-index'
import type { NavTreeState } from './nav-tree-state'

/** Where a drag would drop: the container and the index among its children. */
export interface DropTarget {
  readonly parentKey: string
  readonly index: number
}

/** What {@link dropTargetAt} needs to know about the drag. */
export interface DropQuery {
  /** The element under the pointer. */
  readonly target: Element | null
  /** The pointer, in page coordinates. */
  readonly pageX: number
  readonly pageY: number
  /** The element being moved (left out of the children counted), if any. */
  readonly movedKey: string | null
  /** The container when the pointer is over nothing that can take the drop. */
  readonly fallbackParentKey: string | null
}

/**
 * The container under the pointer and the index among its children (the moved element left out)
 * where a drop lands (§4 Drag): the nearest element with a key holds it, a leaf meaning next to
 * it (its parent holds it); the index is {@link dropIndex}'s along the container's main axis.
 */
export function dropTargetAt(
  tree: Pick<NavTreeState, 'index' | 'elementsOf' | 'boxOf'>,
  query: DropQuery,
): DropTarget | null {
  const { index } = tree
  const moved = tree.elementsOf(query.movedKey)
  const inside = (element: Element | null) =>
    moved.some((own) => element !== null && own.contains(element))
  const candidate = query.target && !inside(query.target) ? nearestKeyOf(index, query.target) : null
  let node = candidate === null ? undefined : index.nodes.get(candidate)
  if (node && node.children.length === 0 && node.parentKey !== null)
    node = index.nodes.get(node.parentKey)
  if (!node && query.fallbackParentKey !== null) node = index.nodes.get(query.fallbackParentKey)
  if (!node) return null
  const boxes = node.children
    .filter((child) => child.key !== query.movedKey)
    .flatMap((child) => {
      const box = tree.boxOf(child.key)
      return box ? [{ left: box.pageX, top: box.pageY, width: box.width, height: box.height }] : []
    })
  return {
    parentKey: node.key,
    index: dropIndex(boxes, { x: query.pageX, y: query.pageY }, node.display, node.flexDirection),
  }
}
