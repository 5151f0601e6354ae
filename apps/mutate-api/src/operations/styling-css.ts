import path from 'node:path'
import type { StylingRequestBody } from '@splendid/change-items'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { classHelperFor } from '../source/class-helper'
import { planClassChange, removableClasses } from '../source/class-name-source'
import { cssModuleImports, isCssModulePath } from '../source/css-module-refs'
import type { ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import { parseModifiers } from '../styling/modifiers'
import { writeStyleRule } from '../styling/style-rule'
import { STYLESHEET } from '../styling/stylesheet-syntax'
import {
  type ElementInFile,
  type ElementRef,
  type OperationContext,
  ownClassSuffix,
} from './operation-context'
import { planCssModuleStyling, planNewCssModuleStyling } from './styling-css-module'

/** Stylesheets looked for, in order, when the element's file imports none. */
export const DEFAULT_STYLESHEETS = [
  'src/index.css',
  'src/styles.css',
  'src/App.css',
  'src/global.css',
  'src/globals.css',
  'src/index.scss',
  'src/styles.scss',
  'src/App.scss',
]

const STYLE_CLASS = /^sp-[0-9a-f]{8}$/

/** The global stylesheet `file` imports itself (`import './App.css'`), if any. */
async function importedStylesheet(
  ctx: OperationContext,
  file: ParsedTsx,
): Promise<string | undefined> {
  for (const statement of file.sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const specifier = statement.moduleSpecifier.text
    if (!specifier.startsWith('.') || !STYLESHEET.test(specifier) || isCssModulePath(specifier))
      continue
    const candidate = path.posix.normalize(
      path.posix.join(path.posix.dirname(file.relativePath), specifier),
    )
    if ((await ctx.readText(candidate)) !== undefined) return candidate
  }
  return undefined
}

async function projectStylesheet(ctx: OperationContext, file: ParsedTsx): Promise<string> {
  for (const candidate of DEFAULT_STYLESHEETS) {
    if ((await ctx.readText(candidate)) !== undefined) return candidate
  }
  throw new MutateError(
    'UNSUPPORTED_EDIT',
    `No stylesheet found for ${file.relativePath}: import a .css file in it or create one of ${DEFAULT_STYLESHEETS.join(', ')}`,
  )
}

/**
 * Writes styling as a CSS rule. In a file that imports a CSS module (`import styles from
 * './Card.module.css'`), the rule goes into the module (see `planCssModuleStyling`); in a file
 * that imports no stylesheet, in a project that has CSS modules, into a new module of the file's
 * own (see `planNewCssModuleStyling`) unless the element has a global class of its own already.
 * Otherwise the element gets (or keeps) a class `sp-<8 hex>` and the stylesheet its file imports
 * (or the project's global one) a rule `.sp-… { property: value }` (see `writeStyleRule`).
 */
export async function planCssStyling(
  ctx: OperationContext,
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
): Promise<TextEdit[]> {
  const modules = cssModuleImports(target.file)
  if (modules.length > 0) return planCssModuleStyling(ctx, target, body, modules)
  const existing = removableClasses(target.file, target.node).find((className) =>
    STYLE_CLASS.test(className),
  )
  const imported = await importedStylesheet(ctx, target.file)
  const projectModules =
    imported === undefined && existing === undefined ? await ctx.findFiles(isCssModulePath) : []
  if (projectModules.length > 0) {
    const scss = projectModules.filter((each) => each.endsWith('.scss')).length
    return planNewCssModuleStyling(
      ctx,
      target,
      body,
      scss * 2 > projectModules.length ? 'scss' : 'css',
    )
  }
  const entries = [...Object.entries(body.styling), ...Object.entries(body.customProperties)]
  const className = existing ?? `sp-${ownClassSuffix(target)}`
  const sheetPath = imported ?? (await projectStylesheet(ctx, target.file))
  const sheetText = (await ctx.readText(sheetPath)) ?? ''
  const newSheet = writeStyleRule(sheetText, sheetPath, {
    className,
    modifiers: parseModifiers(body.modifiers),
    entries,
    keepEmptyBaseRule: false,
  })
  const edits: TextEdit[] = []
  if (newSheet !== sheetText)
    edits.push({ file: sheetPath, start: 0, end: sheetText.length, text: newSheet })
  if (existing === undefined && entries.some(([, value]) => value !== null)) {
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
