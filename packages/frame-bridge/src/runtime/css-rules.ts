import {
  DARK_MODE_MODIFIER,
  RESPONSIVE_PREFIXES,
  type ResponsivePrefix,
} from '@splendid/change-items'
import type { AstRule } from 'css-selector-parser'
import type { CssRuleEntry } from '../entities/css-rule-entry'
import { codebaseIdOfElement } from './codebase-id-of-element'
import { RESPONSIVE_MIN_WIDTHS } from './instant-styling'
import { RUNTIME_STYLE_ATTRIBUTE } from './runtime-markers'
import {
  parseSelector,
  renderRule,
  subjectClasses,
  subjectStates,
  usesDarkClass,
  withoutStates,
} from './selector-tools'

/** A style rule of the page with the media conditions around it and its file. */
export interface PageStyleRule {
  readonly rule: CSSStyleRule
  readonly conditions: readonly string[]
  readonly filename: string | null
}

/** Every style rule of the page's own style sheets (not the runtime's; cross-origin skipped). */
export function collectStyleRules(doc: Document): PageStyleRule[] {
  const found: PageStyleRule[] = []
  const walk = (rules: CSSRuleList, conditions: readonly string[], filename: string | null) => {
    for (const rule of rules) {
      if ('selectorText' in rule && 'style' in rule) {
        found.push({ rule: rule as CSSStyleRule, conditions, filename })
      } else if ('cssRules' in rule) {
        const condition = 'conditionText' in rule ? String(rule.conditionText) : ''
        walk(
          (rule as CSSGroupingRule).cssRules,
          condition ? [...conditions, condition] : conditions,
          filename,
        )
      }
    }
  }
  for (const sheet of doc.styleSheets) {
    const owner = sheet.ownerNode as Element | null
    if (owner?.hasAttribute?.(RUNTIME_STYLE_ATTRIBUTE)) continue
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue
    }
    walk(rules, [], sheet.href ?? owner?.getAttribute?.('data-vite-dev-id') ?? null)
  }
  return found
}

/** Responsive prefix and dark mode of media conditions (`min-width: 768px` → `md`). */
export function mediaModifiers(conditions: readonly string[]): string[] {
  const modifiers: string[] = []
  for (const condition of conditions) {
    const width = /min-width:\s*(\d+(?:\.\d+)?)(px|rem|em)/.exec(condition)
    if (width) {
      const px = Number(width[1]) * (width[2] === 'px' ? 1 : 16)
      const prefix = RESPONSIVE_PREFIXES.find(
        (name: ResponsivePrefix) => RESPONSIVE_MIN_WIDTHS[name] === px,
      )
      if (prefix) modifiers.push(prefix)
    }
    if (/prefers-color-scheme:\s*dark/.test(condition)) modifiers.push(DARK_MODE_MODIFIER)
  }
  return modifiers
}

/** Runs `check` with classes temporarily added to / removed from the element, then restores. */
function withClasses(
  element: Element,
  add: readonly string[],
  remove: readonly string[],
  check: () => boolean,
): boolean {
  const original = element.getAttribute('class')
  for (const name of add) element.classList.add(name)
  for (const name of remove) element.classList.remove(name)
  try {
    return check()
  } finally {
    if (original === null) element.removeAttribute('class')
    else element.setAttribute('class', original)
  }
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector)
  } catch {
    return false
  }
}

/** Whether removing one of the selector's classes from the element stops it matching (§5). */
export function isRemovable(element: Element, rule: AstRule): boolean {
  const selector = withoutStates(rule)
  if (!matches(element, selector)) return false
  return subjectClasses(rule).some(
    (name) =>
      element.classList.contains(name) &&
      withClasses(element, [], [name], () => !matches(element, selector)),
  )
}

/** Whether adding the selector's classes to the element would make it match (§5). */
export function isEligible(element: Element, rule: AstRule): boolean {
  const classes = subjectClasses(rule)
  if (classes.length === 0) return false
  const selector = withoutStates(rule)
  return withClasses(element, classes, [], () => matches(element, selector))
}

/** Properties an element inherits from its ancestors (the ones the styles panel shows). */
export const INHERITED_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'cursor',
  'direction',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'line-height',
  'list-style',
  'list-style-type',
  'text-align',
  'text-indent',
  'text-transform',
  'visibility',
  'white-space',
  'word-spacing',
])

