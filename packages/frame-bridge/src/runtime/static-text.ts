import type { NavTreeNode } from '../entities/nav-tree-node'

/** Whether an element holds text only (text nodes, at least one non-blank). */
export function hasOnlyText(element: Element): boolean {
  const nodes = [...element.childNodes]
  return (
    nodes.length > 0 &&
    nodes.every((node) => node.nodeType === 3) &&
    (element.textContent ?? '').trim() !== ''
  )
}

/**
 * Whether an element's text is written literally in the source and can be edited in place
 * (§4 Text editing): the codebase lookup says so (`hasOnlyTextChildren`) when it knows the
 * element; otherwise every rendered text is a literal JSX child.
 */
export function isStaticText(
  node: NavTreeNode,
  element: Element,
  lookup: Readonly<Record<string, unknown>>,
): boolean {
  if (node.isComponent || !hasOnlyText(element)) return false
  const entry = lookup[node.identity.codebaseId] as { hasOnlyTextChildren?: unknown } | undefined
  if (entry && typeof entry.hasOnlyTextChildren === 'boolean') return entry.hasOnlyTextChildren
  return node.literalChildren.length > 0 && node.literalChildren.join('') === element.textContent
}
