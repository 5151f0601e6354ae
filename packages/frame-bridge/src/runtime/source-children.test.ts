// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  movedChildIndex,
  nodeAtChildIndex,
  sourceChildrenOf,
  writtenChildrenHost,
} from './source-children'
import { attachFiber, type FakeFiber, fakeFiber, ID } from './test/fake-fibers'

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
        { node: ul.childNodes[0], index: 0, writtenAs: null },
        { node: ul.childNodes[1], index: 0, writtenAs: null },
      ],
      writtenBy: null,
      handedOn: null,
    })
    const { element: h1 } = hostElement('h1', 'Courses')
    h1.append('Courses')
    expect(sourceChildrenOf(h1)?.count).toBe(1)
    // `{null}` is a child that renders nothing.
    expect(sourceChildrenOf(hostElement('div', null).element)).toEqual({
      count: 1,
      nodes: [],
      writtenBy: null,
      handedOn: null,
    })
  })

  it('counts none for an empty element, and knows nothing of an element React did not render', () => {
    const empty = document.createElement('div')
    attachFiber(empty, fakeFiber('div', {}, null))
    Object.assign(empty, { __reactProps$test123: {} })
    expect(sourceChildrenOf(empty)).toEqual({
      count: 0,
      nodes: [],
      writtenBy: null,
      handedOn: null,
    })
    expect(sourceChildrenOf(document.createElement('div'))).toBeNull()
  })

  it("counts a component's {children} handed on as its instance's, written by its caller", () => {
    // function Box({ children }) { return <div>{children}</div> }, used as <Box><h2 /><p /></Box>
    const written = Object.freeze([{}, {}])
    const box = fakeFiber(function Box() {}, { children: written, tempoelementid: ID.card }, null)
    const { element: div, fiber } = hostElement('div', written)
    fiber._debugOwner = box
    const [h2, p] = [document.createElement('h2'), document.createElement('p')]
    attachFiber(h2, fakeFiber('h2', {}, fiber, { index: 0 }))
    attachFiber(p, fakeFiber('p', {}, fiber, { index: 1 }))
    div.append(h2, p)
    expect(sourceChildrenOf(div)).toEqual({
      count: 2,
      nodes: [
        { node: h2, index: 0, writtenAs: null },
        { node: p, index: 1, writtenAs: null },
      ],
      writtenBy: ID.card,
      handedOn: null,
    })
    // Handed on again — function Card({ children }) { return <Box>{children}</Box> }, used as
    // <Card><h2 /><p /></Card>: Card's caller wrote them.
    box._debugOwner = fakeFiber(
      function Card() {},
      { children: written, tempoelementid: ID.app },
      null,
      {
        _debugOwner: fakeFiber(function Page() {}, {}, null),
      },
    )
    expect(sourceChildrenOf(div)?.writtenBy).toBe(ID.app)
    // One element handed on, <Box><h2 /></Box>, too.
    const one = {}
    const single = hostElement('div', one)
    single.fiber._debugOwner = fakeFiber(
      function Box() {},
      { children: one, tempoelementid: ID.card },
      null,
    )
    expect(sourceChildrenOf(single.element)).toMatchObject({ count: 1, writtenBy: ID.card })
    // An instance without a codebase id (a library's): where they were written is not known.
    const unknown = hostElement('div', one)
    unknown.fiber._debugOwner = fakeFiber(function Box() {}, { children: one }, null)
    expect(sourceChildrenOf(unknown.element)).toBeNull()
    // The same text written in the element is its own.
    const text = hostElement('p', 'Hi')
    text.fiber._debugOwner = fakeFiber(function Note() {}, { children: 'Hi' }, null)
    expect(sourceChildrenOf(text.element)).toMatchObject({ count: 1, writtenBy: null })
  })

  it("counts a caller's children handed on beside the element's own as the instance's", () => {
    // function Layout({ children }) { return <main><nav />{children}<footer /></main> },
    // used as <Layout><h2 /><p /></Layout>: the caller's array is one child of <main>.
    const written = Object.freeze([{}, {}])
    const layout = fakeFiber(
      function Layout() {},
      { children: written, tempoelementid: ID.card },
      null,
    )
    const { element: main, fiber } = hostElement('main', Object.freeze([{}, written, {}]))
    fiber._debugOwner = layout
    const fragment = fakeFiber(null, null, fiber, { tag: 7, index: 1 })
    const [nav, h2, p, footer] = [
      document.createElement('nav'),
      document.createElement('h2'),
      document.createElement('p'),
      document.createElement('footer'),
    ]
    attachFiber(nav, fakeFiber('nav', {}, fiber, { index: 0 }))
    attachFiber(h2, fakeFiber('h2', {}, fragment, { index: 0 }))
    attachFiber(p, fakeFiber('p', {}, fragment, { index: 1 }))
    attachFiber(footer, fakeFiber('footer', {}, fiber, { index: 2 }))
    main.append(nav, h2, p, footer)
    expect(sourceChildrenOf(main)).toEqual({
      count: 3,
      nodes: [
        { node: nav, index: 0, writtenAs: null },
        { node: h2, index: 1, writtenAs: null },
        { node: p, index: 1, writtenAs: null },
        { node: footer, index: 2, writtenAs: null },
      ],
      writtenBy: null,
      handedOn: {
        at: 1,
        writtenBy: ID.card,
        count: 2,
        nodes: [
          { node: h2, index: 0, writtenAs: null },
          { node: p, index: 1, writtenAs: null },
        ],
      },
    })
    // Inserting among the caller's children: before one of them, or after the last (before
    // the element's next own child); the moved one left out.
    expect(nodeAtChildIndex(main, ID.card, 1, null)).toBe(p)
    expect(nodeAtChildIndex(main, ID.card, 2, null)).toBe(footer)
    expect(nodeAtChildIndex(main, ID.card, 1, h2)).toBe(footer)
    // The element's own children, as written in Layout's file.
    expect(nodeAtChildIndex(main, ID.app, 2, null)).toBe(footer)
    expect(nodeAtChildIndex(main, ID.app, 1, nav)).toBe(footer)
    expect(writtenChildrenHost(main, ID.card)).toBe(main)
    // One element handed on (<Layout><Page /></Layout>) is the instance's child 0.
    const page = {}
    const one = hostElement('main', Object.freeze([{}, page]))
    one.fiber._debugOwner = fakeFiber(
      function Layout() {},
      { children: page, tempoelementid: ID.card },
      null,
    )
    const article = document.createElement('article')
    const pageFiber = fakeFiber(function Page() {}, {}, one.fiber, { index: 1 })
    attachFiber(article, fakeFiber('article', {}, pageFiber))
    one.element.append(article)
    expect(sourceChildrenOf(one.element)?.handedOn).toEqual({
      at: 1,
      writtenBy: ID.card,
      count: 1,
      nodes: [{ node: article, index: 0, writtenAs: null }],
    })
    // That one element moved among the layout's own children: `{children}` stays written (and
    // counted) where it is — before <footer> is own index 2, not the end.
    const withFooter = hostElement('main', Object.freeze([{}, page, {}]))
    withFooter.fiber._debugOwner = one.fiber._debugOwner
    const [ownNav, onlyChild, ownFooter] = [
      document.createElement('nav'),
      document.createElement('article'),
      document.createElement('footer'),
    ]
    attachFiber(ownNav, fakeFiber('nav', {}, withFooter.fiber, { index: 0 }))
    const onlyPage = fakeFiber(function Page() {}, {}, withFooter.fiber, { index: 1 })
    attachFiber(onlyChild, fakeFiber('article', {}, onlyPage))
    attachFiber(ownFooter, fakeFiber('footer', {}, withFooter.fiber, { index: 2 }))
    withFooter.element.append(ownNav, onlyChild, ownFooter)
    expect(nodeAtChildIndex(withFooter.element, ID.app, 2, onlyChild)).toBe(ownFooter)
    expect(nodeAtChildIndex(withFooter.element, ID.app, 0, onlyChild)).toBe(ownNav)
    // An own child moved still leaves its own place out.
    expect(nodeAtChildIndex(withFooter.element, ID.app, 1, ownNav)).toBe(ownFooter)
    // The caller's one `{items.map(…)}` (an array React does not freeze) is one child of theirs.
    const mapped = [{}, {}]
    const list = hostElement('main', Object.freeze([{}, mapped]))
    list.fiber._debugOwner = fakeFiber(
      function Layout() {},
      { children: mapped, tempoelementid: ID.card },
      null,
    )
    const items = fakeFiber(null, null, list.fiber, { tag: 7, index: 1 })
    const [first, second] = [document.createElement('li'), document.createElement('li')]
    attachFiber(first, fakeFiber('li', {}, items, { index: 0 }))
    attachFiber(second, fakeFiber('li', {}, items, { index: 1 }))
    list.element.append(first, second)
    expect(sourceChildrenOf(list.element)?.handedOn).toMatchObject({
      count: 1,
      nodes: [
        { node: first, index: 0, writtenAs: null },
        { node: second, index: 0, writtenAs: null },
      ],
    })
    // An owner without a codebase id (a library's layout): its children stay an expression.
    layout.memoizedProps = { children: written }
    expect(sourceChildrenOf(main)?.handedOn).toBeNull()
  })

  it('leaves out the moved element only when it is a child of its own, not an expression item', () => {
    // <ul><li>First</li>{items.map(…)}<li>Last</li></ul>
    const { element: ul, fiber } = hostElement('ul', Object.freeze([{}, [{}, {}], {}]))
    const list = fakeFiber(null, null, fiber, { tag: 7, index: 1 })
    const li = (text: string) => {
      const item = document.createElement('li')
      item.textContent = text
      return item
    }
    const [first, a, b, last] = [li('First'), li('a'), li('b'), li('Last')]
    attachFiber(first, fakeFiber('li', {}, fiber, { index: 0 }))
    attachFiber(a, fakeFiber('li', {}, list, { index: 0 }))
    attachFiber(b, fakeFiber('li', {}, list, { index: 1 }))
    attachFiber(last, fakeFiber('li', {}, fiber, { index: 2 }))
    ul.append(first, a, b, last)
    const children = sourceChildrenOf(ul)
    if (children === null) throw new Error('no children')
    // A mapped item is not a child of its own: nothing is left out, index 2 is "Last".
    expect(movedChildIndex(children, (node) => a.contains(node))).toBeNull()
    expect(nodeAtChildIndex(ul, ID.app, 2, a)).toBe(last)
    // "First" is: index 1 among the others is "Last" (after the map).
    expect(movedChildIndex(children, (node) => first.contains(node))).toBe(0)
    expect(nodeAtChildIndex(ul, ID.app, 1, first)).toBe(last)
    expect(nodeAtChildIndex(ul, ID.app, 0, first)).toBe(a)
    expect(nodeAtChildIndex(ul, ID.app, 2, first)).toBeNull()
  })
})

