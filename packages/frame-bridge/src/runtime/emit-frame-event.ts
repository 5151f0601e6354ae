import type { FrameEventKind, FrameEventPayloads } from '../frame-events'

/**
 * Sends an event to the parent (the endpoint's `emit`). Every runtime module that reports to the
 * editor takes one.
 *
 * @example
 * ```ts
 * const emit: EmitFrameEvent = (kind, payload) => endpoint.emit(kind, payload)
 * emit('hoveredElementKey', { elementKey: null })
 * ```
 */
export type EmitFrameEvent = <K extends FrameEventKind>(
  kind: K,
  payload: FrameEventPayloads[K],
) => void
