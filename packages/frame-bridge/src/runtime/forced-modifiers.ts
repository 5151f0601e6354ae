import { DARK_MODE_MODIFIER, isStateModifier } from '@splendid/change-items'
import { collectStyleRules } from './css-rules'
import { runtimeStyleSheet } from './instant-styling'
import { FORCED_MODIFIER_PREFIX } from './runtime-markers'

/** Forces state modifiers / dark mode on elements so their styles show (§5 preview). */
export interface ForcedModifiers {
  /** Replaces the forced modifiers (empty clears). */
  set(elements: readonly Element[], modifiers: readonly string[]): void
}

/**
 * Copies every page rule that uses one of the forced states (`:hover`, `:focus`, …) with the
 * pseudo class replaced by a runtime class (`.arb89-force-hover`), and adds that class to the
 * elements; `dark` copies the `prefers-color-scheme: dark` rules unconditionally and adds `dark`
 * to `<html>` for class-based dark mode. Responsive prefixes depend on the viewport width and are
 * not forced.
 */
export function createForcedModifiers(
  doc: Document,
  logger: Pick<Console, 'warn'>,
): ForcedModifiers {
  let forcedElements: readonly Element[] = []
  let forcedClasses: string[] = []
  let addedDarkClass = false

  function clear(sheet: CSSStyleSheet | null): void {
    while (sheet && sheet.cssRules.length > 0) sheet.deleteRule(0)
    for (const element of forcedElements)
      for (const name of forcedClasses) element.classList.remove(name)
    if (addedDarkClass) doc.documentElement.classList.remove(DARK_MODE_MODIFIER)
    forcedElements = []
    forcedClasses = []
    addedDarkClass = false
  }

  return {
    set(elements, modifiers) {
      const sheet = runtimeStyleSheet(doc, 'forced')
      clear(sheet)
      if (!sheet || modifiers.length === 0) return
      const states = modifiers.filter(isStateModifier)
      const dark = modifiers.includes(DARK_MODE_MODIFIER)
      for (const { rule, conditions } of collectStyleRules(doc)) {
        let selector = rule.selectorText
        for (const state of states) {
          selector = selector.replace(
            new RegExp(`:${state}(?![\\w-])`, 'g'),
            `.${FORCED_MODIFIER_PREFIX}${state}`,
          )
        }
        const darkOnly = conditions.some((condition) =>
          /prefers-color-scheme:\s*dark/.test(condition),
        )
        if (selector === rule.selectorText && !(dark && darkOnly)) continue
        const kept = conditions.filter(
          (condition) => !(dark && /prefers-color-scheme:\s*dark/.test(condition)),
        )
        let text = `${selector} { ${rule.style.cssText} }`
        for (const condition of kept.reverse()) text = `@media ${condition} { ${text} }`
        try {
          sheet.insertRule(text, sheet.cssRules.length)
        } catch (error) {
          logger.warn('Could not force a modifier rule', text, error)
        }
      }
      forcedClasses = states.map((state) => `${FORCED_MODIFIER_PREFIX}${state}`)
      forcedElements = elements
      for (const element of elements) for (const name of forcedClasses) element.classList.add(name)
      if (dark && !doc.documentElement.classList.contains(DARK_MODE_MODIFIER)) {
        doc.documentElement.classList.add(DARK_MODE_MODIFIER)
        addedDarkClass = true
      }
    },
  }
}
