import { generateUuid } from '@splendid/change-items'
import { BridgeError } from './bridge-error'
import { COMPRESSION_THRESHOLD, encodeValue } from './compression'
import type { InspectElementPayload, InspectOutcome } from './entities/inspect-element'
import type { FrameEventKind, FrameEventPayloads } from './frame-events'
import type { FrameFunctionHandlers } from './frame-functions'
import { checkInspectElementPayload, createFrameRequestHandler } from './frame-request-handler'
import type { FrameToHostMessage } from './messages/frame-to-host-message'
import {
  type InitMessage,
  parseGetStateAndPropsMessage,
  parseHelloMessage,
  parseInitMessage,
  READY_MESSAGE_TYPE,
  type ReadyMessage,
} from './messages/window-messages'
import { createOriginCheck, normaliseOrigin } from './origins'
import { PROTOCOL_VERSION } from './protocol-version'
import type { MessageEventLike, MessageEventTargetLike, PostMessageTargetLike } from './window-like'

/** What the frame runtime passes to {@link createFrameEndpoint}. */
export interface FrameEndpointOptions {
  /** The editor host origin(s) whose init message is accepted; `*` is refused. */
  readonly allowedParentOrigins: readonly string[]
  /** The implementation of every function the parent may call. */
  readonly functions: FrameFunctionHandlers
  /**
   * Reads a component's raw props and state (also used by GET_STATE_AND_PROPS, with
   * `isComponent: true`). The endpoint answers 'No component name' and, for a non-component
   * lookup without element id, 'Could not find element' itself before calling it.
   */
  readonly inspect: (payload: InspectElementPayload) => InspectOutcome | Promise<InspectOutcome>
  /** The frame's window, listened on for the init message. Default: `globalThis.window`. */
  readonly window?: MessageEventTargetLike
  /** Where the ready message goes. Default: `window.parent`; `null` sends none. */
  readonly parentWindow?: PostMessageTargetLike | null
  /** The frame's own origin, also allowed to send GET_STATE_AND_PROPS. Default: `location.origin`. */
  readonly ownOrigin?: string
  /** Results and events above this many JSON characters go compressed. */
  readonly compressionThreshold?: number
  /** Nested levels of props/state expanded in inspect replies (default 0, the spec's). */
  readonly inspectMaxDepth?: number
  /** Events emitted before the parent connects are kept (the newest this many) and sent then. */
  readonly maxQueuedEvents?: number
  /** Where logs go. Default: `console`. */
  readonly logger?: Pick<Console, 'log' | 'warn' | 'error'>
}

/** Counters of what the endpoint refused, for diagnostics and tests. */
export interface FrameEndpointStats {
  /** Window messages of the bridge (init, GET_STATE_AND_PROPS) from an origin not allowed. */
  readonly droppedForeignMessages: number
  /** Port messages without id or payload, or of an unknown type. */
  readonly ignoredMessages: number
}

/** The frame side of the bridge. */
export interface FrameEndpoint {
  /**
   * Sends an outbound event (queued until the parent connects).
   *
   * @throws {@link BridgeError} `INVALID_ARGUMENT` when the payload is not JSON-compatible.
   */
  emit<K extends FrameEventKind>(kind: K, payload: FrameEventPayloads[K]): void
  /** Whether a parent has connected. */
  readonly connected: boolean
  /** A snapshot of the counters. */
  readonly stats: FrameEndpointStats
  /** Random per endpoint: tells the parent whether the frame reloaded. */
  readonly frameInstanceId: string
  /** Stops listening and closes the port. */
  close(): void
}

/**
 * Starts the frame side of the bridge: announces itself to the parent, accepts the parent's init
 * message (with its `MessagePort`) only from an allowed origin, then answers `executeFunction` and
 * `inspectElement` requests on that port and sends events.
 *
 * @throws `TypeError` when no allowed origin is given, one is `*` or not a URL, or there is no
 * window to listen on.
 * @example
 * ```ts
 * const endpoint = createFrameEndpoint({
 *   allowedParentOrigins: ['http://localhost:5174'],
 *   functions: runtime, // implements FrameFunctions
 *   inspect: (request) => runtime.readStateAndProps(request),
 * })
 * endpoint.emit('selectedElementKey', { elementKey })
 * ```
 */
