import {
  buildElementKey,
  ELEMENT_KEY_SEPARATOR,
  SPECIAL_CODEBASE_IDS,
  UNIQUE_PATH_SEPARATOR,
} from '@splendid/change-items'
import { isOverlayNode } from '@splendid/overlay'
import type { NavTreeNode, NavTreePropValue, PageBoundingBox } from '../entities/nav-tree-node'
import { codebaseIdAmong } from './codebase-id-of-element'
import {
  committedPropsOf,
  componentFibersAboveFiber,
  componentNameOf,
  currentFiber,
  type Fiber,
  fiberOf,
  ownerIdOf,
  tempoIdOfFiber,
} from './fiber'
import type { NavTreeIndex } from './nav-tree-index'
import { isReportedProp, literalChildrenOf, toNavTreePropValue } from './prop-value'
import { HIDDEN_ATTRIBUTE, isRuntimeClass } from './runtime-markers'

/** What {@link buildNavTree} needs besides the document. */
export interface BuildNavTreeOptions {
  readonly storyboardId: string
  /** Old → new codebase ids not yet visible on component fibers (after `updateCodebaseIds`). */
  readonly idAliases?: ReadonlyMap<string, string>
}

interface Draft {
  readonly codebaseId: string
  readonly element: Element | null
  readonly fiber: Fiber | null
  /** The element's app classes (see {@link appClasses}); empty for components. */
  readonly classList: readonly string[]
  readonly hostElements: Element[]
  readonly children: Draft[]
}

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'link', 'meta', 'head'])

/**
 * Walks the document and builds the navigation tree (§3): one node per instrumented DOM element
 * (codebase id from its `tempo-…` class) and per component instance found on the React fibers by
 * its `tempoelementid` prop, under a `body` root (the app container is `root` / `__next`). Overlay
 * nodes, scripts and hidden elements are skipped. A page without instrumented elements gives an
 * `EMPTY-TREE` root.
 *
 * @example
 * ```ts
 * const index = buildNavTree(document, { storyboardId: 'sb-1' })
 * index.tree?.children[0]?.key // 'root|sb-1|0-0'
 * ```
 */
export function buildNavTree(doc: Document, options: BuildNavTreeOptions): NavTreeIndex {
  const aliases = options.idAliases ?? new Map<string, string>()
  const instanceDrafts = new Map<Fiber, Draft>()
  let instrumented = 0
  const body = doc.body
  const root: Draft = {
    codebaseId: SPECIAL_CODEBASE_IDS.BODY,
    element: body,
    fiber: null,
    classList: body ? appClasses(classesOf(body)) : [],
    hostElements: body ? [body] : [],
    children: [],
  }

  function componentDraft(fiber: Fiber, parent: Draft, host: Element): Draft {
    const existing =
      instanceDrafts.get(fiber) ?? (fiber.alternate && instanceDrafts.get(fiber.alternate))
    if (existing && parent.children.includes(existing)) {
      existing.hostElements.push(host)
      return existing
    }
    const id = tempoIdOfFiber(fiber) ?? ''
    const draft: Draft = {
      codebaseId: aliases.get(id) ?? id,
      element: null,
      fiber,
      classList: [],
      hostElements: [host],
      children: [],
    }
    instanceDrafts.set(fiber, draft)
    parent.children.push(draft)
    return draft
  }

  function visit(element: Element, parent: Draft): void {
    if (SKIPPED_TAGS.has(element.localName) || isOverlayNode(element)) return
    if (element.hasAttribute(HIDDEN_ATTRIBUTE)) return
    let childParent = parent
    const classes = classesOf(element)
    const special =
      element.id === SPECIAL_CODEBASE_IDS.ROOT || element.id === SPECIAL_CODEBASE_IDS.NEXT_ROOT
        ? element.id
        : null
    const codebaseId = special ?? codebaseIdAmong(element, classes)
    if (codebaseId !== null) {
      if (special === null) instrumented += 1
      const fiber = fiberOf(element)
      let attach = parent
      const instances = fiber ? componentFibersAboveFiber(fiber) : []
      for (let index = instances.length - 1; index >= 0; index -= 1) {
        attach = componentDraft(instances[index] as Fiber, attach, element)
      }
      const draft: Draft = {
        codebaseId,
        element,
        fiber,
        classList: appClasses(classes),
        hostElements: [element],
        children: [],
      }
      attach.children.push(draft)
      childParent = draft
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      visit(child, childParent)
    }
  }

  if (body) for (const child of body.children) visit(child, root)
  if (!body || instrumented === 0) {
    const empty: Draft = {
      codebaseId: SPECIAL_CODEBASE_IDS.EMPTY_TREE,
      element: null,
      fiber: null,
      classList: [],
      hostElements: [],
      children: [],
    }
    return finish(empty, options.storyboardId, doc)
  }
  return finish(root, options.storyboardId, doc)
}

