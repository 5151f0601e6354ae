import type { TextDirection } from './label-placement'
import type { Viewport } from './rect'

/**
 * Reads the page's scroll offset and visible size. `clientHeight` of the root element excludes a
 * horizontal scrollbar; engines without layout report 0 there, so `innerHeight` is the fallback.
 */
export function readViewport(doc: Document): Viewport {
  const win = doc.defaultView
  const root = doc.documentElement
  return {
    scrollX: win?.scrollX ?? 0,
    scrollY: win?.scrollY ?? 0,
    width: root.clientWidth || (win?.innerWidth ?? 0),
    height: root.clientHeight || (win?.innerHeight ?? 0),
  }
}

/** Reads the writing direction that applies at `element`: its computed style, else the nearest `dir`. */
export function readDirection(element: Element): TextDirection {
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction
  if (computed === 'rtl') return 'rtl'
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr'
}
