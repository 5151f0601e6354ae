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
 * What the codebase lookup says about an element's text: mutate-api's tree-element entries carry
 * `textIsStatic` and `editableText`; older entries (the codebase index itself) carried
 * `hasOnlyTextChildren`. `undefined` when the entry says nothing.
 */
function lookupVerdict(
  entry: unknown,
): { readonly isStatic: boolean; readonly editableText: string | null } | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const fields = entry as {
    readonly textIsStatic?: unknown
    readonly hasOnlyTextChildren?: unknown
    readonly editableText?: unknown
  }
  const isStatic =
    typeof fields.textIsStatic === 'boolean'
      ? fields.textIsStatic
      : typeof fields.hasOnlyTextChildren === 'boolean'
        ? fields.hasOnlyTextChildren
        : undefined
  if (isStatic === undefined) return undefined
  const editableText = typeof fields.editableText === 'string' ? fields.editableText : null
  return { isStatic, editableText }
}

/**
 * Whether an element's text is written literally in the source and can be edited in place
 * (§4 Text editing). When the codebase lookup knows the element, it decides (`textIsStatic`, or
 * the older `hasOnlyTextChildren`) — and when it gives the source text (`editableText`), the
 * page must show exactly that text (both trimmed): a Lingui `<Trans>` text shown translated
 * (the Arabic interface) is not the source text, so it is not edited in place and the editor
 * offers "Edit Dynamic Text" instead. Without a lookup entry, every rendered text must be a
 * literal JSX child.
 *
 * @example
 * ```ts
 * // <h1><Trans>Welcome</Trans></h1>, lookup { textIsStatic: true, editableText: 'Welcome' }
 * isStaticText(node, h1, lookup) // true when the page shows "Welcome", false for "مرحبا"
 * ```
 */
export function isStaticText(
  node: NavTreeNode,
  element: Element,
  lookup: Readonly<Record<string, unknown>>,
): boolean {
  if (node.isComponent || !hasOnlyText(element)) return false
  const verdict = lookupVerdict(lookup[node.identity.codebaseId])
  if (verdict !== undefined) {
    if (!verdict.isStatic) return false
    if (verdict.editableText === null) return true
    return verdict.editableText.trim() === (element.textContent ?? '').trim()
  }
  return node.literalChildren.length > 0 && node.literalChildren.join('') === element.textContent
}
