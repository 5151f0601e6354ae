// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sourceChildrenOf } from './source-children'
import { attachFiber, type FakeFiber, fakeFiber } from './test/fake-fibers'

/** A host element as React 19 leaves it: its fiber and its committed props. */
function hostElement(tag: string, children: unknown): { element: Element; fiber: FakeFiber } {
  const element = document.createElement(tag)
  const fiber = fakeFiber(tag, { children }, null)
  attachFiber(element, fiber)
  Object.assign(element, { __reactProps$test123: { children } })
  return { element, fiber }
}

function text(data: string, fiber: FakeFiber): Text {
  const node = document.createTextNode(data)
  attachFiber(node, fiber)
  return node
}

describe('sourceChildrenOf', () => {
  it('gives each DOM node the index of the JSX child that rendered it, as written', () => {
    // <p>Hello <b>bold</b>{name}<Badge />{items.map(…)}, bye</p> — the static children array
    // React's development build freezes.
    const written = Object.freeze(['Hello ', {}, 'Ada', {}, [{}, {}], ', bye'])
    const { element: p, fiber } = hostElement('p', written)
    const badge = fakeFiber(function Badge() {}, {}, fiber, { index: 3 })
    // The map's fragment was rendered under the other fiber of the container's pair.
    const other = fakeFiber('p', { children: written }, null, { alternate: fiber })
    fiber.alternate = other
    const list = fakeFiber(null, null, other, { tag: 7, index: 4 })
    const hello = text('Hello ', fakeFiber(null, null, fiber, { tag: 6, index: 0 }))
    const b = document.createElement('b')
    attachFiber(b, fakeFiber('b', {}, fiber, { index: 1 }))
    const name = text('Ada', fakeFiber(null, null, fiber, { tag: 6, index: 2 }))
    const span = document.createElement('span')
    attachFiber(span, fakeFiber('span', {}, badge))
    const [first, second] = [document.createElement('li'), document.createElement('li')]
    attachFiber(first, fakeFiber('li', {}, list, { index: 0 }))
    attachFiber(second, fakeFiber('li', {}, list, { index: 1 }))
    const bye = text(', bye', fakeFiber(null, null, fiber, { tag: 6, index: 5 }))
    const stray = document.createElement('i') // added by a script, not by React
    p.append(hello, b, name, span, first, second, bye, stray, document.createComment('x'))

    const children = sourceChildrenOf(p)
    expect(children?.count).toBe(6)
    expect(
      children?.nodes.map(({ node, index }) => [node.textContent || node.nodeName, index]),
    ).toEqual([
      ['Hello ', 0],
      ['B', 1],
      ['Ada', 2],
      ['SPAN', 3],
      ['LI', 4],
      ['LI', 4],
      [', bye', 5],
    ])
  })

  it('counts one child for a single element, text or expression (an array a map returned too)', () => {
    const mapped = [{}, {}] // not frozen: one `{items.map(…)}` child
    const { element: ul } = hostElement('ul', mapped)
    ul.append(document.createElement('li'), document.createElement('li'))
    expect(sourceChildrenOf(ul)).toEqual({
      count: 1,
      nodes: [
        { node: ul.childNodes[0], index: 0 },
        { node: ul.childNodes[1], index: 0 },
      ],
    })
    const { element: h1 } = hostElement('h1', 'Courses')
    h1.append('Courses')
    expect(sourceChildrenOf(h1)?.count).toBe(1)
    // `{null}` is a child that renders nothing.
    expect(sourceChildrenOf(hostElement('div', null).element)).toEqual({ count: 1, nodes: [] })
  })

  it('counts none for an empty element, and knows nothing of an element React did not render', () => {
    const empty = document.createElement('div')
    attachFiber(empty, fakeFiber('div', {}, null))
    Object.assign(empty, { __reactProps$test123: {} })
    expect(sourceChildrenOf(empty)).toEqual({ count: 0, nodes: [] })
    expect(sourceChildrenOf(document.createElement('div'))).toBeNull()
  })
})
