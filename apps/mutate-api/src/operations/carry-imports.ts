import path from 'node:path'
import ts from 'typescript'
import type { JsxElementNode, ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'

function boundNames(file: ParsedTsx): Set<string> {
  const names = new Set<string>()
  for (const statement of file.sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.name !== undefined) names.add(clause.name.text)
      const bindings = clause?.namedBindings
      if (bindings !== undefined && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.add(element.name.text)
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name !== undefined
    ) {
      names.add(statement.name.text)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text)
    }
  }
  return names
}

function usedIdentifiers(node: ts.Node): Set<string> {
  const used = new Set<string>()
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) used.add(child.text)
    ts.forEachChild(child, visit)
  }
  visit(node)
  return used
}

/**
 * The import lines `to` needs for JSX taken from `from`: every import binding of `from` the
 * element uses and `to` does not bind yet, one import statement per binding, with relative
 * specifiers rebased, inserted after `to`'s last import.
 */
export function importEditsFor(from: ParsedTsx, node: JsxElementNode, to: ParsedTsx): TextEdit[] {
  const used = usedIdentifiers(node)
  const bound = boundNames(to)
  const lines: string[] = []
  for (const statement of from.sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const clause = statement.importClause
    if (clause === undefined) continue
    const specifier = rebaseSpecifier(
      statement.moduleSpecifier.text,
      from.relativePath,
      to.relativePath,
    )
    const typeOnly = clause.isTypeOnly ? 'type ' : ''
    if (clause.name !== undefined && used.has(clause.name.text) && !bound.has(clause.name.text)) {
      lines.push(`import ${typeOnly}${clause.name.text} from '${specifier}'`)
      bound.add(clause.name.text)
    }
    const bindings = clause.namedBindings
    if (bindings !== undefined && ts.isNamedImports(bindings)) {
      const names = bindings.elements
        .filter((element) => used.has(element.name.text) && !bound.has(element.name.text))
        .map((element) => element.getText(from.sourceFile))
      for (const element of bindings.elements)
        if (used.has(element.name.text)) bound.add(element.name.text)
      if (names.length > 0)
        lines.push(`import ${typeOnly}{ ${names.join(', ')} } from '${specifier}'`)
    }
    if (
      bindings !== undefined &&
      ts.isNamespaceImport(bindings) &&
      used.has(bindings.name.text) &&
      !bound.has(bindings.name.text)
    ) {
      lines.push(`import * as ${bindings.name.text} from '${specifier}'`)
      bound.add(bindings.name.text)
    }
  }
  if (lines.length === 0) return []
  const imports = to.sourceFile.statements.filter(ts.isImportDeclaration)
  const lastImport = imports[imports.length - 1]
  if (lastImport === undefined) {
    // After the directive prologue ('use client'), which must stay first.
    let lastDirective: ts.Statement | undefined
    for (const statement of to.sourceFile.statements) {
      if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
      lastDirective = statement
    }
    if (lastDirective !== undefined) {
      const at = lastDirective.end
      return [
        {
          file: to.relativePath,
          start: at,
          end: at,
          text: lines.map((line) => `${to.eol}${line}`).join(''),
        },
      ]
    }
    return [
      {
        file: to.relativePath,
        start: 0,
        end: 0,
        text: lines.map((line) => `${line}${to.eol}`).join(''),
      },
    ]
  }
  return [
    {
      file: to.relativePath,
      start: lastImport.end,
      end: lastImport.end,
      text: lines.map((line) => `${to.eol}${line}`).join(''),
    },
  ]
}

/** Resolves a relative import of `fromFile` to a specifier usable from `toFile`. */
export function rebaseSpecifier(specifier: string, fromFile: string, toFile: string): string {
  if (!specifier.startsWith('.')) return specifier
  const target = path.posix.join(path.posix.dirname(fromFile), specifier)
  const relative = path.posix.relative(path.posix.dirname(toFile), target)
  return relative.startsWith('.') ? relative : `./${relative}`
}
