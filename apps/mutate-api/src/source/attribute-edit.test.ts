import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { buildFileLookups, deriveFileLookups } from '../lookups/file-lookups'
import { fixtureInputs } from '../test/fixture-inputs'
import { deriveAttributeEdit } from './attribute-edit'
import { findAttribute, openingOf } from './class-value'
import { ParsedTsx } from './parsed-tsx'
import { applyTextEdits, type TextEdit } from './text-edit'

const FILE = 'src/App.tsx'

type Variant = { readonly name: string; readonly edits: TextEdit[]; readonly valid: boolean }

/** Attribute edits of one element: valid ones of every shape, and ones the fast path must refuse. */
function variantsOf(file: ParsedTsx, id: string): Variant[] {
  const { node } = file.locate(id)
  const opening = openingOf(node)
  const from = opening.attributes.pos
  const to = opening.attributes.end
  const insert = (at: number, text: string): TextEdit => ({ file: FILE, start: at, end: at, text })
  const variants: Variant[] = [
    { name: 'add a prop', edits: [insert(to, ' data-x="1"')], valid: true },
    {
      name: 'add a prop on a new line',
      edits: [insert(to, `${file.eol}  title="t"`)],
      valid: true,
    },
    { name: 'add a spread', edits: [insert(to, ' {...rest}')], valid: true },
    {
      name: 'two edits, Arabic and emoji',
      edits: [insert(from, ' lang="ar" dir="rtl"'), insert(to, ' data-y="🎉 مرحبا ٣"')],
      valid: true,
    },
    {
      name: 'remove every prop',
      edits: [{ file: FILE, start: from, end: to, text: '' }],
      valid: true,
    },
    { name: 'a prop holding JSX', edits: [insert(to, ' icon={<b />}')], valid: false },
    { name: 'an unterminated string', edits: [insert(to, ' a="')], valid: false },
    { name: 'a broken expression', edits: [insert(to, ' a={1 + }')], valid: false },
    { name: 'a closing brace too many', edits: [insert(to, ' a={x}}')], valid: false },
    {
      name: 'an edit past the tag',
      edits: [{ file: FILE, start: from, end: opening.end, text: ' data-z="1">' }],
      valid: false,
    },
  ]
  const initializer = findAttribute(node, 'className')?.initializer
  if (initializer !== undefined && ts.isStringLiteral(initializer)) {
    const inner = { start: file.startOf(initializer) + 1, end: initializer.end - 1 }
    variants.push(
      {
        name: 'longer classes',
        edits: [{ file: FILE, ...inner, text: 'p-2 m-1 text-lg' }],
        valid: true,
      },
      { name: 'shorter classes', edits: [{ file: FILE, ...inner, text: 'x' }], valid: true },
    )
  }
  return variants
}

describe('deriveAttributeEdit', () => {
  it('derives exactly the index and lookups a full parse gives, and refuses what it cannot prove', () => {
    let derived = 0
    let refusedValid = 0
    for (const { name, text } of fixtureInputs(FILE)) {
      const before = new ParsedTsx(FILE, text)
      for (const element of before.index.elements) {
        for (const variant of variantsOf(before, element.id)) {
          const where = `${name} <${element.tagName}> #${element.ordinal}: ${variant.name}`
          const newText = applyTextEdits(text, variant.edits).text
          const full = new ParsedTsx(FILE, newText)
          const result = deriveAttributeEdit(before, variant.edits, newText)
          if (full.syntaxErrors.length > 0 || !variant.valid) {
            expect(result, where).toBeUndefined()
            continue
          }
          if (result === undefined) {
            refusedValid += 1
            continue
          }
          derived += 1
          expect(result.after.index, where).toEqual(full.index)
          expect(result.element.id, where).toBe(element.id)
          expect(deriveFileLookups(buildFileLookups(before), result), where).toEqual(
            buildFileLookups(full),
          )
          // The derived file parses lazily into the same tree.
          expect(result.after.syntaxErrors, where).toEqual([])
          expect(result.after.locate(element.id).node.getText(result.after.sourceFile)).toBe(
            full.locate(element.id).node.getText(full.sourceFile),
          )
        }
      }
    }
    // The fast path is what styling, class and prop changes take: it must not be the exception.
    expect(derived).toBeGreaterThan(1000)
    expect(refusedValid).toBeLessThan(derived / 10)
  }, 120_000)

  it('refuses a Lingui <Trans>, whose props decide its message, and an element with JSX in a prop', () => {
    const text = `import { Trans } from '@lingui/react/macro'
export const A = () => (
  <div>
    <Trans context="x">Save</Trans>
    <Card icon={<Icon />} className="p-1" />
  </div>
)
`
    const before = new ParsedTsx(FILE, text)
    const [, trans, card] = before.index.elements
    for (const element of [trans, card]) {
      if (element === undefined) throw new Error('missing element')
      const at = before.locate(element.id).node
      const end = openingOf(at).attributes.end
      const edits: TextEdit[] = [{ file: FILE, start: end, end, text: ' id="k"' }]
      expect(deriveAttributeEdit(before, edits, applyTextEdits(text, edits).text)).toBeUndefined()
    }
  })

  it('leaves the syntax tree of the new text unparsed until it is needed', () => {
    const text = 'export const A = () => <div className="p-1">Hi</div>\n'
    const before = new ParsedTsx(FILE, text)
    const start = text.indexOf('p-1')
    const edits: TextEdit[] = [{ file: FILE, start, end: start + 3, text: 'p-2' }]
    const result = deriveAttributeEdit(before, edits, applyTextEdits(text, edits).text)
    expect(result?.element.literalProps).toEqual({ className: 'p-2' })
    const tree = (file: ParsedTsx): unknown => (file as unknown as { tree: unknown }).tree
    expect(tree(result?.after as ParsedTsx)).toBeUndefined()
    result?.after.prepare()
    expect(tree(result?.after as ParsedTsx)).toBeDefined()
  })
})