describe('movedChildIndex', () => {
  it("finds the moved element's copy in another copy of its parent (a `.map(…)`'s items)", () => {
    // {rows.map(() => <li><b>Row</b><i>tag</i></li>)}: each <li> renders <b> (ID.title) and
    // <i> (ID.button); the moved <b> is the first copy's, the container the second <li>.
    const copy = () => {
      const { element: li, fiber } = hostElement('li', Object.freeze([{}, {}]))
      const [b, i] = [document.createElement('b'), document.createElement('i')]
      attachFiber(b, fakeFiber('b', { tempoelementid: ID.title }, fiber, { index: 0 }))
      attachFiber(i, fakeFiber('i', { tempoelementid: ID.button }, fiber, { index: 1 }))
      li.append(b, i)
      return { li, b, i }
    }
    const [first, second] = [copy(), copy()]
    const children = sourceChildrenOf(second.li)
    if (children === null) throw new Error('no children')
    expect(children.nodes.map(({ writtenAs }) => writtenAs)).toEqual([ID.title, ID.button])
    const insideMoved = (node: Node) => first.b.contains(node)
    // Not inside the moved element, but the same JSX child: left out as the moved one is.
    expect(movedChildIndex(children, insideMoved)).toBeNull()
    expect(movedChildIndex(children, insideMoved, ID.title)).toBe(0)
    // An id no child of this container has: nothing left out.
    expect(movedChildIndex(children, insideMoved, ID.card)).toBeNull()
    // Within its own copy, the element itself.
    const own = sourceChildrenOf(first.li)
    if (own === null) throw new Error('no children')
    expect(movedChildIndex(own, insideMoved, ID.title)).toBe(0)
  })
})

