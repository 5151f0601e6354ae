import { codebaseIdOfElement } from './codebase-id-of-element'
import { committedPropsOf, currentFiber, type Fiber, fiberOf, tempoIdOfFiber } from './fiber'

/**
 * One DOM node of a container with the index of the child as written that rendered it, and that
 * child's codebase id when it is an element (`null` for text, an array of items, an element
 * without an id).
 */
export interface RenderedChild {
  readonly node: ChildNode
  readonly index: number
  readonly writtenAs: string | null
}

/** A host element's children as written in its JSX, with the DOM nodes each one rendered. */
export interface SourceChildren {
  /**
   * How many children React received, counted as written: elements, text runs and
   * `{expressions}` — mutate-api's `childIndex` counts the same way.
   */
  readonly count: number
  /** The container's own DOM nodes, each with the index of the child that rendered it. */
  readonly nodes: readonly RenderedChild[]
  /**
   * The codebase id of the component instance whose JSX wrote these children, when the element
   * only renders its component's `children` handed on (`<div>{children}</div>`, used as
   * `<Box><h2 />…</Box>`): they are that instance's children as written (`<Box>`'s, in its
   * caller's file). `null` when they are the element's own.
   */
  readonly writtenBy: string | null
  /**
   * Children a component instance's caller wrote, handed on as one child among the element's
   * own (`<main><Nav />{children}</main>`, used as `<Layout><A /><B /></Layout>`): the own child
   * that renders them and the instance's children as written. `null` when there are none.
   */
  readonly handedOn: HandedOnChildren | null
}

/** See {@link SourceChildren.handedOn}. */
export interface HandedOnChildren {
  /** The index of the own child (`{children}`) that renders them. */
  readonly at: number
  /** The codebase id of the instance whose caller wrote them. */
  readonly writtenBy: string
  /** How many children the caller wrote. */
  readonly count: number
  /** The DOM nodes the own child rendered, each with the index among the caller's children. */
  readonly nodes: readonly RenderedChild[]
}

/** Children as one JSX parent wrote them, inside a container element. */
export interface WrittenChildren {
  readonly count: number
  readonly nodes: readonly RenderedChild[]
  /** What an element appended to them goes before (the container's next own child), if any. */
  readonly end: ChildNode | null
  /**
   * The index of the own child that renders a caller's children (`{children}`), if any: it stays
   * written where it is when what it rendered moves, so it is never the moved one.
   */
  readonly handedOnAt: number | null
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
  const handed = written && writtenBy === null ? handedOnEntry(own, children) : null
  const nodes: RenderedChild[] = []
  const inner: RenderedChild[] = []
  for (const node of container.childNodes) {
    if (node.nodeType !== 1 && node.nodeType !== 3) continue
    // A single text child has no fiber of its own (React sets the element's text).
    const place = placeUnder(own, node)
    if (written && place === null) continue
    const index = written && place !== null ? currentFiber(place.child).index : 0
    if (index >= count) continue
    nodes.push({ node, index, writtenAs: place === null ? null : tempoIdOfFiber(place.child) })
    if (handed?.at !== index || place === null) continue
    // The caller's array of children is one fiber (a fragment) with their items under it.
    const item = handed.many ? place.below : place.child
    inner.push({
      node,
      index: handed.many && item !== null ? currentFiber(item).index : 0,
      writtenAs: item === null ? null : tempoIdOfFiber(item),
    })
  }
  const handedOn =
    handed === null
      ? null
      : { at: handed.at, writtenBy: handed.writtenBy, count: handed.count, nodes: inner }
  return { count, nodes, writtenBy, handedOn }
}

/**
 * The own child that is the children an instance's caller wrote (an object — one element, or
 * the caller's array — that an owner holds as its `children`), when the owner has a codebase id.
 */
function handedOnEntry(
  own: Fiber,
  children: readonly unknown[],
): { at: number; writtenBy: string; count: number; many: boolean } | null {
  for (let at = 0; at < children.length; at += 1) {
    const entry = children[at]
    if (typeof entry !== 'object' || entry === null) continue
    const writer = writerOf(own, entry)
    const writtenBy = writer === null ? null : tempoIdOfFiber(writer)
    if (writtenBy === null) continue
    // The caller's children as written (frozen), or one child of theirs: an element, or an
    // expression's array (`<Layout>{items.map(…)}</Layout>`), whose items are that one child.
    const many = Array.isArray(entry) && Object.isFrozen(entry)
    return { at, writtenBy, count: many ? entry.length : 1, many }
  }
  return null
}

