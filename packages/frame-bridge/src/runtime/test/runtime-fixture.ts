import { vi } from 'vitest'
import type { FrameEventKind } from '../../frame-events'
import type { EmitFrameEvent } from '../emit-frame-event'
import { nearestKeyOf } from '../nav-tree-index'
import { createNavTreeState, type NavTreeState } from '../nav-tree-state'
import { ID, renderFixture } from './fake-fibers'

/** An `emit` that records events, with the last payload of a kind. */
export function recordEvents() {
  const events: { kind: FrameEventKind; payload: unknown }[] = []
  const emit: EmitFrameEvent = (kind, payload) => {
    events.push({ kind, payload })
  }
  const last = (kind: FrameEventKind) =>
    events.filter((event) => event.kind === kind).at(-1)?.payload
  const kinds = () => events.map((event) => event.kind)
  return { emit, events, last, kinds }
}

/**
 * The fake-fiber page (see `renderFixture`) with its navigation tree built under storyboard `sb`
 * (unless `storyboardId` says otherwise),
 * and helpers from codebase id to element and key.
 */
export function fixtureTree(options: { rebuilt?: () => void; storyboardId?: () => string } = {}) {
  document.head.innerHTML = ''
  const { fibers } = renderFixture(document)
  const recorded = recordEvents()
  const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const tree: NavTreeState = createNavTreeState({
    window,
    emit: recorded.emit,
    logger,
    storyboardId: options.storyboardId ?? (() => 'sb'),
    rebuilt: options.rebuilt ?? (() => {}),
  })
  tree.rebuild()
  const el = (id: string) => document.querySelector(`.${id}`) as HTMLElement
  const keyOf = (id: string) => nearestKeyOf(tree.index, el(id)) as string
  return { tree, fibers, logger, el, keyOf, ...recorded }
}

/** Page positions where page and client coordinates agree (no scrolling). */
export const at = (x: number, y: number) => ({ pageX: x, pageY: y, clientX: x, clientY: y })

export { ID }
