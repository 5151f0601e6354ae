import ts from 'typescript'

/** The modules whose `Trans` is Lingui's JSX macro (v5 and the older combined entry). */
export const LINGUI_TRANS_MODULES: readonly string[] = ['@lingui/react/macro', '@lingui/macro']

/**
 * The local names under which a file imports Lingui's `Trans` macro:
 * `import { Trans } from '@lingui/react/macro'` gives `Trans`,
 * `import { Trans as T } from '@lingui/macro'` gives `T`. Type-only imports are ignored, and so
 * is a `Trans` imported from anywhere else (e.g. the run-time `@lingui/react`, whose children are
 * not a message).
 */
export function linguiTransNames(sourceFile: ts.SourceFile): ReadonlySet<string> {
  const names = new Set<string>()
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const { importClause, moduleSpecifier } = statement
    if (
      !ts.isStringLiteral(moduleSpecifier) ||
      !LINGUI_TRANS_MODULES.includes(moduleSpecifier.text)
    )
      continue
    if (importClause === undefined || importClause.isTypeOnly) continue
    const bindings = importClause.namedBindings
    if (bindings === undefined || !ts.isNamedImports(bindings)) continue
    for (const specifier of bindings.elements) {
      if (specifier.isTypeOnly) continue
      const imported = specifier.propertyName ?? specifier.name
      if (ts.isIdentifier(imported) && imported.text === 'Trans') names.add(specifier.name.text)
    }
  }
  return names
}

/** What the props of a `<Trans>` say about its message. */
export type TransProps =
  | { readonly kind: 'message'; readonly context: string | null }
  /** An explicit `id`, a spread or a computed `context`: the catalogue key is not the text. */
  | { readonly kind: 'not-keyed-by-text' }

/**
 * Reads the props of a `<Trans>` macro that decide its catalogue key. Lingui keys a message by
 * its text (and `context`), unless an explicit `id` is given; a spread (`{...props}`) or a
 * non-literal `context` could hold either, so they count as not keyed by text.
 */
export function transProps(attributes: ts.JsxAttributes): TransProps {
  let context: string | null = null
  for (const property of attributes.properties) {
    if (ts.isJsxSpreadAttribute(property)) return { kind: 'not-keyed-by-text' }
    const name = ts.isIdentifier(property.name) ? property.name.text : null
    if (name === 'id') return { kind: 'not-keyed-by-text' }
    if (name !== 'context') continue
    const literal = stringLiteralOf(property.initializer)
    if (literal === null) return { kind: 'not-keyed-by-text' }
    context = literal
  }
  return { kind: 'message', context }
}

function stringLiteralOf(initializer: ts.JsxAttributeValue | undefined): string | null {
  if (initializer === undefined) return null
  if (ts.isStringLiteral(initializer)) return initializer.text
  if (ts.isJsxExpression(initializer) && initializer.expression !== undefined) {
    const { expression } = initializer
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text
  }
  return null
}
