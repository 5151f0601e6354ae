import type { NavTreeNode } from '@splendid/frame-bridge'

/** The navigation tree by key, with each node's parent. */
export interface NavTreeIndex {
  readonly root: NavTreeNode | null
  readonly nodes: ReadonlyMap<string, NavTreeNode>
}

export const EMPTY_NAV_TREE_INDEX: NavTreeIndex = { root: null, nodes: new Map() }

/** Indexes a navigation tree by element key. */
export function indexNavTree(root: NavTreeNode | null): NavTreeIndex {
  const nodes = new Map<string, NavTreeNode>()
  const stack = root ? [root] : []
  for (let node = stack.pop(); node; node = stack.pop()) {
    nodes.set(node.key, node)
    for (const child of node.children) stack.push(child)
  }
  return { root, nodes }
}

/** A row of the layers panel: a node at its depth. */
export interface LayerRow {
  readonly node: NavTreeNode
  readonly depth: number
  readonly hasChildren: boolean
  readonly expanded: boolean
}

/**
 * The visible rows of the layers panel, depth first. A node shows its children unless it is in
 * `collapsed`; the ancestors of `reveal` (the selection) are always open.
 */
export function layerRows(
  index: NavTreeIndex,
  collapsed: ReadonlySet<string>,
  reveal: string | null,
): LayerRow[] {
  const forcedOpen = new Set<string>()
  for (
    let key = reveal === null ? null : (index.nodes.get(reveal)?.parentKey ?? null);
    key !== null;
    key = index.nodes.get(key)?.parentKey ?? null
  ) {
    forcedOpen.add(key)
  }
  const rows: LayerRow[] = []
  const visit = (node: NavTreeNode, depth: number) => {
    const hasChildren = node.children.length > 0
    const expanded = hasChildren && (!collapsed.has(node.key) || forcedOpen.has(node.key))
    rows.push({ node, depth, hasChildren, expanded })
    if (expanded) for (const child of node.children) visit(child, depth + 1)
  }
  if (index.root) {
    // The body / root containers are plumbing: start the list at their children.
    const start = skipContainers(index.root)
    for (const node of start) visit(node, 0)
  }
  return rows
}

function skipContainers(root: NavTreeNode): readonly NavTreeNode[] {
  let nodes: readonly NavTreeNode[] = [root]
  while (nodes.length === 1 && nodes[0] && isContainer(nodes[0])) nodes = nodes[0].children
  return nodes
}

function isContainer(node: NavTreeNode): boolean {
  const id = node.identity.codebaseId
  return id === 'body' || id === 'root' || id === '__next' || id === 'SKIP-ROOT'
}

/** The key of the node's parent that is a real element (not body/root), or null. */
export function editableParentKey(index: NavTreeIndex, key: string): string | null {
  const parentKey = index.nodes.get(key)?.parentKey ?? null
  const parent = parentKey === null ? undefined : index.nodes.get(parentKey)
  if (!parent || isContainer(parent)) return null
  return parent.key
}