function finish(root: Draft, storyboardId: string, doc: Document): NavTreeIndex {
  const nodes = new Map<string, NavTreeNode>()
  const elementsByKey = new Map<string, readonly Element[]>()
  const keyByElement = new Map<Element, string>()
  const fiberByKey = new Map<string, Fiber>()
  const view = doc.defaultView
  const scroll: ScrollOffset = { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 }
  // Validates the storyboard id once; every other part of a key is valid by construction (codebase
  // ids passed isValidCodebaseId, path segments are indexes), so keys are then joined directly.
  const rootPath = '0'
  const rootKey = buildElementKey({
    codebaseId: root.codebaseId,
    storyboardId,
    uniquePath: rootPath,
  })
  const keyMiddle = ELEMENT_KEY_SEPARATOR + storyboardId + ELEMENT_KEY_SEPARATOR
  // A component instance's box and styles are those of its first host element, itself a node:
  // each element's layout is read once per build.
  const layouts = new Map<Element, ElementLayout>()
  const layoutOf = (element: Element): ElementLayout => {
    let layout = layouts.get(element)
    if (layout === undefined) {
      const style = view ? view.getComputedStyle(element) : null
      layout = {
        box: boxAt([element], scroll),
        display: style ? style.display : '',
        position: style ? style.position : '',
        flexDirection: style ? style.flexDirection : '',
        float: style ? style.cssFloat : '',
      }
      layouts.set(element, layout)
    }
    return layout
  }

  function toNode(
    draft: Draft,
    uniquePath: string,
    key: string,
    level: number,
    parentKey: string | null,
  ): NavTreeNode {
    const children: NavTreeNode[] = new Array(draft.children.length)
    for (let index = 0; index < draft.children.length; index += 1) {
      const child = draft.children[index] as Draft
      const childPath = uniquePath + UNIQUE_PATH_SEPARATOR + index
      children[index] = toNode(
        child,
        childPath,
        child.codebaseId + keyMiddle + childPath,
        level + 1,
        key,
      )
    }
    const first = draft.hostElements[0] ?? null
    const layout = first ? layoutOf(first) : NO_LAYOUT
    const propsSource =
      (draft.element ? committedPropsOf(draft.element) : null) ??
      (draft.fiber ? currentFiber(draft.fiber).memoizedProps : null)
    const reported = reportedPropsOf(propsSource)
    const node: NavTreeNode = {
      key,
      identity: { codebaseId: draft.codebaseId, storyboardId, uniquePath },
      name: draft.element ? draft.element.localName : nameOfDraft(draft),
      tagName: first ? first.localName.toLowerCase() : '',
      isComponent: draft.element === null && draft.fiber !== null,
      children,
      parentKey,
      classList: draft.classList,
      directlySetClassList: draft.element ? reported.directlySetClassList : [],
      props: reported.props,
      literalChildren: reported.literalChildren,
      pageBoundingBox:
        draft.hostElements.length === 1 && first ? layout.box : boxAt(draft.hostElements, scroll),
      display: layout.display,
      position: layout.position,
      flexDirection: layout.flexDirection,
      float: layout.float,
      scope: ownerIdOf(draft.fiber),
      level,
    }
    nodes.set(key, node)
    elementsByKey.set(key, draft.hostElements)
    if (draft.element) keyByElement.set(draft.element, key)
    if (draft.fiber) fiberByKey.set(key, draft.fiber)
    return node
  }

  const tree = toNode(root, rootPath, rootKey, 0, null)
  return { tree, nodes, elementsByKey, keyByElement, fiberByKey }
}

