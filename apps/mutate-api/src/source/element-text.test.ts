import { describe, expect, it } from 'vitest'
import { elementTextOf, placeElementText, plainElementText } from './element-text'
import { type JsxElementNode, ParsedTsx } from './parsed-tsx'

const SOURCE = [
  'export const A = () => (',
  '  <div>',
  '    <section className="x">',
  '      <pre>{`a',
  '      b`}</pre>',
  '',
  '      <p title="one',
  '      two">Hi</p>',
  '    </section>',
  '  </div>',
  ')',
  '',
].join('\n')

function section(text = SOURCE): { file: ParsedTsx; node: JsxElementNode } {
  const file = new ParsedTsx('src/A.tsx', text)
  const entry = file.index.elements.find((each) => each.tagName === 'section')
  if (entry === undefined) throw new Error('no section')
  return { file, node: file.locate(entry.id).node }
}

describe('placeElementText', () => {
  it('re-indents the lines after the first, keeping template and string lines as written', () => {
    const { file, node } = section()
    const element = elementTextOf(file, node, false)
    expect(element.indent).toBe('    ')
    expect([...element.frozenLines]).toEqual([2, 5])
    expect(placeElementText(element, '  ', '\n').text).toBe(
      [
        '<section className="x">',
        '    <pre>{`a',
        '      b`}</pre>',
        '',
        '    <p title="one',
        '      two">Hi</p>',
        '  </section>',
      ].join('\n'),
    )
  })

  it('maps every kept piece to the same text at its new place (ids follow a move)', () => {
    const { file, node } = section(SOURCE.replace(/\n/g, '\r\n'))
    const placed = placeElementText(elementTextOf(file, node, true), '        ', '\n')
    expect(placed.text).not.toContain('\r')
    expect(placed.kept?.length).toBe(6)
    for (const kept of placed.kept ?? []) {
      expect(kept.file).toBe('src/A.tsx')
      expect(placed.text.slice(kept.at, kept.at + kept.to - kept.from)).toBe(
        file.text.slice(kept.from, kept.to),
      )
    }
    const pStart = file.text.indexOf('<p title')
    expect(placed.kept?.some((kept) => kept.from <= pStart && pStart < kept.to)).toBe(true)
  })

  it('leaves lines indented less than the first one as written, and one-line text alone', () => {
    const text = '<div>\n  <b />\n</div>'
    expect(
      placeElementText({ text, indent: '    ', frozenLines: new Set() }, '  ', '\n').text,
    ).toBe(text)
    expect(placeElementText(plainElementText('<hr />'), '      ', '\r\n')).toEqual({
      text: '<hr />',
    })
  })
})
