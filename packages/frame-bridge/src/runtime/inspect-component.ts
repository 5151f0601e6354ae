import type { InspectElementPayload, InspectOutcome } from '../entities/inspect-element'
import { INSPECT_ELEMENT_ERRORS } from '../entities/inspect-element'
import { elementsWithCodebaseId } from './codebase-id-of-element'
import { currentFiber, type Fiber, fiberOf } from './fiber'
import type { NavTreeIndex } from './nav-tree-index'

interface Hook {
  readonly memoizedState: unknown
  readonly queue: unknown
  readonly next: Hook | null
}

/** The state of a component fiber: a class's `state`, or its useState/useReducer values. */
export function stateOfFiber(anyFiber: Fiber): unknown {
  const fiber = currentFiber(anyFiber)
  const instance = fiber.stateNode as { state?: unknown } | null
  if (fiber.tag === 1 && instance && 'state' in instance) return instance.state ?? null
  const values: unknown[] = []
  let hook = fiber.memoizedState as Hook | null
  while (hook && typeof hook === 'object' && 'next' in hook) {
    if (hook.queue !== null && hook.queue !== undefined) values.push(hook.memoizedState)
    hook = hook.next
  }
  if (values.length === 0) return null
  return values.length === 1 ? values[0] : values
}

function propsOfFiber(fiber: Fiber): Record<string, unknown> {
  const {
    children: _children,
    tempoelementid: _id,
    ...props
  } = currentFiber(fiber).memoizedProps ?? {}
  return props
}

/**
 * Reads a component's raw props and state from the React fibers (spec §3 inspect request): by
 * element key when given, else by component name (a warning when several match; the first is
 * used). A non-component lookup reads the props of the element with `tempoElementID`.
 */
export function inspectComponent(
  index: NavTreeIndex,
  doc: Document,
  payload: InspectElementPayload,
  logger: Pick<Console, 'warn'>,
): InspectOutcome {
  if (!payload.isComponent) {
    const element = elementsWithCodebaseId(doc, payload.tempoElementID ?? '')[0]
    const fiber = element ? fiberOf(element) : null
    if (!fiber) return { error: INSPECT_ELEMENT_ERRORS.ELEMENT_NOT_FOUND }
    return { props: propsOfFiber(fiber), state: null }
  }
  if (payload.componentElementId !== null) {
    const fiber = index.fiberByKey.get(payload.componentElementId)
    const node = index.nodes.get(payload.componentElementId)
    if (!fiber || !node?.isComponent) return { error: INSPECT_ELEMENT_ERRORS.COMPONENT_NOT_FOUND }
    return { props: propsOfFiber(fiber), state: stateOfFiber(fiber) }
  }
  const matches = [...index.nodes.values()].filter(
    (node) => node.isComponent && node.name === payload.componentName,
  )
  if (matches.length > 1) {
    logger.warn(`More than one component named ${payload.componentName}; using the first`)
  }
  const fiber = matches[0] ? index.fiberByKey.get(matches[0].key) : undefined
  if (!fiber) return { error: INSPECT_ELEMENT_ERRORS.NO_COMPONENT_FOUND }
  return { props: propsOfFiber(fiber), state: stateOfFiber(fiber) }
}