describe('writtenChildrenHost', () => {
  it("finds the element an instance's children render into, or the element named itself", () => {
    // <Box> (ID.card) rendering <section><h2 /><div>{children}</div></section>
    const written = Object.freeze([{}, {}])
    const section = document.createElement('section')
    section.className = ID.cardRoot
    const { element: div, fiber } = hostElement('div', written)
    fiber._debugOwner = fakeFiber(
      function Box() {},
      { children: written, tempoelementid: ID.card },
      null,
    )
    section.append(document.createElement('h2'), div)
    expect(writtenChildrenHost(section, ID.card)).toBe(div)
    expect(writtenChildrenHost(section, ID.cardRoot)).toBe(section)
    // A component that does not render its children has nowhere to put one.
    expect(writtenChildrenHost(section, ID.button)).toBeNull()
    // A library's root spreading its props (the instance's id as an attribute) renders them
    // deeper: <div {...props}><span>{children}</span></div>.
    const library = fakeFiber(
      function Frame() {},
      { children: written, tempoelementid: ID.card },
      null,
    )
    const root = document.createElement('div')
    root.setAttribute('tempoelementid', ID.card)
    root.classList.add(ID.card)
    attachFiber(root, fakeFiber('div', { tempoelementid: ID.card }, null, { _debugOwner: library }))
    const inner = hostElement('span', written)
    inner.fiber._debugOwner = library
    root.append(inner.element)
    expect(writtenChildrenHost(root, ID.card)).toBe(inner.element)
  })
})