/** An element's class names, read once from its `class` attribute (SVG elements included). */
function classesOf(element: Element): string[] {
  return splitClasses(element.getAttribute('class'))
}

const CLASS_SEPARATOR = /\s+/

function splitClasses(value: string | null): string[] {
  if (value === null || value === '') return []
  const names = value.split(CLASS_SEPARATOR)
  // Only a leading or trailing space leaves an empty name, at either end.
  if (names[0] === '') names.shift()
  if (names.at(-1) === '') names.pop()
  return names
}

function nameOfDraft(draft: Draft): string {
  return draft.fiber ? componentNameOf(draft.fiber.type) : draft.codebaseId
}

/** The app's classes: without the runtime's temporary ones and without codebase-id classes. */
export function appClasses(classes: readonly string[]): string[] {
  const kept: string[] = []
  for (const name of classes)
    if (!isRuntimeClass(name) && !name.startsWith('tempo-')) kept.push(name)
  return kept
}

function directClasses(props: Readonly<Record<string, unknown>> | null): string[] {
  const className = props?.className
  return typeof className === 'string' ? appClasses(splitClasses(className)) : []
}

/** What a node reports of a props object. */
interface ReportedProps {
  readonly props: Readonly<Record<string, NavTreePropValue>>
  readonly literalChildren: readonly string[]
  readonly directlySetClassList: readonly string[]
}

const NO_PROPS: ReportedProps = { props: {}, literalChildren: [], directlySetClassList: [] }

/**
 * React gives an element a new props object whenever it renders it again and never changes one
 * in place, so what a props object reports is worked out once and reused by later builds (most
 * of a page is unchanged between two rebuilds).
 */
const reportedCache = new WeakMap<object, ReportedProps>()

function reportedPropsOf(props: Readonly<Record<string, unknown>> | null): ReportedProps {
  if (props === null) return NO_PROPS
  const cached = reportedCache.get(props)
  if (cached) return cached
  const reported: ReportedProps = {
    props: propsOf(props),
    literalChildren: literalChildrenOf(props.children),
    directlySetClassList: directClasses(props),
  }
  reportedCache.set(props, reported)
  return reported
}

function propsOf(
  props: Readonly<Record<string, unknown>> | null,
): Record<string, NavTreePropValue> {
  const result: Record<string, NavTreePropValue> = {}
  if (!props) return result
  for (const name in props) {
    if (!Object.hasOwn(props, name) || !isReportedProp(name)) continue
    const reported = toNavTreePropValue(props[name])
    if (reported) result[name] = reported
  }
  return result
}

/** What a node reports of an element's layout. */
interface ElementLayout {
  readonly box: PageBoundingBox | null
  readonly display: string
  readonly position: string
  readonly flexDirection: string
  readonly float: string
}

const NO_LAYOUT: ElementLayout = {
  box: null,
  display: '',
  position: '',
  flexDirection: '',
  float: '',
}

/** How far the page is scrolled: added to viewport rects to give page coordinates. */
interface ScrollOffset {
  readonly x: number
  readonly y: number
}

/** The page box around elements (viewport rect + scroll); `null` when none is rendered. */
export function boxOf(elements: readonly Element[], view: Window | null): PageBoundingBox | null {
  return boxAt(elements, { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 })
}

// The scroll offset is read once per tree: each read of window.scrollX makes the browser check
// that layout is clean, which doubled the cost of every box on a 5,000-element page.
function boxAt(elements: readonly Element[], scroll: ScrollOffset): PageBoundingBox | null {
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  let rendered = false
  for (const element of elements) {
    const rect = element.getBoundingClientRect()
    // An all-zero rect is either an empty element at the origin or one that is not rendered
    // (display: none); only then is the costlier getClientRects() asked.
    const empty = rect.width === 0 && rect.height === 0 && rect.left === 0 && rect.top === 0
    if (empty && element.getClientRects().length === 0) continue
    rendered = true
    left = Math.min(left, rect.left)
    top = Math.min(top, rect.top)
    right = Math.max(right, rect.right)
    bottom = Math.max(bottom, rect.bottom)
  }
  if (!rendered) return null
  return {
    pageX: left + scroll.x,
    pageY: top + scroll.y,
    width: right - left,
    height: bottom - top,
  }
}
