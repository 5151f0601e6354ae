import type { NavTreeNode } from '../entities/nav-tree-node'
import type { Fiber } from './fiber'

/**
 * The navigation tree plus the lookups the runtime needs between keys and DOM elements. Rebuilt
 * as a whole; never mutated.
 */
export interface NavTreeIndex {
  readonly tree: NavTreeNode | null
  /** Every node by its element key. */
  readonly nodes: ReadonlyMap<string, NavTreeNode>
  /** The DOM elements of a key: the element itself, or a component's host elements. */
  readonly elementsByKey: ReadonlyMap<string, readonly Element[]>
  /** The key of an element node by its DOM element. */
  readonly keyByElement: ReadonlyMap<Element, string>
  /** The React fiber of a node (host fiber of an element, the instance of a component). */
  readonly fiberByKey: ReadonlyMap<string, Fiber>
}

/** An index with no tree (before the first build). */
export const EMPTY_NAV_TREE_INDEX: NavTreeIndex = {
  tree: null,
  nodes: new Map(),
  elementsByKey: new Map(),
  keyByElement: new Map(),
  fiberByKey: new Map(),
}

/** The key of the nearest element node at or above a DOM element. */
export function nearestKeyOf(index: NavTreeIndex, element: Element | null): string | null {
  let current = element
  while (current) {
    const key = index.keyByElement.get(current)
    if (key !== undefined) return key
    current = current.parentElement
  }
  return null
}
