import { codebaseIdOfElement } from './codebase-id-of-element'
import { committedPropsOf, currentFiber, type Fiber, fiberOf, tempoIdOfFiber } from './fiber'

/** A host element's children as written in its JSX, with the DOM nodes each one rendered. */
export interface SourceChildren {
  /**
   * How many children React received, counted as written: elements, text runs and
   * `{expressions}` — mutate-api's `childIndex` counts the same way.
   */
  readonly count: number
  /** The container's own DOM nodes, each with the index of the child that rendered it. */
  readonly nodes: readonly { readonly node: ChildNode; readonly index: number }[]
  /**
   * The codebase id of the component instance whose JSX wrote these children, when the element
   * only renders its component's `children` handed on (`<div>{children}</div>`, used as
   * `<Box><h2 />…</Box>`): they are that instance's children as written (`<Box>`'s, in its
   * caller's file). `null` when they are the element's own.
   */
  readonly writtenBy: string | null
}

/**
 * Which of a host element's JSX children rendered each of its DOM nodes. The JSX transform hands
 * React the children as written — one entry per element, text run and `{expression}`, in a
 * static array that React's development build freezes — so a node's index is that of the fiber
 * under the container's it descends from. A single child (one element, one expression, an
 * expression's array) is index 0 for every node. Children that are the element's component's
 * `children` handed on (`<div>{children}</div>`) are counted as their writer wrote them: the
 * same array reaches the element, so the indexes are those among the instance's children in its
 * caller's JSX (see {@link SourceChildren.writtenBy}). `null` when React did not render the
 * element, or its children were handed on by an instance without a codebase id.
 *
 * @example
 * ```ts
 * // <p>Hi <b>you</b>{name}</p> rendered as "Hi ", <b>, "Ada"
 * sourceChildrenOf(p) // { count: 3, nodes: [{ node: "Hi ", index: 0 }, { node: <b>, index: 1 }, …] }
 * ```
 */
export function sourceChildrenOf(container: Element): SourceChildren | null {
  const props = committedPropsOf(container)
  const own = fiberOf(container)
  if (props === null || own === null) return null
  const children = props.children
  let writtenBy: string | null = null
  if (typeof children === 'object' && children !== null) {
    const writer = writerOf(own, children)
    if (writer !== null) {
      writtenBy = tempoIdOfFiber(writer)
      if (writtenBy === null) return null
    }
  }
  const written = Array.isArray(children) && Object.isFrozen(children)
  const count = written ? children.length : 'children' in props && children !== undefined ? 1 : 0
  const nodes: { node: ChildNode; index: number }[] = []
  for (const node of container.childNodes) {
    if (node.nodeType !== 1 && node.nodeType !== 3) continue
    const index = written ? indexUnder(own, node) : 0
    if (index !== null && index < count) nodes.push({ node, index })
  }
  return { count, nodes, writtenBy }
}

/**
 * The component instance whose caller's JSX wrote `children`, when they are the props of the
 * component that rendered the element, handed on (`<div>{children}</div>`, `<div {...props} />`)
 * — through every component that hands them on again (`<Card>` rendering `<Box>{children}</Box>`
 * gives `<Card>`); `null` when the element wrote them.
 */
function writerOf(own: Fiber, children: object): Fiber | null {
  let writer: Fiber | null = null
  for (let owner = own._debugOwner ?? null; owner !== null; owner = owner._debugOwner ?? null) {
    if (![owner, owner.alternate].some((fiber) => fiber?.memoizedProps?.children === children))
      break
    writer = owner
  }
  return writer
}

/**
 * The first DOM node of `parent`'s child at `childIndex` as written, `leftOut` (an element being
 * moved) not counted: what a node inserted at that index goes before; `null` for the end.
 */
export function nodeAtChildIndex(
  parent: Element,
  childIndex: number,
  leftOut: Element | null,
): ChildNode | null {
  const children = sourceChildrenOf(parent)
  if (children === null) return null
  const own = leftOut === null ? null : movedChildIndex(children, (node) => leftOut.contains(node))
  const written = own !== null && childIndex >= own ? childIndex + 1 : childIndex
  return children.nodes.find(({ index }) => index >= written)?.node ?? null
}

/**
 * The index of the child that is the moved element itself — every node it rendered is inside
 * the element (an element rendered by an expression among others is not one) — if any.
 */
export function movedChildIndex(
  children: SourceChildren,
  inside: (node: ChildNode) => boolean,
): number | null {
  const all = new Map<number, boolean>()
  for (const { node, index } of children.nodes)
    all.set(index, (all.get(index) ?? true) && inside(node))
  for (const [index, moved] of all) if (moved) return index
  return null
}

/** The index of the child fiber of `container` that `node`'s fiber descends from. */
function indexUnder(container: Fiber, node: Node): number | null {
  let fiber = fiberOf(node)
  while (fiber !== null) {
    const parent = fiber.return
    if (parent === container || (parent !== null && parent === container.alternate))
      return currentFiber(fiber).index
    fiber = parent
  }
  return null
}

/**
 * The element that renders the children `codebaseId`'s JSX wrote, given the first element
 * rendered for it: that element when it is the one named, else — for a component instance —
 * the element inside it its `children` are handed to (see {@link SourceChildren.writtenBy});
 * `null` when there is none (the component does not render its children).
 */
export function writtenChildrenHost(first: Element, codebaseId: string): Element | null {
  if (codebaseIdOfElement(first) === codebaseId) return first
  // Breadth first: the element holding an instance's children is usually near its top.
  const queue: Element[] = [first]
  for (let at = 0; at < queue.length; at += 1) {
    const element = queue[at] as Element
    if (sourceChildrenOf(element)?.writtenBy === codebaseId) return element
    queue.push(...element.children)
  }
  return null
}
