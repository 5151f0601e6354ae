import { describe, expect, it } from 'vitest'
import { buildFileLookups, deriveFileLookups } from '../lookups/file-lookups'
import { fixtureInputs } from '../test/fixture-inputs'
import { ParsedTsx } from './parsed-tsx'
import { applyTextEdits, type TextEdit } from './text-edit'
import { deriveTextRunEdit } from './text-run-edit'

const FILE = 'src/App.tsx'

/**
 * `derive`: the fast path should take it; `refuse`: it must not (a full parse is needed);
 * `either`: it may (e.g. no words left: a run left with nothing but indentation disappears).
 */
type Variant = {
  readonly name: string
  readonly edits: TextEdit[]
  readonly expected: 'derive' | 'refuse' | 'either'
}

/** Edits of one text run's words: valid ones of every shape, and ones the fast path must refuse. */
function variantsOf(file: ParsedTsx, range: { start: number; end: number }): Variant[] {
  const raw = file.text.slice(range.start, range.end)
  const start = range.start + (/^\s*/.exec(raw)?.[0].length ?? 0)
  const end = range.end - (/\s*$/.exec(raw)?.[0].length ?? 0)
  const words = (text: string): TextEdit[] => [{ file: FILE, start, end, text }]
  const insert = (at: number, text: string): TextEdit[] => [
    { file: FILE, start: at, end: at, text },
  ]
  return [
    { name: 'longer words', edits: words('A much longer text than before'), expected: 'derive' },
    { name: 'one letter', edits: words('x'), expected: 'derive' },
    { name: 'Arabic and emoji', edits: words('مرحبا ٣ 🎉'), expected: 'derive' },
    { name: 'a character reference', edits: words('Fish &amp; chips'), expected: 'derive' },
    { name: 'slashes and quotes', edits: words(`a // b /* c */ "d" 'e'`), expected: 'derive' },
    { name: 'words added before', edits: insert(start, 'New '), expected: 'derive' },
    { name: 'words added after', edits: insert(end, ' more'), expected: 'derive' },
    { name: 'an expression', edits: words('{name}'), expected: 'refuse' },
    { name: 'an element', edits: words('<b>x</b>'), expected: 'refuse' },
    { name: 'a closing brace', edits: words('a } b'), expected: 'refuse' },
    { name: 'a greater-than sign', edits: words('a > b'), expected: 'refuse' },
    { name: 'a line break', edits: words('two\nlines'), expected: 'refuse' },
    { name: 'no words left', edits: words(''), expected: 'either' },
  ]
}

describe('deriveTextRunEdit', () => {
  it('derives exactly the index and lookups a full parse gives, and refuses what it cannot prove', () => {
    let derived = 0
    let refusedValid = 0
    for (const { name, text } of fixtureInputs(FILE)) {
      const before = new ParsedTsx(FILE, text)
      for (const element of before.index.elements) {
        element.textChildren.forEach((run, runIndex) => {
          for (const variant of variantsOf(before, run.range)) {
            const where = `${name} <${element.tagName}> #${element.ordinal} run ${runIndex}: ${variant.name}`
            const newText = applyTextEdits(text, variant.edits).text
            const full = new ParsedTsx(FILE, newText)
            const result = deriveTextRunEdit(before, variant.edits, newText)
            if (full.syntaxErrors.length > 0 || variant.expected === 'refuse') {
              expect(result, where).toBeUndefined()
              continue
            }
            if (result === undefined) {
              if (variant.expected === 'derive') refusedValid += 1
              continue
            }
            derived += 1
            expect(result.after.index, where).toEqual(full.index)
            expect(result.retexted.has(element.id), where).toBe(true)
            expect(deriveFileLookups(buildFileLookups(before), result), where).toEqual(
              buildFileLookups(full),
            )
            expect(result.after.syntaxErrors, where).toEqual([])
          }
        })
      }
    }
    // editText takes this path: it must not be the exception.
    expect(derived).toBeGreaterThan(500)
    expect(refusedValid).toBeLessThan(derived / 10)
  }, 120_000)

  it('retexts the host element of a <Trans> with the <Trans> itself, and leaves the tree unparsed', () => {
    const text = `import { Trans } from '@lingui/react/macro'
export const A = () => (
  <h1 className="p-1">
    <Trans>Welcome</Trans>
  </h1>
)
`
    const before = new ParsedTsx(FILE, text)
    const start = text.indexOf('Welcome')
    const edits: TextEdit[] = [{ file: FILE, start, end: start + 7, text: 'Hello there' }]
    const result = deriveTextRunEdit(before, edits, applyTextEdits(text, edits).text)
    const [h1, trans] = result?.after.index.elements ?? []
    expect(result?.retexted).toEqual(new Set([h1?.id, trans?.id]))
    expect(h1?.staticText).toMatchObject({ kind: 'lingui-trans', text: 'Hello there' })
    const tree = (file: ParsedTsx): unknown => (file as unknown as { tree: unknown }).tree
    expect(tree(result?.after as ParsedTsx)).toBeUndefined()
  })

  it('refuses edits outside a text run and more than one edit', () => {
    const text = 'export const A = () => <p className="x">Hi <b>you</b> there</p>\n'
    const before = new ParsedTsx(FILE, text)
    const at = (word: string) => text.indexOf(word)
    const cases: TextEdit[][] = [
      [{ file: FILE, start: at('"x"'), end: at('"x"') + 3, text: '"y"' }],
      [
        { file: FILE, start: at('Hi'), end: at('Hi') + 2, text: 'Yo' },
        { file: FILE, start: at('there'), end: at('there') + 5, text: 'here' },
      ],
      [{ file: FILE, start: at('Hi'), end: at('there'), text: 'Yo ' }],
    ]
    for (const edits of cases)
      expect(deriveTextRunEdit(before, edits, applyTextEdits(text, edits).text)).toBeUndefined()
  })
})
