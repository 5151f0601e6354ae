import path from 'node:path'
import ts from 'typescript'
import type { ParsedTsx } from './parsed-tsx'

/** A CSS module a file imports: `import styles from './Card.module.css'`. */
export interface CssModuleImport {
  /** The name the file gives the module's classes (`styles`). */
  readonly localName: string
  /** The stylesheet, project-relative. */
  readonly sheetPath: string
}

/** A class of a CSS module used in the source: `styles.card` or `styles['card-title']`. */
export interface CssModuleClassRef {
  readonly module: CssModuleImport
  readonly className: string
}

const CSS_MODULE = /\.module\.s?css$/

/**
 * Whether a stylesheet path is a CSS module, in CSS or SCSS (its classes are local to the
 * importing file).
 */
export function isCssModulePath(specifier: string): boolean {
  return CSS_MODULE.test(specifier)
}

/**
 * The CSS modules a file imports as an object, by default or namespace import, with a relative
 * specifier (`import styles from './App.module.css'`, `import * as css from '../x.module.css'`).
 */
export function cssModuleImports(file: ParsedTsx): CssModuleImport[] {
  const found: CssModuleImport[] = []
  for (const statement of file.sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const specifier = statement.moduleSpecifier.text
    const clause = statement.importClause
    if (!specifier.startsWith('.') || !isCssModulePath(specifier) || clause === undefined) continue
    if (clause.isTypeOnly) continue
    const bindings = clause.namedBindings
    const localName =
      clause.name?.text ??
      (bindings !== undefined && ts.isNamespaceImport(bindings) ? bindings.name.text : undefined)
    if (localName === undefined) continue
    const sheetPath = path.posix.normalize(
      path.posix.join(path.posix.dirname(file.relativePath), specifier),
    )
    found.push({ localName, sheetPath })
  }
  return found
}

/** The class a node reads from one of `modules`, if it is `name.class` or `name['class']`. */
export function moduleClassOf(
  node: ts.Node,
  modules: readonly CssModuleImport[],
): CssModuleClassRef | undefined {
  let objectName: ts.Expression
  let className: string
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
    objectName = node.expression
    className = node.name.text
  } else if (
    ts.isElementAccessExpression(node) &&
    (ts.isStringLiteral(node.argumentExpression) ||
      ts.isNoSubstitutionTemplateLiteral(node.argumentExpression))
  ) {
    objectName = node.expression
    className = node.argumentExpression.text
  } else return undefined
  if (!ts.isIdentifier(objectName)) return undefined
  const module = modules.find((each) => each.localName === objectName.text)
  return module === undefined ? undefined : { module, className }
}

/** Every module class read anywhere inside `node` (in source order). */
export function moduleClassRefs(
  node: ts.Node,
  modules: readonly CssModuleImport[],
): CssModuleClassRef[] {
  const refs: CssModuleClassRef[] = []
  const visit = (child: ts.Node): void => {
    const ref = moduleClassOf(child, modules)
    if (ref !== undefined) refs.push(ref)
    else ts.forEachChild(child, visit)
  }
  visit(node)
  return refs
}

/** How many times the file reads `ref`'s class (across all its elements). */
export function timesRead(file: ParsedTsx, ref: CssModuleClassRef): number {
  return moduleClassRefs(file.sourceFile, [ref.module]).filter(
    (each) => each.className === ref.className,
  ).length
}

/** The code that reads a module class: `styles.card`, or `styles['card-title']`. */
export function moduleClassCode(module: CssModuleImport, className: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(className)
    ? `${module.localName}.${className}`
    : `${module.localName}['${className}']`
}