/**
 * The children `codebaseId`'s JSX wrote inside a container: the caller's children handed on
 * among the container's own when they are that instance's (see {@link SourceChildren.handedOn}),
 * else the container's own.
 */
export function writtenChildrenFor(children: SourceChildren, codebaseId: string): WrittenChildren {
  const handedOn = children.handedOn
  if (handedOn === null || handedOn.writtenBy !== codebaseId)
    return {
      count: children.count,
      nodes: children.nodes,
      end: null,
      handedOnAt: handedOn?.at ?? null,
    }
  const end = children.nodes.find(({ index }) => index > handedOn.at)?.node ?? null
  return { count: handedOn.count, nodes: handedOn.nodes, end, handedOnAt: null }
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
 * The first DOM node of the child at `childIndex` among those `codebaseId` wrote inside
 * `parent` (see {@link writtenChildrenFor}), `leftOut` (an element being moved) not counted:
 * what a node inserted at that index goes before; `null` for the end of `parent`.
 */
export function nodeAtChildIndex(
  parent: Element,
  codebaseId: string,
  childIndex: number,
  leftOut: Element | null,
): ChildNode | null {
  const source = sourceChildrenOf(parent)
  if (source === null) return null
  const children = writtenChildrenFor(source, codebaseId)
  const counted = children.nodes.filter(({ index }) => index !== children.handedOnAt)
  const own =
    leftOut === null ? null : movedChildIndex({ nodes: counted }, (node) => leftOut.contains(node))
  const written = own !== null && childIndex >= own ? childIndex + 1 : childIndex
  return children.nodes.find(({ index }) => index >= written)?.node ?? children.end
}

/**
 * The index of the child that is the moved element itself — every node it rendered is inside
 * the element (an element rendered by an expression among others is not one) — or another
 * rendering of it (every node rendered by the JSX element `movedCodebaseId`: the container is
 * another copy of the moved one's parent, as two items of a `.map(…)` are), if any.
 */
export function movedChildIndex(
  children: Pick<SourceChildren, 'nodes'>,
  inside: (node: ChildNode) => boolean,
  movedCodebaseId: string | null = null,
): number | null {
  const all = new Map<number, { inside: boolean; copy: boolean }>()
  for (const { node, index, writtenAs } of children.nodes) {
    const seen = all.get(index) ?? { inside: true, copy: movedCodebaseId !== null }
    all.set(index, {
      inside: seen.inside && inside(node),
      copy: seen.copy && writtenAs === movedCodebaseId,
    })
  }
  for (const [index, moved] of all) if (moved.inside || moved.copy) return index
  return null
}

/**
 * The child fiber of `container` that `node`'s fiber descends from, and the fiber under it (an
 * item of an array child: the caller's children handed on); `null` when it descends from none.
 */
function placeUnder(container: Fiber, node: Node): { child: Fiber; below: Fiber | null } | null {
  let below: Fiber | null = null
  let fiber = fiberOf(node)
  while (fiber !== null) {
    const parent = fiber.return
    if (parent === container || (parent !== null && parent === container.alternate))
      return { child: fiber, below }
    below = fiber
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
  // A library component's root that spreads its props carries the instance's id as well; it
  // was created by the instance's render, not written with that id.
  const owner = fiberOf(first)?._debugOwner ?? null
  const renderedByInstance = owner !== null && tempoIdOfFiber(owner) === codebaseId
  if (codebaseIdOfElement(first) === codebaseId && !renderedByInstance) return first
  // Breadth first: the element holding an instance's children is usually near its top.
  const queue: Element[] = [first]
  for (let at = 0; at < queue.length; at += 1) {
    const element = queue[at] as Element
    const children = sourceChildrenOf(element)
    if (children?.writtenBy === codebaseId || children?.handedOn?.writtenBy === codebaseId)
      return element
    queue.push(...element.children)
  }
  return null
}
