import postcss, { type ChildNode, type Container } from 'postcss'
import type { ParsedModifiers } from './modifiers'
import { parseStylesheet, printStylesheet } from './stylesheet-syntax'

/** Breakpoints of Tailwind's default theme, used for responsive CSS rules. */
const BREAKPOINTS: Readonly<Record<string, string>> = {
  sm: '40rem',
  md: '48rem',
  lg: '64rem',
  xl: '80rem',
  '2xl': '96rem',
}

/** What to write into a stylesheet for one class. */
export interface StyleRuleChange {
  readonly className: string
  readonly modifiers: ParsedModifiers
  /** CSS property (camelCase or `--custom`) → value, `null` removing it. */
  readonly entries: readonly (readonly [string, string | null])[]
  /**
   * Keep `.className {}` when it ends up empty: in a CSS module the rule is what makes
   * `styles.className` exist, and the element still refers to it.
   */
  readonly keepEmptyBaseRule: boolean
}

function toKebab(property: string): string {
  return property.startsWith('--')
    ? property
    : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/**
 * Writes declarations into the rule `.className` of a stylesheet (with `:hover`-style states, a
 * `@media (width >= …)` for a responsive prefix and `prefers-color-scheme: dark` for dark mode),
 * creating the rule and its at-rules when needed and removing what ends up empty. Untouched
 * rules keep their formatting (postcss keeps each node's raw spacing). Returns the new text.
 */
export function writeStyleRule(sheetText: string, sheetPath: string, change: StyleRuleChange) {
  const root = parseStylesheet(sheetText, sheetPath)
  const eol = sheetText.includes('\r\n') ? '\r\n' : '\n'
  // New nodes follow the usual layout: a blank line between top-level blocks, two-space indents.
  const layout = (node: postcss.Rule | postcss.AtRule, depth: number): void => {
    node.raws.before =
      depth === 0 ? (root.nodes.length > 0 ? `${eol}${eol}` : '') : `${eol}${'  '.repeat(depth)}`
    node.raws.between = ' '
    node.raws.after = `${eol}${'  '.repeat(depth)}`
    if (node.type === 'atrule') node.raws.afterName = ' '
  }
  const { modifiers, entries } = change
  let depth = 0
  let container: Container = root
  const atRules: { name: string; params: string }[] = []
  if (modifiers.responsive !== null)
    atRules.push({
      name: 'media',
      params: `(width >= ${BREAKPOINTS[modifiers.responsive] ?? '0'})`,
    })
  if (modifiers.dark) atRules.push({ name: 'media', params: '(prefers-color-scheme: dark)' })
  const setsSomething = entries.some(([, value]) => value !== null)
  for (const atRule of atRules) {
    const found = container.nodes?.find(
      (node): node is postcss.AtRule =>
        node.type === 'atrule' && node.name === atRule.name && node.params === atRule.params,
    )
    if (found !== undefined) container = found
    else if (setsSomething) {
      const created = postcss.atRule(atRule)
      layout(created, depth)
      container.append(created)
      container = created
    } else return sheetText
    depth += 1
  }
  const selector = `.${change.className}${modifiers.states.map((state) => `:${state}`).join('')}`
  let rule = container.nodes?.find(
    (node): node is postcss.Rule => node.type === 'rule' && node.selector === selector,
  )
  if (rule === undefined) {
    if (!setsSomething) return sheetText
    rule = postcss.rule({ selector })
    rule.raws.semicolon = true
    layout(rule, depth)
    container.append(rule)
  }
  for (const [property, value] of entries) {
    const prop = toKebab(property.trim())
    const declarations = (rule.nodes ?? []).filter(
      (node): node is postcss.Declaration => node.type === 'decl' && node.prop === prop,
    )
    if (value === null) {
      for (const declaration of declarations) declaration.remove()
    } else if (declarations.length > 0) {
      const [first, ...rest] = declarations
      if (first !== undefined) first.value = value
      for (const extra of rest) extra.remove()
    } else {
      const declaration = postcss.decl({ prop, value })
      declaration.raws.before = `${eol}${'  '.repeat(depth + 1)}`
      declaration.raws.between = ': '
      insertDeclaration(rule, declaration)
    }
  }
  const isBaseRule = container === root && selector === `.${change.className}`
  if (!(change.keepEmptyBaseRule && isBaseRule)) removeIfEmpty(rule)
  const written = printStylesheet(root, sheetPath)
  // A sheet this change starts ends with a line break, as an editor would save it.
  return sheetText === '' && written !== '' && !written.endsWith(eol) ? `${written}${eol}` : written
}

function removeIfEmpty(node: ChildNode | Container): void {
  if (!('nodes' in node) || node.nodes === undefined || node.nodes.length > 0) return
  const parent = node.parent
  if (parent === undefined || node.type === 'root') return
  ;(node as ChildNode).remove()
  removeIfEmpty(parent as Container)
}

/**
 * Puts a new declaration after the rule's last one (and a comment that ends its line), so it
 * stays before nested rules: in Sass and in CSS nesting, declarations after a nested rule are
 * deprecated or apply in a different order.
 */
function insertDeclaration(rule: postcss.Rule, declaration: postcss.Declaration): void {
  const nodes = rule.nodes ?? []
  let index = nodes.findLastIndex((node) => node.type === 'decl')
  if (index === -1) {
    const firstNested = nodes.findIndex((node) => node.type === 'rule' || node.type === 'atrule')
    if (firstNested === -1) rule.append(declaration)
    else rule.insertBefore(firstNested, declaration)
    return
  }
  while (nodes[index + 1]?.type === 'comment' && !nodes[index + 1]?.raws.before?.includes('\n'))
    index += 1
  rule.insertAfter(index, declaration)
}
