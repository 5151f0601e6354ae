import type {
  FrameEventKind,
  FrameEventPayloads,
  FrameFunctionArgs,
  FrameFunctionName,
  FrameFunctionResult,
  InspectElementPayload,
  InspectElementReply,
} from '@splendid/frame-bridge'

/**
 * The part of the frame bridge the engine uses: frame-bridge's `ParentBridge`, or a fake in
 * tests (`FakeFrameLink` from `@splendid/editor-engine/testing`).
 *
 * @example
 * ```ts
 * const bridge = createParentBridge({ iframe, previewOrigin, onConnected: () => session.initialiseFrame() })
 * const detach = session.attachFrame(bridge) // a ParentBridge is a FrameLink
 * ```
 */
export interface FrameLink {
  call<N extends FrameFunctionName>(
    name: N,
    ...args: FrameFunctionArgs<N>
  ): Promise<FrameFunctionResult<N>>
  on<K extends FrameEventKind>(
    kind: K,
    handler: (payload: FrameEventPayloads[K]) => void,
  ): () => void
  inspectElement(payload: InspectElementPayload): Promise<InspectElementReply>
  close(): void
}
