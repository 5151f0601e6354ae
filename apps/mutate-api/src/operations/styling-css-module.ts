import path from 'node:path'
import type { StylingRequestBody } from '@splendid/change-items'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { addClassExpression } from '../source/class-expression-add'
import { helperInFile, rendersAString } from '../source/class-helper'
import { findAttribute } from '../source/class-value'
import {
  type CssModuleClassRef,
  type CssModuleImport,
  moduleClassCode,
  moduleClassOf,
  moduleClassRefs,
  timesRead,
} from '../source/css-module-refs'
import { importDeclarationEdit } from '../source/import-edit'
import type { TextEdit } from '../source/text-edit'
import { parseModifiers } from '../styling/modifiers'
import { writeStyleRule } from '../styling/style-rule'
import {
  type ElementInFile,
  type ElementRef,
  type OperationContext,
  ownClassSuffix,
} from './operation-context'

/** The class mutate-api gives an element of its own in a CSS module: `styles.sp1a2b3c4d`. */
const OWN_MODULE_CLASS = /^sp[0-9a-f]{8}$/

/** The module classes an element's `className` reads. */
function classRefsOf(target: ElementInFile, modules: readonly CssModuleImport[]) {
  const initializer = findAttribute(target.node, 'className')?.initializer
  if (initializer === undefined || !ts.isJsxExpression(initializer)) return []
  return initializer.expression === undefined
    ? []
    : moduleClassRefs(initializer.expression, modules)
}

/**
 * Which module class to write the rule for: the element's own (`sp…`) when it has one; the one
 * module class it reads when no other element of the file reads it (a designer restyling this
 * card edits `.card`); otherwise a new class of its own, in the module it already uses (else the
 * file's first), which `className` then reads.
 */
function ruleClassFor(
  target: ElementInFile,
  modules: readonly CssModuleImport[],
): { ref: CssModuleClassRef; isNew: boolean } {
  const refs = classRefsOf(target, modules)
  const own = refs.find((ref) => OWN_MODULE_CLASS.test(ref.className))
  if (own !== undefined) return { ref: own, isNew: false }
  const [only] = refs
  if (refs.length === 1 && only !== undefined && timesRead(target.file, only) === 1)
    return { ref: only, isNew: false }
  const module = refs[0]?.module ?? (modules[0] as CssModuleImport)
  const className = `sp${ownClassSuffix(target)}`
  return { ref: { module, className }, isNew: true }
}

/**
 * CSS styling in a file that uses CSS modules: the declarations go into a rule of the module
 * (`.card { padding: 24px }` in `Card.module.css`, with states, breakpoints and dark mode as
 * for a global stylesheet), never a global class the module would rename. A rule emptied by
 * unsetting stays as `.card {}` while the element reads it.
 */
export async function planCssModuleStyling(
  ctx: OperationContext,
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
  modules: readonly CssModuleImport[],
  newModule = false,
): Promise<TextEdit[]> {
  const { ref, isNew } = ruleClassFor(target, modules)
  const sheetPath = ref.module.sheetPath
  const sheetText = (await ctx.readText(sheetPath)) ?? (newModule ? '' : undefined)
  if (sheetText === undefined)
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `${target.file.relativePath} imports the CSS module ${sheetPath}, which does not exist`,
    )
  const newSheet = writeStyleRule(sheetText, sheetPath, {
    className: ref.className,
    modifiers: parseModifiers(body.modifiers),
    entries: [...Object.entries(body.styling), ...Object.entries(body.customProperties)],
    keepEmptyBaseRule: true,
  })
  if (newSheet === sheetText) return []
  const edits: TextEdit[] = [{ file: sheetPath, start: 0, end: sheetText.length, text: newSheet }]
  if (isNew) {
    const { file } = target
    edits.push(
      ...addClassExpression(
        file,
        target.node,
        moduleClassCode(ref.module, ref.className),
        helperInFile(file),
        (expression) =>
          moduleClassOf(expression, modules) !== undefined || rendersAString(expression, file),
      ),
    )
  }
  return edits
}

/** The names a new module import tries, in order, for a file that already uses `styles`. */
const MODULE_NAMES = ['styles', 'classes', 'css', 'moduleStyles']

/**
 * CSS styling in a file that imports no stylesheet, in a project whose components keep their
 * styles in CSS modules: the file gets a module of its own next to it (`Hero.tsx` →
 * `Hero.module.css`, created unless it is there already) and imports it as `styles` (or the
 * first of {@link MODULE_NAMES} the file does not use), and the element a class of it. The
 * module is SCSS (`Hero.module.scss`) when the project's modules mostly are.
 */
export async function planNewCssModuleStyling(
  ctx: OperationContext,
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
  moduleExtension: 'css' | 'scss',
): Promise<TextEdit[]> {
  const { file } = target
  const base = path.posix.basename(file.relativePath).replace(/\.[jt]sx?$/, '')
  const sheetName = `${base}.module.${moduleExtension}`
  const sheetPath = path.posix.join(path.posix.dirname(file.relativePath), sheetName)
  const localName = MODULE_NAMES.find((name) => !new RegExp(`\\b${name}\\b`).test(file.text))
  if (localName === undefined)
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `${file.relativePath} already uses every name a CSS module import would take (${MODULE_NAMES.join(', ')})`,
    )
  const module: CssModuleImport = { localName, sheetPath }
  const edits = await planCssModuleStyling(ctx, target, body, [module], true)
  if (edits.length === 0) return []
  return [...edits, importDeclarationEdit(file, localName, `./${sheetName}`)]
}
