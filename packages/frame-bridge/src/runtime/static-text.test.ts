// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { NavTreeNode } from '../entities/nav-tree-node'
import { hasOnlyText, isStaticText } from './static-text'

const CODEBASE_ID = 'tempo-11111111-2222-5333-8444-555555555555'

function navNode(overrides: Partial<NavTreeNode> = {}): NavTreeNode {
  return {
    key: `${CODEBASE_ID}||0`,
    identity: { codebaseId: CODEBASE_ID, storyboardId: '', uniquePath: '0' },
    name: 'h1',
    tagName: 'h1',
    isComponent: false,
    children: [],
    parentKey: null,
    classList: [],
    directlySetClassList: [],
    props: {},
    literalChildren: [],
    pageBoundingBox: null,
    display: 'block',
    position: 'static',
    flexDirection: 'row',
    float: 'none',
    scope: null,
    level: 0,
    ...overrides,
  }
}

function heading(html: string): Element {
  document.body.innerHTML = `<h1>${html}</h1>`
  return document.querySelector('h1') as Element
}

describe('hasOnlyText', () => {
  it('is true for non-blank text nodes only', () => {
    expect(hasOnlyText(heading('Hello'))).toBe(true)
    expect(hasOnlyText(heading('  '))).toBe(false)
    expect(hasOnlyText(heading('Hi <b>there</b>'))).toBe(false)
  })
})

describe('isStaticText', () => {
  it("reads mutate-api's textIsStatic and accepts the page text equal to editableText", () => {
    const lookup = { [CODEBASE_ID]: { textIsStatic: true, editableText: 'Learn English' } }
    expect(isStaticText(navNode(), heading('\n  Learn English  \n'), lookup)).toBe(true)
  })

  it('refuses a static text the page shows differently (a translation in the Arabic interface)', () => {
    const lookup = { [CODEBASE_ID]: { textIsStatic: true, editableText: 'Learn English' } }
    expect(isStaticText(navNode(), heading('تعلّم الإنجليزية'), lookup)).toBe(false)
  })

  it('refuses text the lookup says is not static, whatever the page shows', () => {
    const lookup = { [CODEBASE_ID]: { textIsStatic: false, editableText: null } }
    const literal = navNode({ literalChildren: ['Hello'] })
    expect(isStaticText(literal, heading('Hello'), lookup)).toBe(false)
  })

  it('accepts a static entry without editableText (no text to compare)', () => {
    expect(isStaticText(navNode(), heading('Hi'), { [CODEBASE_ID]: { textIsStatic: true } })).toBe(
      true,
    )
  })

  it('still accepts the older hasOnlyTextChildren field', () => {
    expect(
      isStaticText(navNode(), heading('Hi'), { [CODEBASE_ID]: { hasOnlyTextChildren: true } }),
    ).toBe(true)
    expect(
      isStaticText(navNode(), heading('Hi'), { [CODEBASE_ID]: { hasOnlyTextChildren: false } }),
    ).toBe(false)
  })

  it('prefers textIsStatic over hasOnlyTextChildren when an entry has both', () => {
    const lookup = { [CODEBASE_ID]: { textIsStatic: true, hasOnlyTextChildren: false } }
    expect(isStaticText(navNode(), heading('Hi'), lookup)).toBe(true)
  })

  it('without a lookup entry, needs the page text to be the literal JSX children', () => {
    expect(isStaticText(navNode({ literalChildren: ['Hello'] }), heading('Hello'), {})).toBe(true)
    expect(isStaticText(navNode({ literalChildren: [] }), heading('Hello'), {})).toBe(false)
    expect(isStaticText(navNode({ literalChildren: ['Hello'] }), heading('Bye'), {})).toBe(false)
  })

  it('never treats components or elements with child elements as static', () => {
    const lookup = { [CODEBASE_ID]: { textIsStatic: true, editableText: 'Hi' } }
    expect(isStaticText(navNode({ isComponent: true }), heading('Hi'), lookup)).toBe(false)
    expect(isStaticText(navNode(), heading('<span>Hi</span>'), lookup)).toBe(false)
  })
})
