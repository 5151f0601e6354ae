import { PENCIL_ICON_SIZE_PX } from './overlay-constants'
import { OVERLAY_CLASS } from './overlay-stylesheet'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** A pencil outline: body, tip and the ferrule line, drawn in the current text colour. */
const PENCIL_PATH = 'M4 20 L5 15 L15 5 L19 9 L9 19 Z M13 7 L17 11 M5 15 L9 19'

/** Builds the 22px pencil icon of the Edit Dynamic Text button (spec §9). */
export function createPencilIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('class', OVERLAY_CLASS.pencil)
  svg.setAttribute('width', String(PENCIL_ICON_SIZE_PX))
  svg.setAttribute('height', String(PENCIL_ICON_SIZE_PX))
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  const path = doc.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', PENCIL_PATH)
  path.setAttribute('fill', 'none')
  path.setAttribute('stroke', 'currentColor')
  path.setAttribute('stroke-width', '2')
  path.setAttribute('stroke-linejoin', 'round')
  path.setAttribute('stroke-linecap', 'round')
  svg.append(path)
  return svg
}
