import ts from 'typescript'
import type { ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/**
 * The import declaration `import <clause> from '<specifier>'` added to `file` in its own quote
 * and semicolon style: after its last import, else after a directive prologue ('use client'),
 * else at the top with a blank line after it.
 *
 * @example
 * ```ts
 * importDeclarationEdit(file, '{ cn }', '../lib/utils')
 * importDeclarationEdit(file, 'styles', './Card.module.css')
 * ```
 */
export function importDeclarationEdit(
  file: ParsedTsx,
  clause: string,
  specifier: string,
): TextEdit {
  const imports = file.sourceFile.statements.filter(ts.isImportDeclaration)
  const last = imports[imports.length - 1]
  const sample = last === undefined ? undefined : file.textOf(last)
  const quote = sample?.includes('"') === true && !sample.includes("'") ? '"' : "'"
  const semicolon = sample?.trimEnd().endsWith(';') === true ? ';' : ''
  const declaration = `import ${clause} from ${quote}${specifier}${quote}${semicolon}`
  if (last !== undefined) {
    return {
      file: file.relativePath,
      start: last.end,
      end: last.end,
      text: `${file.eol}${declaration}`,
    }
  }
  let prologueEnd = 0
  for (const statement of file.sourceFile.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    prologueEnd = statement.end
  }
  return prologueEnd > 0
    ? {
        file: file.relativePath,
        start: prologueEnd,
        end: prologueEnd,
        text: `${file.eol}${file.eol}${declaration}`,
      }
    : { file: file.relativePath, start: 0, end: 0, text: `${declaration}${file.eol}${file.eol}` }
}
