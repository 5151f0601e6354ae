import type { NavTreeNode } from '../entities/nav-tree-node'
import { type DropLayout, dropLine, union } from './drop-line'
import { type Box, dropIndex, inlineDropIndex, isHorizontalLayout } from './drop-position'
import { nearestKeyOf } from './nav-tree-index'
import type { NavTreeState } from './nav-tree-state'
import { movedChildIndex as movedIndexOf, sourceChildrenOf } from './source-children'
import { instanceAbove } from './written-parent'

/** Where a drag would drop: the container and the position among its children. */
export interface DropTarget {
  readonly parentKey: string
  /** The index among the container's element children (navigation tree), the moved one left out. */
  readonly index: number
  /**
   * The index among the container's children as written in its JSX — elements, text runs and
   * `{expressions}` (see {@link sourceChildrenOf}) — the moved one left out; `null` when they are
   * not known (the container is a component instance, or React did not render it). When the
   * element under the pointer renders its component's `children` handed on, the container is
   * that component's instance (`<Box>` in its caller), whose JSX wrote them.
   */
  readonly childIndex: number | null
  /** The moved element's index among those children now, when it is one of them. */
  readonly movedChildIndex: number | null
  /** Whether they flow as text does (the position in reading order), not down or across. */
  readonly inline: boolean
  /** Where the element would land, as a zero-wide or zero-high line in page coordinates. */
  readonly line: Box | null
}

/** What {@link dropTargetAt} needs to know about the drag. */
export interface DropQuery {
  /** The element under the pointer. */
  readonly target: Element | null
  /** The pointer, in page coordinates. */
  readonly pageX: number
  readonly pageY: number
  /** The element being moved (left out of the children counted), if any. */
  readonly movedKey: string | null
  /** The container when the pointer is over nothing that can take the drop. */
  readonly fallbackParentKey: string | null
}

type Tree = Pick<NavTreeState, 'index' | 'elementsOf' | 'boxOf'>

/**
 * The container under the pointer and the position among its children (the moved element left
 * out) where a drop lands (§4 Drag): the nearest element with a key holds it, a leaf meaning next
 * to it (its parent holds it). The position follows the container's layout: along its main axis
 * for stacked or side-by-side children ({@link dropIndex}), in reading order when text flows
 * among them ({@link inlineDropIndex}) — so an element can land between two text runs or next to
 * an `{expression}`, never inside one.
 */
export function dropTargetAt(tree: Tree, query: DropQuery): DropTarget | null {
  const { index } = tree
  const moved = tree.elementsOf(query.movedKey)
  const inside = (node: Node | null) => moved.some((own) => node !== null && own.contains(node))
  const movedCodebaseId =
    query.movedKey === null ? null : (index.nodes.get(query.movedKey)?.identity.codebaseId ?? null)
  const candidate = query.target && !inside(query.target) ? nearestKeyOf(index, query.target) : null
  let node = candidate === null ? undefined : index.nodes.get(candidate)
  if (node && node.children.length === 0 && node.parentKey !== null)
    node = index.nodes.get(node.parentKey)
  if (!node && query.fallbackParentKey !== null) node = index.nodes.get(query.fallbackParentKey)
  if (!node) return null
  const point = { x: query.pageX, y: query.pageY }
  const container = tree.elementsOf(node.key)
  const first = container[0]
  const view = first?.ownerDocument.defaultView ?? null
  const rtl = first !== undefined && view?.getComputedStyle(first).direction === 'rtl'
  const axis: DropLayout = isHorizontalLayout(node.display, node.flexDirection)
    ? { kind: 'row', leftToRight: rtl === node.flexDirection.endsWith('reverse') }
    : {
        kind: 'column',
        upwards: node.flexDirection === 'column-reverse' && /flex/.test(node.display),
      }
  const elementBoxes = node.children
    .filter((child) => child.key !== query.movedKey)
    .flatMap((child) => {
      const box = tree.boxOf(child.key)
      return box
        ? [[{ left: box.pageX, top: box.pageY, width: box.width, height: box.height }]]
        : []
    })
  const elementIndex = dropIndex(
    elementBoxes.map(union),
    point,
    node.display,
    node.flexDirection,
    rtl,
  )
  const written =
    first !== undefined && container.length === 1 && !node.isComponent && view !== null
      ? sourceDrop(first, node, { inside, codebaseId: movedCodebaseId }, point, { view, rtl, axis })
      : null
  // Children a component hands on were written in its instance's JSX: the drop goes there.
  const writer = written?.writtenBy == null ? node : instanceAbove(index, node, written.writtenBy)
  if (writer === undefined) {
    return {
      parentKey: node.key,
      index: elementIndex,
      childIndex: null,
      movedChildIndex: null,
      inline: false,
      line: dropLine(elementBoxes, elementIndex, axis),
    }
  }
  return {
    parentKey: writer.key,
    index: elementIndex,
    childIndex: written?.childIndex ?? null,
    movedChildIndex: written?.movedChildIndex ?? null,
    inline: written?.inline ?? false,
    line: written ? written.line : dropLine(elementBoxes, elementIndex, axis),
  }
}

interface Layout {
  readonly view: Window
  readonly rtl: boolean
  readonly axis: DropLayout
}

