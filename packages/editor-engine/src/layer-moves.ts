import { isSpecialCodebaseId } from '@splendid/change-items'
import type { NavTreeNode, WrittenPlace } from '@splendid/frame-bridge'
import { codebaseIdOf } from './changes/action-target'
import type { DropTarget } from './changes/change-builders'
import { editableParentKey, type NavTreeIndex } from './nav-tree-index'

/** Why the layers panel refuses a move before sending anything. */
export type LayerMoveRefusal =
  /** The element sits directly in the page's body / root: not in the source to move from. */
  | 'fixed'
  /** The target lies inside the element itself. */
  | 'inside-itself'
  /** The parent is a component instance: its rows are the component's render, not its children. */
  | 'component-instance'
  /** The parent is not an element of the source (body / root containers). */
  | 'not-in-source'
  /** The target is another copy of the same source element (a list rendered by `map`). */
  | 'repeated'

/**
 * A move from the layers panel: beside the layer `overKey` (before or after it), given as the
 * drop among its parent's element children (`drop`) and placed, when the preview knows where
 * they are written, at the child index as written (see {@link layerMoveDrop}).
 */
export interface LayerMoveTo {
  readonly kind: 'move'
  readonly drop: DropTarget & { readonly dropParentKey: string }
  readonly overKey: string
  readonly side: 'before' | 'after'
}

/** What a reorder from the layers panel comes to. */
export type LayerMove =
  | LayerMoveTo
  /** Already there (first / last sibling, or dropped on its own place): nothing to send. */
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly reason: LayerMoveRefusal }

const NONE: LayerMove = { kind: 'none' }
const refused = (reason: LayerMoveRefusal): LayerMove => ({ kind: 'refused', reason })

function isSourceElement(node: NavTreeNode): boolean {
  const id = node.identity.codebaseId
  return id !== '' && !isSpecialCodebaseId(id)
}

/** The refusal for moving `node` among the children of `parent`, if any. */
function refusalFor(
  index: NavTreeIndex,
  node: NavTreeNode,
  parent: NavTreeNode,
): LayerMoveRefusal | null {
  if (editableParentKey(index, node.key) === null) return 'fixed'
  const current = index.nodes.get(node.parentKey ?? '')
  if (current?.isComponent) return 'component-instance'
  for (let at: string | null = parent.key; at !== null; at = index.nodes.get(at)?.parentKey ?? null)
    if (at === node.key) return 'inside-itself'
  if (parent.isComponent) return 'component-instance'
  if (!isSourceElement(parent)) return 'not-in-source'
  return null
}

/**
 * Alt+ArrowUp / Alt+ArrowDown on a layer: before the previous / after the next sibling in the
 * same parent. Nothing at the first / last place.
 */
export function siblingMove(index: NavTreeIndex, key: string, direction: 'up' | 'down'): LayerMove {
  const node = index.nodes.get(key)
  const parent = node?.parentKey ? index.nodes.get(node.parentKey) : undefined
  if (!node || !parent) return refused('fixed')
  const at = parent.children.findIndex((child) => child.key === key)
  const sibling = parent.children[direction === 'up' ? at - 1 : at + 1]
  if (at < 0 || sibling === undefined) return NONE
  const refusal = refusalFor(index, node, parent)
  if (refusal) return refused(refusal)
  if (sibling.identity.codebaseId === node.identity.codebaseId) return refused('repeated')
  // The drop index counts the siblings without the moving element.
  return {
    kind: 'move',
    drop: { dropParentKey: parent.key, dropIndex: direction === 'up' ? at - 1 : at + 1 },
    overKey: sibling.key,
    side: direction === 'up' ? 'before' : 'after',
  }
}

/**
 * A layer dropped on the upper (`before`) or lower (`after`) half of another layer's row: beside
 * that layer, in its parent.
 */
export function dropBeside(
  index: NavTreeIndex,
  key: string,
  overKey: string,
  side: 'before' | 'after',
): LayerMove {
  const node = index.nodes.get(key)
  const over = index.nodes.get(overKey)
  if (!node || !over) return NONE
  if (over.key === key) return NONE
  const parent = over.parentKey ? index.nodes.get(over.parentKey) : undefined
  if (!parent) return refused('not-in-source')
  const refusal = refusalFor(index, node, parent)
  if (refusal) return refused(refusal)
  if (over.identity.codebaseId === node.identity.codebaseId) return refused('repeated')
  const others = parent.children.filter((child) => child.key !== key)
  const dropIndex = others.findIndex((child) => child.key === overKey) + (side === 'after' ? 1 : 0)
  if (parent.key === node.parentKey) {
    const current = parent.children.findIndex((child) => child.key === key)
    if (current === dropIndex) return NONE
  }
  return { kind: 'move', drop: { dropParentKey: parent.key, dropIndex }, overKey, side }
}

/**
 * The drop of a layer move at the child index as written, given where the moved layer and the
 * one it goes beside are written (the frame's `writtenPlaces`): beside the child that renders
 * `overKey` — before or after the whole list when that is a `.map(…)`'s item, past text runs and
 * `{expressions}` between two elements — in the parent whose JSX holds it (the component
 * instance whose `children` the layers' parent renders). The layer's own drop when either place
 * is not known, or the moved layer is one of a list's items (mutate-api refuses to move those).
 */
export function layerMoveDrop(
  move: LayerMoveTo,
  moved: WrittenPlace | null,
  over: WrittenPlace | null,
): DropTarget {
  if (moved === null || over === null || !moved.own) return move.drop
  const at = over.childIndex + (move.side === 'after' ? 1 : 0)
  // Among its own parent's children, the index counts the others (as a preview drop's does) —
  // its own parent in the source: two copies of a `.map(…)` item are one element there.
  const sameParent = codebaseIdOf(moved.parentKey) === codebaseIdOf(over.parentKey)
  const own = sameParent ? moved.childIndex : null
  return {
    dropParentKey: over.parentKey,
    dropIndex: move.drop.dropIndex,
    dropChildIndex: own !== null && at > own ? at - 1 : at,
    selectedChildIndex: own,
    selectedSourceParentKey: moved.parentKey,
  }
}
