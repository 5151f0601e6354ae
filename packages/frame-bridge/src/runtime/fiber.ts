import { TEMPO_ELEMENT_ID_ATTRIBUTE } from '@splendid/codebase-ids/ids'

/** The part of a React fiber the runtime reads (React 19 development build). */
export interface Fiber {
  readonly tag: number
  readonly type: unknown
  readonly memoizedProps: Readonly<Record<string, unknown>> | null
  readonly memoizedState: unknown
  readonly stateNode: unknown
  readonly return: Fiber | null
  readonly alternate: Fiber | null
  /** Its position among the children its parent fiber received (an array's index, else 0). */
  readonly index: number
  readonly _debugOwner?: Fiber | null
}

const HOST_ROOT_TAG = 3
const HOST_PORTAL_TAG = 4

/**
 * React names its DOM-node keys `__reactFiber$<random>` / `__reactProps$<random>`, the random part
 * fixed per React instance. It is found once by scanning a node's keys and then read directly:
 * the tree build asks for it several times per element on pages of thousands of elements.
 */
let reactKeys: { readonly __reactFiber$: string; readonly __reactProps$: string } | null = null

function reactValue(element: Node, prefix: '__reactFiber$' | '__reactProps$'): unknown {
  const record = element as unknown as Record<string, unknown>
  if (reactKeys !== null) {
    const value = record[reactKeys[prefix]]
    if (value !== undefined) return value
  }
  for (const name of Object.keys(element)) {
    if (name.startsWith(prefix)) {
      const suffix = name.slice(prefix.length)
      reactKeys = {
        __reactFiber$: `__reactFiber$${suffix}`,
        __reactProps$: `__reactProps$${suffix}`,
      }
      return record[name]
    }
  }
  return undefined
}

/** The fiber React attached to a DOM element or text node (`__reactFiber$<random>`), if any. */
export function fiberOf(element: Node): Fiber | null {
  return (reactValue(element, '__reactFiber$') as Fiber | undefined) ?? null
}

/**
 * The props React last committed to a DOM element (`__reactProps$<random>`). React updates them
 * on every commit, whereas the fiber a DOM element points at may be the stale one of the pair
 * React alternates between — so for host elements these are the props to read.
 */
export function committedPropsOf(element: Element): Readonly<Record<string, unknown>> | null {
  const props = reactValue(element, '__reactProps$')
  return typeof props === 'object' && props !== null
    ? (props as Readonly<Record<string, unknown>>)
    : null
}

/**
 * Of a fiber and its alternate, the one in the committed tree: the pair's ancestors lead to the
 * host root, whose `current` names the committed root fiber.
 */
export function currentFiber(fiber: Fiber): Fiber {
  const alternate = fiber.alternate
  if (!alternate) return fiber
  let top: Fiber = fiber
  while (top.return) top = top.return
  if (top.tag !== HOST_ROOT_TAG) return fiber
  const root = top.stateNode as { current?: unknown } | null
  return root?.current === top ? fiber : alternate
}

/** Whether the fiber renders a DOM element (host component, hoistable or singleton). */
export function isHostFiber(fiber: Fiber): boolean {
  return typeof fiber.type === 'string'
}

/** Whether the fiber is a component instance (function, class, memo, forwardRef). */
export function isComponentFiber(fiber: Fiber): boolean {
  return typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null)
}

/** The `tempoelementid` prop of a fiber (the component instance's codebase id), if any. */
export function tempoIdOfFiber(fiber: Fiber): string | null {
  const value = fiber.memoizedProps?.[TEMPO_ELEMENT_ID_ATTRIBUTE]
  return typeof value === 'string' && value !== '' ? value : null
}

/** A readable component name: displayName, function name, or the wrapped one of memo/forwardRef. */
export function componentNameOf(type: unknown): string {
  if (typeof type === 'function') {
    const named = type as { displayName?: unknown; name?: unknown }
    if (typeof named.displayName === 'string') return named.displayName
    if (typeof named.name === 'string' && named.name !== '') return named.name
    return 'Anonymous'
  }
  if (typeof type === 'object' && type !== null) {
    const wrapper = type as { displayName?: unknown; type?: unknown; render?: unknown }
    if (typeof wrapper.displayName === 'string') return wrapper.displayName
    if (wrapper.type !== undefined) return componentNameOf(wrapper.type)
    if (wrapper.render !== undefined) return componentNameOf(wrapper.render)
  }
  return 'Anonymous'
}

/**
 * The component instances (with a `tempoelementid`) between an element's own fiber and the
 * nearest host fiber above it, innermost first. A memo wrapper and its inner fiber count once.
 */
export function componentFibersAboveFiber(own: Fiber): Fiber[] {
  const found: Fiber[] = []
  let fiber = own.return
  while (
    fiber &&
    !isHostFiber(fiber) &&
    fiber.tag !== HOST_ROOT_TAG &&
    fiber.tag !== HOST_PORTAL_TAG
  ) {
    const id = isComponentFiber(fiber) ? tempoIdOfFiber(fiber) : null
    const previous = found.at(-1)
    if (id !== null && (previous === undefined || tempoIdOfFiber(previous) !== id))
      found.push(fiber)
    fiber = fiber.return
  }
  return found
}

/** The codebase id of the component whose render created this fiber (`_debugOwner`), if known. */
export function ownerIdOf(fiber: Fiber | null): string | null {
  let owner = fiber?._debugOwner ?? null
  while (owner) {
    const id = tempoIdOfFiber(owner)
    if (id !== null && isComponentFiber(owner)) return id
    owner = owner._debugOwner ?? null
  }
  return null
}
