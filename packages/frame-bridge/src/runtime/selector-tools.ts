import { DARK_MODE_MODIFIER, isStateModifier } from '@splendid/change-items'
import { type AstRule, type AstSelector, createParser, render } from 'css-selector-parser'

const parse = createParser({ syntax: 'progressive' })

/** Parses a selector list; `null` (and a log) when the parser refuses it. */
export function parseSelector(
  selector: string,
  logger: Pick<Console, 'warn'> | null,
): AstSelector | null {
  try {
    return parse(selector)
  } catch (error) {
    // The parser's own message reads 'css-selector-parser parse error: … Pos: n.' (§8).
    logger?.warn(error instanceof Error ? error.message : String(error))
    return null
  }
}

/** A selector is valid only if the browser can query it and the parser accepts it (§5). */
export function isValidSelector(
  doc: Document,
  selector: string,
  logger: Pick<Console, 'warn'> | null = null,
): boolean {
  if (parseSelector(selector, logger) === null) return false
  try {
    doc.querySelector(selector)
    return true
  } catch {
    return false
  }
}

/** The compound the selector targets: the last rule of the combinator chain. */
export function subjectOf(rule: AstRule): AstRule {
  let current = rule
  while (current.nestedRule) current = current.nestedRule
  return current
}

/** The class names of the targeted compound. */
export function subjectClasses(rule: AstRule): string[] {
  return subjectOf(rule).items.flatMap((item) => (item.type === 'ClassName' ? [item.name] : []))
}

/** The state modifiers (`hover`, …) of the targeted compound. */
export function subjectStates(rule: AstRule): string[] {
  return subjectOf(rule).items.flatMap((item) =>
    item.type === 'PseudoClass' && isStateModifier(item.name) ? [item.name] : [],
  )
}

/** Whether the selector puts the element under a `.dark` ancestor (class-based dark mode). */
export function usesDarkClass(rule: AstRule): boolean {
  let current: AstRule | undefined = rule
  while (current?.nestedRule) {
    if (
      current.items.some((item) => item.type === 'ClassName' && item.name === DARK_MODE_MODIFIER)
    ) {
      return true
    }
    current = current.nestedRule
  }
  return false
}

/** The rule rendered on its own with the state pseudo classes of its target removed. */
export function withoutStates(rule: AstRule): string {
  const strip = (current: AstRule): AstRule => {
    const items = current.items.filter(
      (item) => !(item.type === 'PseudoClass' && isStateModifier(item.name)),
    )
    const nested = current.nestedRule ? strip(current.nestedRule) : undefined
    const stripped: AstRule = {
      ...current,
      items: items.length > 0 ? items : [{ type: 'WildcardTag' }],
    }
    if (nested) stripped.nestedRule = nested
    else delete stripped.nestedRule
    return stripped
  }
  return render({ type: 'Selector', rules: [strip(rule)] })
}

/** Renders one rule as a selector text. */
export function renderRule(rule: AstRule): string {
  return render({ type: 'Selector', rules: [rule] })
}