/** The drop among a host container's children as written (see {@link sourceChildrenOf}). */
function sourceDrop(
  container: Element,
  node: NavTreeNode,
  moved: { readonly inside: (node: Node) => boolean; readonly codebaseId: string | null },
  point: { readonly x: number; readonly y: number },
  layout: Layout,
):
  | (Pick<DropTarget, 'childIndex' | 'movedChildIndex' | 'line' | 'inline'> & {
      readonly writtenBy: string | null
    })
  | null {
  const children = sourceChildrenOf(container)
  if (children === null) return null
  const handedOn = children.handedOn
  const ownNodes = children.nodes.filter(({ index }) => index !== handedOn?.at)
  const { inside } = moved
  // The moved element, or its copy when the container is another copy of its parent.
  const movedOwn = movedIndexOf({ nodes: ownNodes }, inside, moved.codebaseId)
  const movedInner = handedOn === null ? null : movedIndexOf(handedOn, inside, moved.codebaseId)
  // In reading order: the own children, with the caller's children where `{children}` is.
  const handedOnAt = handedOn?.at ?? null
  const slots = [
    ...slotsOf(ownNodes, { inner: false, moved: movedOwn, handedOnAt }, inside, layout.view),
    ...slotsOf(
      handedOn?.nodes ?? [],
      { inner: true, moved: movedInner, handedOnAt },
      inside,
      layout.view,
    ),
  ].sort((a, b) => a.order - b.order || a.index - b.index)
  // Text and inline elements flow into lines, unless a flex or grid container lays them out.
  const flowing =
    !/flex|grid/.test(node.display) && slots.length > 0 && slots.every((slot) => slot.inline)
  const boxes = slots.map((slot) => slot.boxes)
  const at = flowing
    ? inlineDropIndex(boxes, point, layout.rtl)
    : dropIndex(boxes.map(union), point, node.display, node.flexDirection, layout.rtl)
  const line = dropLine(
    flowing ? boxes : boxes.map((own) => [union(own)]),
    at,
    flowing ? { kind: 'inline', rtl: layout.rtl } : layout.axis,
  )
  // A drop next to the caller's children (before, among or after them) goes among them — but
  // an own child dropped back on its own place (next to them) stays where it is.
  const innerStart = slots.filter((slot) => !slot.inner && slot.order < 0).length
  const innerEnd = innerStart + slots.filter((slot) => slot.inner).length
  const ownPlace =
    movedOwn === null || handedOnAt === null
      ? null
      : slots.filter((slot) => (slot.inner ? movedOwn > handedOnAt : slot.index < movedOwn)).length
  const inner = handedOn !== null && at >= innerStart && at <= innerEnd && at !== ownPlace
  const next = slots[at]
  const written = inner
    ? at < innerEnd
      ? (next?.index ?? 0)
      : handedOn.count
    : next === undefined
      ? children.count
      : next.inner
        ? (handedOnAt ?? next.index)
        : next.index
  const movedAt = inner ? movedInner : movedOwn
  const childIndex = movedAt !== null && written > movedAt ? written - 1 : written
  return {
    childIndex,
    movedChildIndex: movedInner ?? movedOwn,
    line,
    inline: flowing,
    writtenBy: inner ? handedOn.writtenBy : children.writtenBy,
  }
}

/**
 * One child's nodes grouped, with their boxes: the own children (`inner: false`) or the
 * caller's handed on at own index `handedOnAt`; the moved one left out.
 */
function slotsOf(
  nodes: readonly { readonly node: ChildNode; readonly index: number }[],
  of: {
    readonly inner: boolean
    readonly moved: number | null
    readonly handedOnAt: number | null
  },
  leftOut: (node: Node) => boolean,
  view: Window,
) {
  const byIndex = new Map<number, ChildNode[]>()
  for (const { node: child, index } of nodes) {
    const group = byIndex.get(index)
    if (group === undefined) byIndex.set(index, [child])
    else group.push(child)
  }
  return [...byIndex]
    .filter(([index]) => index !== of.moved)
    .map(([index, group]) => ({
      index,
      inner: of.inner,
      // Where it reads relative to the caller's children: before (-1), among (0), after (1).
      order: of.inner || of.handedOnAt === null ? 0 : Math.sign(index - of.handedOnAt),
      boxes: group.filter((child) => !leftOut(child)).flatMap((child) => boxesOf(child, view)),
      inline: group.every((child) => child.nodeType === 3 || isInlineLevel(child, view)),
    }))
    .filter((slot) => slot.boxes.length > 0)
}

function isInlineLevel(node: ChildNode, view: Window): boolean {
  return view.getComputedStyle(node as Element).display.startsWith('inline')
}

/** A node's boxes in page coordinates: an element's, or one per line of a text's. */
function boxesOf(node: ChildNode, view: Window): Box[] {
  let rects: Iterable<DOMRect>
  if (node.nodeType === 3) {
    const range = node.ownerDocument?.createRange()
    if (range === undefined) return []
    range.selectNodeContents(node)
    rects = range.getClientRects()
  } else {
    const rect = (node as Element).getBoundingClientRect()
    rects = rect.width === 0 && rect.height === 0 ? (node as Element).getClientRects() : [rect]
  }
  const boxes: Box[] = []
  for (const rect of rects)
    if (rect.width > 0 || rect.height > 0)
      boxes.push({
        left: rect.left + view.scrollX,
        top: rect.top + view.scrollY,
        width: rect.width,
        height: rect.height,
      })
  return boxes
}
