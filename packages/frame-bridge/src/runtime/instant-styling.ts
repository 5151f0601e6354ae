import {
  DARK_MODE_MODIFIER,
  isResponsivePrefix,
  isStateModifier,
  type ResponsivePrefix,
  sanitizeClassName,
} from '@splendid/change-items'
import type { InstantEffect } from './instant-effect'
import {
  FORCED_MODIFIER_PREFIX,
  INSTANT_STYLING_PREFIX,
  RUNTIME_STYLE_ATTRIBUTE,
} from './runtime-markers'

/** Tailwind's default breakpoints of the responsive prefixes (§5), in px. */
export const RESPONSIVE_MIN_WIDTHS: Readonly<Record<ResponsivePrefix, number>> = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
}

/** `backgroundColor` → `background-color`; custom properties and kebab names stay. */
export function toCssPropertyName(name: string): string {
  if (name.startsWith('--')) return name
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** Declarations from a map (null value = unset) or a `prop: value; …` text, all `!important`. */
export function declarationsText(
  declarations: Readonly<Record<string, string | null>> | string,
): string {
  const entries: [string, string][] =
    typeof declarations === 'string'
      ? declarations
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part.includes(':'))
          .map((part) => {
            const colon = part.indexOf(':')
            return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()]
          })
      : Object.entries(declarations).map(([name, value]) => [name, value ?? 'unset'])
  return entries
    .map(
      ([name, value]) =>
        `${toCssPropertyName(name)}: ${value.replace(/\s*!important$/, '')} !important`,
    )
    .join('; ')
}

/**
 * The CSS rule text of a temporary class under modifiers: state modifiers (`hover`, …) become the
 * pseudo class *or* the runtime's forcing class (so forced previews show them), responsive
 * prefixes a `min-width` media query, `dark` a `prefers-color-scheme` query.
 *
 * @example
 * ```ts
 * instantRuleText('arb89-styling-a-1', 'color: red !important', ['hover', 'md'])
 * // '@media (min-width: 768px) { .arb89-styling-a-1:hover, .arb89-styling-a-1.arb89-force-hover { color: red !important } }'
 * ```
 */
export function instantRuleText(
  className: string,
  declarations: string,
  modifiers: readonly string[],
): string {
  const states = modifiers.filter(isStateModifier)
  const base = `.${className}`
  const selector =
    states.length === 0
      ? base
      : `${base}${states.map((state) => `:${state}`).join('')}, ${base}${states
          .map((state) => `.${FORCED_MODIFIER_PREFIX}${state}`)
          .join('')}`
  let rule = `${selector} { ${declarations} }`
  for (const prefix of modifiers.filter(isResponsivePrefix)) {
    rule = `@media (min-width: ${RESPONSIVE_MIN_WIDTHS[prefix]}px) { ${rule} }`
  }
  if (modifiers.includes(DARK_MODE_MODIFIER)) {
    rule = `@media (prefers-color-scheme: dark) { ${rule} }`
  }
  return rule
}

/** The runtime's own style sheet for instant styling. */
export function runtimeStyleSheet(doc: Document, name: string): CSSStyleSheet | null {
  let style = doc.querySelector<HTMLStyleElement>(`style[${RUNTIME_STYLE_ATTRIBUTE}="${name}"]`)
  if (!style) {
    style = doc.createElement('style')
    style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, name)
    ;(doc.head ?? doc.documentElement).append(style)
  }
  return style.sheet
}

let styleCounter = 0

/** A fresh temporary class for a codebase id or class name: `arb89-styling-<sanitized>-<n>`. */
export function instantStylingClass(name: string): string {
  styleCounter += 1
  return `${INSTANT_STYLING_PREFIX}${sanitizeClassName(name)}-${Date.now().toString(36)}${styleCounter}`
}

/**
 * Injects a temporary rule and adds its class to the elements (instant STYLING / ADD_CLASS).
 * Returns `null` (and logs) when the rule cannot be inserted.
 */
export function applyTemporaryRule(
  doc: Document,
  elements: readonly Element[],
  className: string,
  ruleText: string,
  logger: Pick<Console, 'error'>,
): InstantEffect | null {
  const sheet = runtimeStyleSheet(doc, 'instant')
  if (!sheet) return null
  let rule: CSSRule | null = null
  const insert = (): boolean => {
    try {
      rule = sheet.cssRules[sheet.insertRule(ruleText, sheet.cssRules.length)] ?? null
      return true
    } catch (error) {
      logger.error('Could not insert the instant style rule', ruleText, error)
      return false
    }
  }
  if (!insert()) return null
  const add = () => {
    for (const element of elements) element.classList.add(className)
  }
  add()
  return {
    undo() {
      for (const element of elements) element.classList.remove(className)
      const index = [...sheet.cssRules].indexOf(rule as CSSRule)
      if (index >= 0) sheet.deleteRule(index)
      rule = null
    },
    redo() {
      if (insert()) add()
    },
  }
}
