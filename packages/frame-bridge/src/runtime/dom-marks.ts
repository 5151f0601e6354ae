import { HIDDEN_ATTRIBUTE, TEMP_NODE_ATTRIBUTE } from './runtime-markers'

/** Hides an element (instant remove / move / replace); returns how to show it again. */
export function hideElement(element: Element): () => void {
  const previousStyle = element.getAttribute('style')
  element.setAttribute(HIDDEN_ATTRIBUTE, '')
  ;(element as HTMLElement).style?.setProperty('display', 'none', 'important')
  return () => {
    element.removeAttribute(HIDDEN_ATTRIBUTE)
    if (previousStyle === null) element.removeAttribute('style')
    else element.setAttribute('style', previousStyle)
  }
}

/** Marks a node the runtime inserted: it is removed again after the next refresh. */
export function markTemporary(element: Element): Element {
  element.setAttribute(TEMP_NODE_ATTRIBUTE, '')
  return element
}

/** Removes every node the runtime inserted and shows every element it hid. */
export function removeTemporaryNodes(doc: Document): void {
  for (const node of doc.querySelectorAll(`[${TEMP_NODE_ATTRIBUTE}]`)) node.remove()
}

/** Inserts `node` into `parent` before `reference` (`null`: at the end). */
export function insertAt(parent: Element, node: Node, reference: Node | null): void {
  parent.insertBefore(node, reference)
}

/** The direct child of `parent` that is, or contains, `element`; `null` when none. */
export function childContaining(parent: Element, element: Element): Element | null {
  let current: Element | null = element
  while (current && current.parentElement !== parent) current = current.parentElement
  return current
}
