import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as ids from './ids'
import * as main from './index'

/** Every module specifier the file imports, followed through relative imports. */
function importsOf(file: URL, seen = new Set<string>()): Set<string> {
  const source = ts.createSourceFile(
    file.pathname,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
  )
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const specifier = statement.moduleSpecifier.text
      if (specifier.startsWith('.')) {
        const next = new URL(`${specifier}.ts`, file)
        if (!seen.has(next.href)) {
          seen.add(next.href)
          importsOf(next, seen)
        }
      } else {
        seen.add(specifier)
      }
    }
  }
  return seen
}

describe('the ids entry', () => {
  it('imports nothing but uuid and its own modules, so it runs in a browser', () => {
    const external = [...importsOf(new URL('./ids.ts', import.meta.url))].filter(
      (specifier) => !specifier.startsWith('file:'),
    )
    expect(external).toEqual(['uuid'])
  })

  it('exports the same id functions as the main entry', () => {
    expect(ids.codebaseIdFor).toBe(main.codebaseIdFor)
    expect(ids.isTempoId).toBe(main.isTempoId)
    expect(ids.TEMPO_ID_PREFIX).toBe(main.TEMPO_ID_PREFIX)
    expect(ids.CODEBASE_ID_NAMESPACE).toBe(main.CODEBASE_ID_NAMESPACE)
    expect(ids.TEMPO_ELEMENT_ID_ATTRIBUTE).toBe(main.TEMPO_ELEMENT_ID_ATTRIBUTE)
    expect(ids.normalizeRelativePath).toBe(main.normalizeRelativePath)
    expect(ids.CodebaseIdError).toBe(main.CodebaseIdError)
  })
})