function inheritedRules(
  element: Element,
  pageRules: readonly PageStyleRule[],
  logger: Pick<Console, 'warn'>,
): CssRuleEntry[] {
  // Parsed once: the rules that set an inherited property, one entry per selector of the list.
  const candidates = pageRules.flatMap(({ rule, conditions, filename }) => {
    const styles = Object.fromEntries(
      Object.entries(stylesOf(rule.style)).filter(([name]) => INHERITED_PROPERTIES.has(name)),
    )
    if (Object.keys(styles).length === 0) return []
    const parsed = parseSelector(rule.selectorText, logger)
    return (parsed?.rules ?? [])
      .filter((single) => subjectStates(single).length === 0)
      .map((single) => ({ selector: renderRule(single), styles, conditions, filename }))
  })
  const entries: CssRuleEntry[] = []
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    for (const { selector, styles, conditions, filename } of candidates) {
      if (!matches(ancestor, selector)) continue
      entries.push({
        filename,
        selector,
        styles,
        applied: true,
        removable: false,
        allowChanges: filename !== null && !filename.includes('node_modules'),
        inherited: true,
        modifiers: mediaModifiers(conditions),
        codebaseId: null,
      })
    }
  }
  return entries
}

function stylesOf(style: CSSStyleDeclaration): Record<string, string> {
  const styles: Record<string, string> = {}
  for (let index = 0; index < style.length; index += 1) {
    const name = style.item(index)
    const priority = style.getPropertyPriority(name)
    styles[name] = `${style.getPropertyValue(name)}${priority ? ` !${priority}` : ''}`
  }
  return styles
}

/**
 * The styles panel's rules for an element (§5): every valid page rule that matches it (state
 * modifiers ignored for matching and reported as modifiers) or is eligible (adding its classes
 * would make it match), with removability, responsive / dark modifiers and file; then the
 * element's inline style; then the rules of its ancestors that set inherited properties
 * (`inherited: true`, only those properties); then the editor's known rules not found on the
 * page, re-checked.
 */
export function processRulesForElement(
  doc: Document,
  element: Element,
  knownRules: readonly CssRuleEntry[],
  logger: Pick<Console, 'warn'>,
): CssRuleEntry[] {
  const entries: CssRuleEntry[] = []
  const pageRules = collectStyleRules(doc)
  for (const { rule, conditions, filename } of pageRules) {
    const parsed = parseSelector(rule.selectorText, logger)
    if (!parsed) continue
    for (const single of parsed.rules) {
      const selector = renderRule(single)
      const applied = matches(element, withoutStates(single))
      if (!applied && !isEligible(element, single)) continue
      const modifiers = [...subjectStates(single), ...mediaModifiers(conditions)]
      if (usesDarkClass(single) && !modifiers.includes(DARK_MODE_MODIFIER))
        modifiers.push(DARK_MODE_MODIFIER)
      entries.push({
        filename,
        selector,
        styles: stylesOf(rule.style),
        applied,
        removable: applied && isRemovable(element, single),
        allowChanges: filename !== null && !filename.includes('node_modules'),
        inherited: false,
        modifiers,
        codebaseId: null,
      })
    }
  }
  const inline = (element as HTMLElement).style as CSSStyleDeclaration | undefined
  if (inline && inline.length > 0) {
    entries.push({
      filename: null,
      selector: 'element.style',
      styles: stylesOf(inline),
      applied: true,
      removable: false,
      allowChanges: true,
      inherited: false,
      modifiers: [],
      codebaseId: codebaseIdOfElement(element),
    })
  }
  const own = new Set(entries.map((entry) => entry.selector))
  entries.push(
    ...inheritedRules(element, pageRules, logger).filter((entry) => !own.has(entry.selector)),
  )
  const seen = new Set(entries.map((entry) => entry.selector))
  for (const known of knownRules) {
    if (seen.has(known.selector)) continue
    const parsed = parseSelector(known.selector, logger)
    const single = parsed?.rules.length === 1 ? parsed.rules[0] : undefined
    const applied = single ? matches(element, withoutStates(single)) : false
    entries.push({
      ...known,
      applied,
      removable: applied && single !== undefined && isRemovable(element, single),
    })
  }
  return entries
}
