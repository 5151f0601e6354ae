import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { indexJsx } from '../index-jsx'
import { instrumentJsx } from '../instrument-jsx'
import { corpusFiles } from './fixture-corpus'

interface WrittenElement {
  readonly id: string | null
  readonly tagName: string
  readonly line: number
  readonly column: number
  readonly className: string | null
}

const isFragment = (tagName: string): boolean =>
  tagName === 'Fragment' || tagName.endsWith('.Fragment')

/**
 * Reads back, with a plain TypeScript walk of every node of the instrumented code, every
 * non-fragment element and the tempoelementid it carries — independent of the walk that wrote
 * them.
 */
function writtenElements(code: string): WrittenElement[] {
  const file = ts.createSourceFile('out.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: WrittenElement[] = []
  const attributeText = (opening: ts.JsxOpeningLikeElement, name: string): string | null => {
    const attributes = opening.attributes.properties.filter(
      (property): property is ts.JsxAttribute =>
        ts.isJsxAttribute(property) && property.name.getText(file) === name,
    )
    const last = attributes.at(-1)
    return last?.initializer ? last.initializer.getText(file) : null
  }
  const visit = (node: ts.Node): void => {
    const opening = ts.isJsxElement(node)
      ? node.openingElement
      : ts.isJsxSelfClosingElement(node)
        ? node
        : null
    if (opening && !isFragment(opening.tagName.getText(file))) {
      const id = attributeText(opening, 'tempoelementid')
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push({
        id: id === null ? null : (JSON.parse(id) as string),
        tagName: opening.tagName.getText(file),
        line: line + 1,
        column: character,
        className: attributeText(opening, 'className'),
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const corpus = corpusFiles()

describe('indexJsx and the instrumentation agree on the corpus', () => {
  it('covers a corpus of realistic TSX files', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(6)
  })

  it.each(corpus.map((file) => [file.relativePath, file] as const))(
    'every element of %s carries the id indexJsx gives it, at the position indexJsx reports',
    (_name, file) => {
      const index = indexJsx(file.relativePath, file.source)
      const result = instrumentJsx(file.relativePath, file.source)
      if (result === null) throw new Error(`${file.relativePath} has no JSX`)
      expect(index.syntaxErrors).toEqual([])
      expect(result.ids).toEqual(index.elements.map((element) => element.id))

      const written = writtenElements(result.code)
      expect(written.map((element) => [element.id, element.tagName])).toEqual(
        index.elements.map((element) => [element.id, element.tagName]),
      )

      const trace = new TraceMap({ ...result.map, version: 3 })
      written.forEach((element, ordinal) => {
        const entry = index.elements[ordinal]
        if (entry === undefined) throw new Error('index and output differ in length')
        if (!entry.isComponent) expect(element.className).toContain(entry.id)
        else expect(element.className ?? '').not.toContain(entry.id)
        const original = originalPositionFor(trace, { line: element.line, column: element.column })
        expect(original).toMatchObject({
          source: file.relativePath,
          line: entry.range.startPosition.line,
          column: entry.range.startPosition.column,
        })
      })
    },
  )
})

describe('indexJsx with a caller-supplied SourceFile', () => {
  it.each(corpus.map((file) => [file.relativePath, file] as const))(
    'gives %s the same index from its own parse and from a parse with parent pointers',
    (_name, file) => {
      const sourceFile = ts.createSourceFile(
        'elsewhere.tsx',
        file.source,
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      )
      const reused = indexJsx(file.relativePath, file.source, { sourceFile })
      expect(reused).toEqual(indexJsx(file.relativePath, file.source))
      expect(instrumentJsx(file.relativePath, file.source)?.ids).toEqual(
        reused.elements.map((element) => element.id),
      )
    },
  )
})
