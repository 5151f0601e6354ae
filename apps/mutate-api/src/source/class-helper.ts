import path from 'node:path'
import ts from 'typescript'
import type { OperationContext } from '../operations/operation-context'
import { CLASS_HELPERS, readClassValue } from './class-value'
import { importDeclarationEdit } from './import-edit'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/** The class-list helper a wrapped `className` calls, and the import it needs, if any. */
export interface ClassHelper {
  readonly name: string
  readonly importEdit: TextEdit | null
}

/** Helpers a project may export, in the order they are preferred. */
const PROJECT_HELPERS = ['cn', 'clsx', 'cx'] as const

/** Modules that may hold a project's helper: `src/lib/utils.ts`, `src/utils/cn.ts`… */
const HELPER_MODULE = /^src\/(?:.*\/)?(?:lib|utils?|helpers?)(?:\/[\w.-]+)?\.(?:ts|tsx|js|jsx)$/
const TEST_MODULE = /\.(?:test|spec|stories)\.[jt]sx?$/

/** A helper the file itself imports or declares (its local name). */
export function helperInFile(file: ParsedTsx): string | undefined {
  for (const statement of file.sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const bindings = clause?.namedBindings
      if (clause === undefined || clause.isTypeOnly || bindings === undefined) continue
      if (!ts.isNamedImports(bindings)) continue
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text
        if (!element.isTypeOnly && CLASS_HELPERS.has(imported)) return element.name.text
      }
    } else if (
      ts.isFunctionDeclaration(statement) &&
      statement.name !== undefined &&
      CLASS_HELPERS.has(statement.name.text)
    ) {
      return statement.name.text
    }
  }
  return undefined
}

/** Whether `text` exports a function or const named `name` (declared, not re-exported). */
function exportsHelper(text: string, name: string): boolean {
  const source = ts.createSourceFile('helper.ts', text, ts.ScriptTarget.Latest, false)
  return source.statements.some((statement) => {
    const exported = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    if (exported !== true) return false
    if (ts.isFunctionDeclaration(statement)) return statement.name?.text === name
    return (
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some(
        (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
      )
    )
  })
}

function relativeSpecifier(from: string, to: string): string {
  const withoutExtension = to.replace(/\.(?:ts|tsx|js|jsx)$/, '').replace(/\/index$/, '')
  const relative = path.posix.relative(path.posix.dirname(from), withoutExtension)
  return relative.startsWith('.') ? relative : `./${relative}`
}

/**
 * The helper to wrap a computed `className` with when classes are added to it: `null` when the
 * element's className needs no wrapping (a literal part takes them). Otherwise the helper the file
 * already imports or declares (`cn`, `clsx`, `cx`, `twMerge`…), else one the project exports
 * from a `lib`/`utils`/`helpers` module under `src` (`cn` first), imported into the file with a
 * relative specifier in the file's quote and semicolon style; `undefined` name → a template
 * literal (no helper, or a name the file already uses for something else).
 */
export async function classHelperFor(
  ctx: OperationContext,
  file: ParsedTsx,
  node: JsxElementNode,
): Promise<ClassHelper | null> {
  if (readClassValue(node, file).kind !== 'dynamic') return null
  const inFile = helperInFile(file)
  if (inFile !== undefined) return { name: inFile, importEdit: null }
  const candidates = await ctx.findFiles(
    (relative) =>
      HELPER_MODULE.test(relative) && !TEST_MODULE.test(relative) && relative !== file.relativePath,
  )
  for (const name of PROJECT_HELPERS) {
    if (new RegExp(`\\b${name}\\b`).test(file.text)) continue
    for (const candidate of [...candidates].sort()) {
      const text = await ctx.readText(candidate)
      if (text === undefined || !text.includes(name) || !exportsHelper(text, name)) continue
      return {
        name,
        importEdit: importDeclarationEdit(
          file,
          `{ ${name} }`,
          relativeSpecifier(file.relativePath, candidate),
        ),
      }
    }
  }
  return { name: '', importEdit: null }
}

/**
 * Adds classes to a `className` computed by an expression that has no literal part to take
 * them: `helper(expression, 'added')` with the project's helper, else
 * `` `${expression} added` `` — `` `${expression || ''} added` `` when the expression may be
 * `undefined`, `false` or `null` (a prop, `cond && 'x'`, a ternary with such a branch). Two insertions around the expression, so edits of string
 * literals inside it (a class removed from a ternary branch) do not overlap them.
 */
export function wrapEdits(
  file: ParsedTsx,
  expression: ts.Expression,
  added: string,
  helper: ClassHelper | null,
): TextEdit[] {
  const start = file.startOf(expression)
  const at = (offset: number, text: string): TextEdit => ({
    file: file.relativePath,
    start: offset,
    end: offset,
    text,
  })
  if (helper !== null && helper.name !== '') {
    // The file's quotes: double when the expression writes its strings that way.
    const text = file.textOf(expression)
    const quote = text.includes('"') && !text.includes("'") ? '"' : "'"
    return [
      ...(helper.importEdit === null ? [] : [helper.importEdit]),
      at(start, `${helper.name}(`),
      at(expression.end, `, ${quote}${added}${quote})`),
    ]
  }
  return templateAround(file, expression, added, rendersAString(expression, file))
}

/**
 * `` `${expression} part` `` as two insertions around `expression` — `` `${expression || ''} part` ``
 * unless it `surelyRendersAString` (`undefined`, `false` or `null` would be written out by the
 * template), with parentheses where `||` needs them.
 */
export function templateAround(
  file: ParsedTsx,
  expression: ts.Expression,
  part: string,
  surelyRendersAString: boolean,
): TextEdit[] {
  const at = (offset: number, text: string): TextEdit => ({
    file: file.relativePath,
    start: offset,
    end: offset,
    text,
  })
  const start = file.startOf(expression)
  if (surelyRendersAString) return [at(start, '`${'), at(expression.end, `} ${part}\``)]
  const bare =
    ts.isIdentifier(expression) ||
    ts.isPropertyAccessExpression(expression) ||
    ts.isElementAccessExpression(expression) ||
    ts.isCallExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  return [
    at(start, bare ? '`${' : '`${('),
    at(expression.end, `${bare ? '' : ')'} || ''} ${part}\``),
  ]
}

/**
 * Whether an expression surely evaluates to a string (never `undefined`, `false`, `null`):
 * literals, templates, string concatenations, ternaries of such, and a top-level `const` of the
 * file initialised with one.
 */
export function rendersAString(expression: ts.Expression, file: ParsedTsx): boolean {
  if (ts.isParenthesizedExpression(expression)) return rendersAString(expression.expression, file)
  if (ts.isIdentifier(expression)) return isStringConstant(expression.text, file)
  if (
    ts.isStringLiteral(expression) ||
    ts.isNoSubstitutionTemplateLiteral(expression) ||
    ts.isTemplateExpression(expression)
  )
    return true
  if (ts.isConditionalExpression(expression))
    return rendersAString(expression.whenTrue, file) && rendersAString(expression.whenFalse, file)
  return (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    (rendersAString(expression.left, file) || rendersAString(expression.right, file))
  )
}

function isStringConstant(name: string, file: ParsedTsx): boolean {
  return file.sourceFile.statements.some(
    (statement) =>
      ts.isVariableStatement(statement) &&
      (statement.declarationList.flags & ts.NodeFlags.Const) !== 0 &&
      statement.declarationList.declarations.some(
        (declaration) =>
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === name &&
          declaration.initializer !== undefined &&
          !ts.isIdentifier(declaration.initializer) &&
          rendersAString(declaration.initializer, file),
      ),
  )
}