export function createFrameEndpoint(options: FrameEndpointOptions): FrameEndpoint {
  const isAllowedParent = createOriginCheck(options.allowedParentOrigins)
  const allowedOrigins = [...new Set(options.allowedParentOrigins.map(normaliseOrigin))]
  const frameWindow = options.window ?? defaultWindow()
  const logger = options.logger ?? console
  const threshold = options.compressionThreshold ?? COMPRESSION_THRESHOLD
  const maxQueuedEvents = options.maxQueuedEvents ?? 100
  const ownOrigin = options.ownOrigin ?? globalThis.location?.origin ?? null
  const frameInstanceId = generateUuid()
  const parentWindow = options.parentWindow === undefined ? defaultParent() : options.parentWindow
  let port: MessagePort | null = null
  let closed = false
  let droppedForeignMessages = 0
  let ignoredMessages = 0
  const queuedEvents: FrameToHostMessage[] = []

  const handleRequest = createFrameRequestHandler({
    functions: options.functions,
    inspect: options.inspect,
    logger,
    compressionThreshold: threshold,
    inspectMaxDepth: options.inspectMaxDepth ?? 0,
  })

  function post(target: MessagePort, message: FrameToHostMessage): void {
    target.postMessage(message)
  }

  function adoptPort(newPort: MessagePort): void {
    port?.close()
    port = newPort
    newPort.onmessage = (event) => {
      if (!handleRequest(newPort, event.data)) ignoredMessages += 1
    }
    post(newPort, {
      type: 'connected',
      payload: { protocolVersion: PROTOCOL_VERSION, frameInstanceId },
    })
    for (const message of queuedEvents.splice(0)) post(newPort, message)
  }

  async function logStateAndProps(componentName: string): Promise<void> {
    const payload = {
      isComponent: true,
      componentName,
      tempoElementID: null,
      componentElementId: null,
    }
    const guardError = checkInspectElementPayload(payload)
    if (guardError) {
      logger.warn(guardError)
      return
    }
    try {
      const outcome = await options.inspect(payload)
      if ('error' in outcome) logger.warn(outcome.error, componentName)
      else
        logger.log(`State and props of ${componentName}`, {
          state: outcome.state,
          props: outcome.props,
        })
    } catch (error) {
      logger.error(error)
    }
  }

  function announce(origins: readonly string[]): void {
    if (!parentWindow) return
    const ready: ReadyMessage = {
      type: READY_MESSAGE_TYPE,
      protocolVersion: PROTOCOL_VERSION,
      frameInstanceId,
    }
    // One post per origin: the browser delivers only the one matching the parent's origin.
    for (const origin of origins) parentWindow.postMessage(ready, origin)
  }

  function onInit(event: MessageEventLike, init: InitMessage): void {
    const newPort = event.ports[0]
    if (!newPort || init.frameInstanceId !== frameInstanceId) {
      // No port, or an init meant for an earlier page load of this frame.
      ignoredMessages += 1
      return
    }
    if (init.protocolVersion !== PROTOCOL_VERSION) {
      logger.error(
        `Frame bridge: the parent speaks protocol version ${init.protocolVersion}, this frame ${PROTOCOL_VERSION}`,
      )
      post(newPort, {
        type: 'protocolVersionMismatch',
        payload: { protocolVersion: PROTOCOL_VERSION },
      })
      newPort.close()
      return
    }
    adoptPort(newPort)
  }

  function onWindowMessage(event: MessageEventLike): void {
    const init = parseInitMessage(event.data)
    const hello = init ? null : parseHelloMessage(event.data)
    const getStateAndProps = init || hello ? null : parseGetStateAndPropsMessage(event.data)
    if (!init && !hello && !getStateAndProps) return // the application's own traffic
    const fromParent = isAllowedParent(event.origin)
    if (getStateAndProps && (fromParent || event.origin === ownOrigin)) {
      void logStateAndProps(getStateAndProps.componentName)
      return
    }
    if (!fromParent) {
      droppedForeignMessages += 1
      return
    }
    if (init) onInit(event, init)
    else if (hello) announce([event.origin])
  }

  frameWindow.addEventListener('message', onWindowMessage)
  announce(allowedOrigins)

  return {
    emit(kind, payload) {
      if (closed) return
      const encoded = encodeValue(payload, threshold)
      const message: FrameToHostMessage = {
        type: 'event',
        kind,
        payload: encoded.compressed ? { compressedData: encoded.data } : { json: encoded.json },
      }
      if (port) {
        try {
          post(port, message)
        } catch (cause) {
          throw new BridgeError('INVALID_ARGUMENT', `Cannot send ${kind}: ${messageOf(cause)}`, {
            cause,
          })
        }
        return
      }
      queuedEvents.push(message)
      if (queuedEvents.length > maxQueuedEvents) queuedEvents.shift()
    },
    get connected() {
      return port !== null
    },
    get stats() {
      return { droppedForeignMessages, ignoredMessages }
    },
    frameInstanceId,
    close() {
      if (closed) return
      closed = true
      frameWindow.removeEventListener('message', onWindowMessage)
      queuedEvents.length = 0
      if (port) {
        port.onmessage = null
        port.close()
        port = null
      }
    },
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function defaultWindow(): MessageEventTargetLike {
  const candidate = (globalThis as { window?: MessageEventTargetLike }).window
  if (!candidate) throw new TypeError('createFrameEndpoint needs a window to listen on')
  return candidate
}

function defaultParent(): PostMessageTargetLike | null {
  const candidate = (globalThis as { window?: { parent?: PostMessageTargetLike } }).window
  if (!candidate?.parent || candidate.parent === (candidate as unknown)) return null
  return candidate.parent
}
