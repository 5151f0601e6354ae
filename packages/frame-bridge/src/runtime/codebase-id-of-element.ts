import { isValidCodebaseId } from '@splendid/change-items'
import { TEMPO_ELEMENT_ID_ATTRIBUTE } from '@splendid/codebase-ids/ids'
import { HIDDEN_ATTRIBUTE } from './runtime-markers'

/**
 * The codebase id a DOM element carries: its `tempo-<uuid>` class (or a wrap / duplicate
 * placeholder class), else its `tempoelementid` attribute. `null` for elements outside the code.
 */
export function codebaseIdOfElement(element: Element): string | null {
  return codebaseIdAmong(element, element.classList)
}

/** {@link codebaseIdOfElement} with the element's class names already read. */
export function codebaseIdAmong(element: Element, classNames: Iterable<string>): string | null {
  for (const className of classNames) {
    if (isValidCodebaseId(className)) return className
  }
  const attribute = element.getAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE)
  return attribute !== null && isValidCodebaseId(attribute) ? attribute : null
}

/**
 * Every element that carries this codebase id (as class or attribute), except the ones the
 * runtime hid (instantly removed or moved away: their visible clone stands in for them).
 */
export function elementsWithCodebaseId(root: ParentNode, codebaseId: string): Element[] {
  const escaped = cssEscape(codebaseId)
  const found = root.querySelectorAll(
    `.${escaped}, [${TEMPO_ELEMENT_ID_ATTRIBUTE}="${codebaseId}"]`,
  )
  return [...found].filter((element) => !element.hasAttribute(HIDDEN_ATTRIBUTE))
}

function cssEscape(value: string): string {
  const nativeEscape = (globalThis as { CSS?: { escape?: (text: string) => string } }).CSS?.escape
  return nativeEscape
    ? nativeEscape(value)
    : value.replace(/[^A-Za-z0-9_-]/g, (char) => `\\${char}`)
}
