// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  CIRCULAR_PLACEHOLDER,
  DOM_NODE_PLACEHOLDER,
  FUNCTION_PLACEHOLDER,
  OBJECT_PLACEHOLDER,
  REACT_ELEMENT_PLACEHOLDER,
  toInspectedValue,
  UNDEFINED_PLACEHOLDER,
} from './inspected-value'

describe('toInspectedValue', () => {
  it('keeps primitives and replaces object and function values by placeholders (spec default)', () => {
    expect(
      toInspectedValue({
        title: 'Algebra',
        count: 3,
        done: false,
        note: null,
        style: { color: 'red' },
        items: [1, 2],
        onClick: () => undefined,
        Component: class Card {},
      }),
    ).toEqual({
      title: 'Algebra',
      count: 3,
      done: false,
      note: null,
      style: OBJECT_PLACEHOLDER,
      items: OBJECT_PLACEHOLDER,
      onClick: FUNCTION_PLACEHOLDER,
      Component: FUNCTION_PLACEHOLDER,
    })
  })

  it('expands nested plain objects and arrays down to maxDepth', () => {
    const value = { a: { b: { c: { d: 1 } } }, list: [[1, [2]]] }
    expect(toInspectedValue(value, { maxDepth: 2 })).toEqual({
      a: { b: { c: OBJECT_PLACEHOLDER } },
      list: [[1, OBJECT_PLACEHOLDER]],
    })
  })

  it('marks cycles and still shows an object seen twice side by side', () => {
    const shared = { name: 'shared' }
    const node: Record<string, unknown> = { shared, again: shared }
    node.self = node
    expect(toInspectedValue(node, { maxDepth: 5 })).toEqual({
      shared: { name: 'shared' },
      again: { name: 'shared' },
      self: CIRCULAR_PLACEHOLDER,
    })
  })

  it('replaces DOM nodes, also from another document, and React elements', () => {
    const element = document.createElement('div')
    const text = document.createTextNode('hi')
    const other = document.implementation.createHTMLDocument('other').createElement('span')
    const jsx = { $$typeof: Symbol.for('react.transitional.element'), type: 'div', props: {} }
    const legacyJsx = { $$typeof: Symbol.for('react.element'), type: 'div', props: {} }
    expect(
      toInspectedValue({ element, text, other, document, jsx, legacyJsx }, { maxDepth: 3 }),
    ).toEqual({
      element: DOM_NODE_PLACEHOLDER,
      text: DOM_NODE_PLACEHOLDER,
      other: DOM_NODE_PLACEHOLDER,
      document: DOM_NODE_PLACEHOLDER,
      jsx: REACT_ELEMENT_PLACEHOLDER,
      legacyJsx: REACT_ELEMENT_PLACEHOLDER,
    })
  })

  it('shows class instances as objects and gives unusual primitives a text', () => {
    expect(
      toInspectedValue(
        {
          date: new Date(0),
          map: new Map([[1, 2]]),
          nothing: undefined,
          nan: Number.NaN,
          big: 10n,
          sym: Symbol('s'),
        },
        { maxDepth: 3 },
      ),
    ).toEqual({
      date: OBJECT_PLACEHOLDER,
      map: OBJECT_PLACEHOLDER,
      nothing: UNDEFINED_PLACEHOLDER,
      nan: 'NaN',
      big: '10n',
      sym: 'Symbol(s)',
    })
  })

  it('survives a throwing getter', () => {
    const value = Object.defineProperty({ ok: 1 }, 'broken', {
      enumerable: true,
      get() {
        throw new Error('no')
      },
    })
    expect(toInspectedValue(value)).toEqual({ ok: 1, broken: OBJECT_PLACEHOLDER })
  })

  it('expands a top-level array and leaves a top-level primitive alone', () => {
    expect(toInspectedValue([1, { a: 1 }, () => 1])).toEqual([
      1,
      OBJECT_PLACEHOLDER,
      FUNCTION_PLACEHOLDER,
    ])
    expect(toInspectedValue('state')).toBe('state')
    expect(toInspectedValue(null)).toBeNull()
  })

  it('gives a result that survives structured cloning and JSON unchanged', () => {
    const result = toInspectedValue({ a: 1, f: () => 1, nested: { x: [1] } }, { maxDepth: 3 })
    expect(structuredClone(result)).toEqual(result)
    expect(JSON.parse(JSON.stringify(result))).toEqual(result)
  })
})
