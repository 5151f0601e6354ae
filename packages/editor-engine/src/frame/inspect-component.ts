import type { InspectElementPayload, InspectElementReply } from '@splendid/frame-bridge'
import type { FrameConnection } from './frame-connection'

/**
 * A component's props and state as the preview reads them (the reply says when they cannot be
 * read); null without a preview or when the request failed, which is logged.
 *
 * @example
 * ```ts
 * const reply = await inspectComponent(frame, payload, console)
 * ```
 */
export async function inspectComponent(
  frame: FrameConnection,
  payload: InspectElementPayload,
  logger: Pick<Console, 'warn'>,
): Promise<InspectElementReply | null> {
  const link = frame.current()
  if (!link) return null
  try {
    return await link.inspectElement(payload)
  } catch (error) {
    logger.warn('Inspecting a component failed', error)
    return null
  }
}
