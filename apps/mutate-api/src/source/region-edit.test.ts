import type { JsxElementEntry } from '@splendid/codebase-ids'
import { describe, expect, it } from 'vitest'
import { buildFileLookups, deriveFileLookups } from '../lookups/file-lookups'
import { fixtureInputs } from '../test/fixture-inputs'
import { ParsedTsx } from './parsed-tsx'
import { deriveRegionEdit } from './region-edit'
import { applyTextEdits, type TextEdit } from './text-edit'

const FILE = 'src/App.tsx'

/** Structural rewrites around one element, valid and broken, as the operations write them. */
function variantsOf(
  file: ParsedTsx,
  entry: JsxElementEntry,
): { name: string; edits: TextEdit[] }[] {
  const { start, end } = entry.range
  const text = file.text.slice(start, end)
  const at = (offset: number, inserted: string): TextEdit => ({
    file: FILE,
    start: offset,
    end: offset,
    text: inserted,
  })
  const lineStart = file.text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = file.text.indexOf('\n', end)
  const ownLine = file.text.slice(lineStart, start).trim() === '' && lineEnd !== -1
  const variants = [
    { name: 'removed', edits: [{ file: FILE, start, end, text: '' }] },
    {
      name: 'removed with its line',
      edits: ownLine ? [{ file: FILE, start: lineStart, end: lineEnd + 1, text: '' }] : [],
    },
    { name: 'an element inserted before', edits: [at(start, '<hr />')] },
    { name: 'duplicated', edits: [at(end, `\n${file.indentAt(start)}${text}`)] },
    { name: 'wrapped', edits: [at(start, '<div className="flex">'), at(end, '</div>')] },
    { name: 'a Trans inserted after', edits: [at(end, '<Trans>New words</Trans>')] },
    { name: 'an expression inserted before', edits: [at(start, '{open && <b>Hi</b>}')] },
    { name: 'a stray closing tag', edits: [at(start, '</div>')] },
    { name: 'an unclosed expression', edits: [at(start, '{open && ')] },
  ]
  const siblingBefore = file.index.elements
    .slice(0, entry.ordinal)
    .findLast((other) => other.parentId === entry.parentId && other.range.end <= start)
  if (siblingBefore !== undefined) {
    variants.push({
      name: 'moved before its previous sibling',
      edits: [{ file: FILE, start, end, text: '' }, at(siblingBefore.range.start, text)],
    })
  }
  if (!entry.selfClosing && /^[a-z][a-z0-9]*$/.test(entry.tagName)) {
    const closing = file.text.lastIndexOf(`</${entry.tagName}`, end)
    variants.push({
      name: 'tag changed',
      edits: [
        { file: FILE, start: start + 1, end: start + 1 + entry.tagName.length, text: 'article' },
        {
          file: FILE,
          start: closing + 2,
          end: closing + 2 + entry.tagName.length,
          text: 'article',
        },
      ],
    })
  }
  return variants.filter((variant) => variant.edits.length > 0)
}

describe('deriveRegionEdit', () => {
  it('derives exactly the index and lookups a full parse gives, and refuses what does not parse', () => {
    let derived = 0
    let total = 0
    for (const { name, text } of fixtureInputs(FILE)) {
      const before = new ParsedTsx(FILE, text)
      const beforeLookups = buildFileLookups(before)
      for (const element of before.index.elements) {
        for (const variant of variantsOf(before, element)) {
          const where = `${name} <${element.tagName}> #${element.ordinal}: ${variant.name}`
          const newText = applyTextEdits(text, variant.edits).text
          const full = new ParsedTsx(FILE, newText)
          const result = deriveRegionEdit(before, variant.edits, newText)
          if (full.syntaxErrors.length > 0) {
            expect(result, where).toBeUndefined()
            continue
          }
          total += 1
          if (result === undefined) continue
          derived += 1
          expect(result.after.index, where).toEqual(full.index)
          expect(deriveFileLookups(beforeLookups, result), where).toEqual(buildFileLookups(full))
        }
      }
    }
    // Most structural changes happen among some element's children (not at a component's root,
    // not in a <Trans> message): the fast path must be the rule (2,972 of 3,757 when written).
    expect(derived).toBeGreaterThan(total * 0.7)
  })

  it('refuses edits that are not all among one element’s children', () => {
    const text = 'export const App = () => (\n  <main>\n    <p>Hi</p>\n  </main>\n)\n'
    const before = new ParsedTsx(FILE, text)
    const main = text.indexOf('<main>')
    const cases: TextEdit[][] = [
      // The root itself replaced: no element holds the edit among its children.
      [{ file: FILE, start: main, end: main + '<main>'.length, text: '<section>' }],
      // An import added at the top and an element inside <main>.
      [
        { file: FILE, start: 0, end: 0, text: "import { X } from './x'\n" },
        { file: FILE, start: text.indexOf('<p>'), end: text.indexOf('<p>'), text: '<X />' },
      ],
    ]
    for (const edits of cases)
      expect(deriveRegionEdit(before, edits, applyTextEdits(text, edits).text)).toBeUndefined()
  })

  it('renames the elements after the region and keeps their parents', () => {
    const text = [
      'export const App = () => (',
      '  <main>',
      '    <section>',
      '      <p>One</p>',
      '    </section>',
      '    <footer>',
      '      <small>End</small>',
      '    </footer>',
      '  </main>',
      ')',
      '',
    ].join('\n')
    const before = new ParsedTsx(FILE, text)
    const at = text.indexOf('<p>')
    const edits = [{ file: FILE, start: at, end: at, text: '<hr />' }]
    const result = deriveRegionEdit(before, edits, applyTextEdits(text, edits).text)
    expect(result?.region.index.elements.map((entry) => entry.tagName)).toEqual([
      'section',
      'hr',
      'p',
    ])
    const tags = result?.after.index.elements.map((entry) => entry.tagName)
    expect(tags).toEqual(['main', 'section', 'hr', 'p', 'footer', 'small'])
    const [, , , , footer, small] = result?.after.index.elements ?? []
    expect(small?.parentId).toBe(footer?.id)
    expect(result?.newIds.get(before.index.elements[3]?.id ?? '')).toBe(footer?.id)
  })
})
