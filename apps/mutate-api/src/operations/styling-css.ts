import path from 'node:path'
import type { StylingRequestBody } from '@splendid/change-items'
import postcss, { type ChildNode, type Container } from 'postcss'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { classHelperFor } from '../source/class-helper'
import { planClassChange, removableClasses } from '../source/class-name-source'
import type { ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import { parseModifiers } from '../styling/modifiers'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

/** Stylesheets looked for, in order, when the element's file imports none. */
export const DEFAULT_STYLESHEETS = [
  'src/index.css',
  'src/styles.css',
  'src/App.css',
  'src/global.css',
  'src/globals.css',
]

/** Breakpoints of Tailwind's default theme, used for responsive CSS rules. */
const BREAKPOINTS: Readonly<Record<string, string>> = {
  sm: '40rem',
  md: '48rem',
  lg: '64rem',
  xl: '80rem',
  '2xl': '96rem',
}

const STYLE_CLASS = /^sp-[0-9a-f]{8}$/

function toKebab(property: string): string {
  return property.startsWith('--')
    ? property
    : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

async function stylesheetFor(ctx: OperationContext, file: ParsedTsx): Promise<string> {
  for (const statement of file.sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const specifier = statement.moduleSpecifier.text
    if (!specifier.startsWith('.') || !specifier.endsWith('.css')) continue
    const candidate = path.posix.normalize(
      path.posix.join(path.posix.dirname(file.relativePath), specifier),
    )
    if ((await ctx.readText(candidate)) !== undefined) return candidate
  }
  for (const candidate of DEFAULT_STYLESHEETS) {
    if ((await ctx.readText(candidate)) !== undefined) return candidate
  }
  throw new MutateError(
    'UNSUPPORTED_EDIT',
    `No stylesheet found for ${file.relativePath}: import a .css file in it or create one of ${DEFAULT_STYLESHEETS.join(', ')}`,
  )
}

/**
 * Writes styling as a CSS rule: the element gets (or keeps) a class `sp-<8 hex>` and the
 * project's stylesheet gets `.sp-… { property: value }` (with `:hover`-style states, a
 * `@media (width >= …)` for a responsive prefix and `prefers-color-scheme: dark` for dark mode).
 * Untouched rules keep their formatting (postcss keeps each node's raw spacing).
 */
export async function planCssStyling(
  ctx: OperationContext,
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
): Promise<TextEdit[]> {
  const modifiers = parseModifiers(body.modifiers)
  const existing = removableClasses(target.file, target.node).find((className) =>
    STYLE_CLASS.test(className),
  )
  const className = existing ?? `sp-${target.entry.id.replace('tempo-', '').slice(0, 8)}`
  const sheetPath = await stylesheetFor(ctx, target.file)
  const sheetText = (await ctx.readText(sheetPath)) ?? ''
  const root = postcss.parse(sheetText, { from: sheetPath })
  const eol = sheetText.includes('\r\n') ? '\r\n' : '\n'
  // New nodes follow the usual layout: a blank line between top-level blocks, two-space indents.
  const layout = (node: postcss.Rule | postcss.AtRule, depth: number): void => {
    node.raws.before =
      depth === 0 ? (root.nodes.length > 0 ? `${eol}${eol}` : '') : `${eol}${'  '.repeat(depth)}`
    node.raws.between = ' '
    node.raws.after = `${eol}${'  '.repeat(depth)}`
    if (node.type === 'atrule') node.raws.afterName = ' '
  }
  let depth = 0
  let container: Container = root
  const atRules: { name: string; params: string }[] = []
  if (modifiers.responsive !== null)
    atRules.push({
      name: 'media',
      params: `(width >= ${BREAKPOINTS[modifiers.responsive] ?? '0'})`,
    })
  if (modifiers.dark) atRules.push({ name: 'media', params: '(prefers-color-scheme: dark)' })
  const entries = [...Object.entries(body.styling), ...Object.entries(body.customProperties)]
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
    } else return []
    depth += 1
  }
  const selector = `.${className}${modifiers.states.map((state) => `:${state}`).join('')}`
  let rule = container.nodes?.find(
    (node): node is postcss.Rule => node.type === 'rule' && node.selector === selector,
  )
  if (rule === undefined) {
    if (!setsSomething) return []
    rule = postcss.rule({ selector })
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
      rule.append(declaration)
    }
  }
  removeIfEmpty(rule)
  const newSheet = root.toString()
  const edits: TextEdit[] = []
  if (newSheet !== sheetText)
    edits.push({ file: sheetPath, start: 0, end: sheetText.length, text: newSheet })
  if (existing === undefined && setsSomething) {
    edits.push(
      ...planClassChange(
        target.file,
        target.node,
        { add: [className], drop: () => false, dropConditional: false },
        await classHelperFor(ctx, target.file, target.node),
      ).edits,
    )
  }
  return edits
}

function removeIfEmpty(node: ChildNode | Container): void {
  if (!('nodes' in node) || node.nodes === undefined || node.nodes.length > 0) return
  const parent = node.parent
  if (parent === undefined || node.type === 'root') return
  ;(node as ChildNode).remove()
  removeIfEmpty(parent as Container)
}
