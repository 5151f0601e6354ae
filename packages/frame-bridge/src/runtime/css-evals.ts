import type { CssEvals } from '../frame-functions'
import { themeFontVariables } from './theme-fonts'

/** The computed properties collected per element (§9: about 80). */
export const CSS_EVAL_PROPERTIES = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'clear',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'justify-content',
  'align-items',
  'align-content',
  'align-self',
  'order',
  'gap',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'grid-row',
  'color',
  'background-color',
  'background-image',
  'opacity',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'overflow-x',
  'overflow-y',
  'visibility',
  'cursor',
  'transform',
  'transition',
  'transition-property',
  'transition-duration',
  'transition-timing-function',
] as const

/**
 * The computed styles of an element (§9): the listed properties, the theme's font-family
 * variables (`--font-sans`…, for the font family field), plus its parent's `display` and
 * `flex-direction` only (as `parentDisplay` / `parentFlexDirection`).
 */
export function readCssEvals(element: Element): CssEvals {
  const view = element.ownerDocument.defaultView
  if (!view) return {}
  const style = view.getComputedStyle(element)
  const evals: Record<string, string> = {}
  for (const name of CSS_EVAL_PROPERTIES) evals[name] = style.getPropertyValue(name)
  for (const name of themeFontVariables(element.ownerDocument)) {
    evals[name] = style.getPropertyValue(name).trim()
  }
  const parent = element.parentElement
  if (parent) {
    const parentStyle = view.getComputedStyle(parent)
    evals.parentDisplay = parentStyle.display
    evals.parentFlexDirection = parentStyle.flexDirection
  }
  return evals
}
