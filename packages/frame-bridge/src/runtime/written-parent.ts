import type { NavTreeNode } from '../entities/nav-tree-node'
import type { WrittenPlace } from '../frame-functions'
import type { NavTreeState } from './nav-tree-state'
import { sourceChildrenOf } from './source-children'

type Tree = Pick<NavTreeState, 'index' | 'elementsOf'>

/** The component instance with this codebase id that `node` renders inside, if any. */
export function instanceAbove(
  index: Tree['index'],
  node: NavTreeNode,
  codebaseId: string,
): NavTreeNode | undefined {
  for (let at = index.nodes.get(node.parentKey ?? ''); at; at = index.nodes.get(at.parentKey ?? ''))
    if (at.isComponent && at.identity.codebaseId === codebaseId) return at
  return undefined
}

/**
 * The key of the element whose JSX has `key`'s element as a child: its parent in the tree, or —
 * when that parent renders its component's `children` handed on (all its children, or one
 * `{children}` among its own) and the element is among them — the component instance that
 * was given them (`<Box>` for an `<h2>` written in `<Box><h2 /></Box>`, rendered inside Box's
 * `<div>`). `null` for the root.
 */
export function writtenParentKey(tree: Tree, key: string): string | null {
  return writtenPlaceOf(tree, key)?.parentKey ?? tree.index.nodes.get(key)?.parentKey ?? null
}

/**
 * Where `key`'s element is written (see {@link WrittenPlace}): the child of its parent as
 * written that renders its first element. `null` when the frame cannot tell — its parent is a
 * component instance (it is the root of the component's render) or was not rendered by React.
 */
export function writtenPlaceOf(tree: Tree, key: string): WrittenPlace | null {
  const node = tree.index.nodes.get(key)
  const parent = tree.index.nodes.get(node?.parentKey ?? '')
  const mine = tree.elementsOf(key)
  const container = parent === undefined ? [] : tree.elementsOf(parent.key)
  const [first] = mine
  if (parent === undefined || parent.isComponent || container.length !== 1 || !first) return null
  const source = sourceChildrenOf(container[0] as Element)
  const at = source?.nodes.find(({ node: child }) => child.contains(first))
  if (!source || !at) return null
  // Among the caller's children handed on beside the container's own: written by the instance.
  const handedOn = source.handedOn?.at === at.index ? source.handedOn : null
  const children = handedOn ?? source
  const entry = children.nodes.find(({ node: child }) => child.contains(first))
  const writtenBy = handedOn?.writtenBy ?? source.writtenBy
  if (!entry) return null
  const parentKey =
    writtenBy === null ? parent.key : instanceAbove(tree.index, parent, writtenBy)?.key
  if (parentKey === undefined) return null
  const own = children.nodes.every(
    ({ node: child, index }) =>
      index !== entry.index || mine.some((element) => element.contains(child)),
  )
  return { parentKey, childIndex: entry.index, own }
}
