// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { textNodeAt, textRunNodes, textRunsOf } from './text-runs'

function paragraph(html: string): HTMLParagraphElement {
  const p = document.createElement('p')
  p.innerHTML = html
  return p
}

const texts = (element: Element) =>
  [...element.childNodes].filter((node): node is Text => node.nodeType === 3)

describe('text runs', () => {
  it('reads the runs a lookup entry offers, and nothing from anything else', () => {
    expect(textRunsOf({ textRuns: ['Hello ', '!'] })).toEqual(['Hello ', '!'])
    expect(textRunsOf({ textRuns: [1] })).toBeNull()
    expect(textRunsOf({})).toBeNull()
    expect(textRunsOf(undefined)).toBeNull()
  })

  it("matches each run to its text node in order, skipping an expression's text between", () => {
    // <p>Hello <b>there</b>, {name}!</p> renders "Hello ", <b>, ", ", "Amira", "!"
    const p = paragraph('Hello <b>there</b>, ')
    p.append(document.createTextNode('Amira'), document.createTextNode('!'))
    const [hello, comma, name, bang] = texts(p)
    const runs = textRunNodes(p, ['Hello ', ', ', '!'])
    expect(runs.get(hello as Text)).toBe(0)
    expect(runs.get(comma as Text)).toBe(1)
    expect(runs.has(name as Text)).toBe(false)
    expect(runs.get(bang as Text)).toBe(2)
  })

  it('compares words, not the white space JSX folds, and never offers a blank run', () => {
    const p = paragraph('\n  Sign   in <b>now</b> <i>or</i> later')
    const [signIn, blank, later] = texts(p)
    const runs = textRunNodes(p, ['Sign in ', ' ', ' later'])
    expect(runs.get(signIn as Text)).toBe(0)
    expect(runs.has(blank as Text)).toBe(false)
    expect(runs.get(later as Text)).toBe(2)
  })

  it('finds the text node under a point through the caret APIs', () => {
    const p = paragraph('Hello <b>there</b>')
    const [hello] = texts(p)
    const range = document.createRange()
    range.setStart(hello as Text, 2)
    const doc = { caretRangeFromPoint: () => range } as unknown as Document
    expect(textNodeAt(doc, { clientX: 1, clientY: 1 })).toBe(hello)
    const onElement = { caretPositionFromPoint: () => ({ offsetNode: p }) } as unknown as Document
    expect(textNodeAt(onElement, { clientX: 1, clientY: 1 })).toBeNull()
    expect(textNodeAt({} as Document, { clientX: 1, clientY: 1 })).toBeNull()
  })
})
