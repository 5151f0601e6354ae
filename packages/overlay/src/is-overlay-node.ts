import { OVERLAY_HOST_ATTRIBUTE } from './overlay-constants'

/**
 * Whether a node belongs to the overlay: its host element, or anything inside the host's shadow
 * root. The frame uses it to skip the overlay when it walks the DOM for the navigation tree and
 * when it resolves the element under the pointer.
 *
 * @example
 * ```ts
 * const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
 *   acceptNode: (node) => (isOverlayNode(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
 * })
 * ```
 */
export function isOverlayNode(node: Node): boolean {
  let current: Node | null = node
  while (current !== null) {
    if (isOverlayHost(current)) return true
    const root = current.getRootNode()
    current = isShadowRoot(root) ? root.host : null
  }
  return false
}

function isOverlayHost(node: Node): boolean {
  return node.nodeType === 1 && (node as Element).hasAttribute(OVERLAY_HOST_ATTRIBUTE)
}

function isShadowRoot(node: Node): node is ShadowRoot {
  return node.nodeType === 11 && 'host' in node
}
