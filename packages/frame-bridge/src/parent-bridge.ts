import { generateUuid } from '@splendid/change-items'
import { BridgeError } from './bridge-error'
import { COMPRESSION_THRESHOLD, decompressValue, encodeValue, parseJsonText } from './compression'
import type {
  InspectElementPayload,
  InspectElementReply,
  InspectElementRequest,
} from './entities/inspect-element'
import type { FrameEventKind, FrameEventPayloads } from './frame-events'
import type { FrameFunctionArgs, FrameFunctionName, FrameFunctionResult } from './frame-functions'
import { parseFrameToHostMessage } from './messages/frame-to-host-message'
import type { ExecuteFunctionRequest, HostToFrameMessage } from './messages/host-to-frame-message'
import {
  HELLO_MESSAGE_TYPE,
  type HelloMessage,
  INIT_MESSAGE_TYPE,
  type InitMessage,
  parseReadyMessage,
} from './messages/window-messages'
import { normaliseOrigin } from './origins'
import {
  type AnswerMessage,
  answerFits,
  type PendingRequest,
  settleRequest,
} from './pending-request'
import { PROTOCOL_VERSION } from './protocol-version'
import { parseFrameEventPayload } from './schemas/event-schemas'
import { type EventHandler, TypedEmitter } from './typed-emitter'
import type { MessageEventLike, MessageEventTargetLike, PostMessageTargetLike } from './window-like'
import { showsInitialBlank } from './window-like'

/** The default time a request waits for the frame's answer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000

/** Where the preview is: an iframe element (its window is read when connecting) or a window. */
export type PreviewTarget =
  | { readonly iframe: { readonly contentWindow: PostMessageTargetLike | null } }
  | { readonly targetWindow: PostMessageTargetLike }

/** Options of {@link createParentBridge}. */
export type ParentBridgeOptions = PreviewTarget & {
  /** The preview's origin: init goes only there, and only its messages are accepted. */
  readonly previewOrigin: string
  /** How long a request waits for its answer before rejecting with `REQUEST_TIMEOUT`. */
  readonly timeoutMs?: number
  /** The editor's window, listened on for the frame's ready message. Default: `globalThis.window`. */
  readonly hostWindow?: MessageEventTargetLike
  /** Arguments above this many JSON characters go compressed. */
  readonly compressionThreshold?: number
  /** Receives errors of event handlers and undecodable events. Default: `console.error`. */
  readonly onError?: (error: unknown) => void
  /**
   * Called each time a frame instance connects: first load and every reload or navigation of the
   * preview document. The editor sends `initProject` here, since a new page knows nothing.
   */
  readonly onConnected?: (frameInstanceId: string) => void
}

/** Where the connection stands. */
export type ParentBridgeStatus = 'connecting' | 'connected' | 'failed' | 'closed'

/** Counters of what the bridge refused, for diagnostics and tests. */
export interface ParentBridgeStats {
  /** Window messages from an origin other than the preview's (or from another window). */
  readonly droppedForeignMessages: number
  /** Port messages that were malformed, of an unknown type, or answered no pending request. */
  readonly ignoredMessages: number
}

/** The parent (editor host) side of the bridge. */
export interface ParentBridge {
  /**
   * Calls a frame function; resolves with its result, rejects with a {@link BridgeError}
   * (`REQUEST_TIMEOUT`, `FUNCTION_NOT_FOUND`, `FUNCTION_FAILED`, `BRIDGE_CLOSED`, …).
   */
  call<N extends FrameFunctionName>(
    name: N,
    ...args: FrameFunctionArgs<N>
  ): Promise<FrameFunctionResult<N>>
  /** Asks the frame for a component's props and state; resolves with them or the spec's error. */
  inspectElement(payload: InspectElementPayload): Promise<InspectElementReply>
  /** Subscribes to an outbound event of the frame; returns the unsubscribe function. */
  on<K extends FrameEventKind>(kind: K, handler: EventHandler<FrameEventPayloads, K>): () => void
  /** Unsubscribes a handler. */
  off<K extends FrameEventKind>(kind: K, handler: EventHandler<FrameEventPayloads, K>): void
  /** Where the connection stands. */
  readonly status: ParentBridgeStatus
  /** A snapshot of the counters. */
  readonly stats: ParentBridgeStats
  /** Rejects pending requests with `BRIDGE_CLOSED`, stops listening, closes the port. */
  close(): void
}

/**
 * Connects the editor to the frame script in the preview. Handshake: the parent posts `hello`; the
 * frame (on start, and in answer to hello) posts `ready` with its instance id; the parent answers
 * each new instance with `init`, transferring one port of a fresh `MessageChannel`; the frame
 * replies `connected` on it. Then the parent sends requests `{ id, type, payload }` on the other, matching answers by id. Requests made
 * before the frame connects wait in order and are sent on connection; each has its own timeout.
 *
 * @throws `TypeError` when `previewOrigin` is not an absolute URL or `*`, or there is no host window.
 * @example
 * ```ts
 * const bridge = createParentBridge({
 *   iframe: document.querySelector('iframe')!,
 *   previewOrigin: 'http://localhost:5173',
 *   timeoutMs: 5000,
 * })
 * bridge.on('selectedElementKey', ({ elementKey }) => store.select(elementKey))
 * await bridge.call('setSelectedElement', key) // typed: (elementKey: string | null) => void
 * const classes = await bridge.call('getElementClassList', key) // readonly string[]
 * ```
 */
export function createParentBridge(options: ParentBridgeOptions): ParentBridge {
  const previewOrigin = normaliseOrigin(options.previewOrigin)
  const hostWindow = options.hostWindow ?? defaultWindow()
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const threshold = options.compressionThreshold ?? COMPRESSION_THRESHOLD
  const onError = options.onError ?? ((error: unknown) => console.error(error))
  const emitter = new TypedEmitter<FrameEventPayloads>(onError)
  const pending = new Map<string, PendingRequest>()
  const idPrefix = generateUuid()
  let nextId = 1
  let status: ParentBridgeStatus = 'connecting'
  let port: MessagePort | null = null
  /** The frame instance the current port was sent to. */
  let initSentTo: string | null = null
  let droppedForeignMessages = 0
  let ignoredMessages = 0

  function targetWindow(): PostMessageTargetLike | null {
    return 'iframe' in options ? options.iframe.contentWindow : options.targetWindow
  }

  function failPending(predicate: (request: PendingRequest) => boolean, error: BridgeError): void {
    for (const [id, request] of pending) {
      if (!predicate(request)) continue
      pending.delete(id)
      clearTimeout(request.timer)
      request.reject(error)
    }
  }

  function sayHello(): void {
    const target = targetWindow()
    // No window yet, or its first blank document (a post logs an origin error): ready will come.
    if (target === null || showsInitialBlank(target)) return
    const hello: HelloMessage = { type: HELLO_MESSAGE_TYPE, protocolVersion: PROTOCOL_VERSION }
    target.postMessage(hello, previewOrigin)
  }

  function connect(target: PostMessageTargetLike, frameInstanceId: string): void {
    if (port) {
      port.onmessage = null
      port.close()
    }
    const channel = new MessageChannel()
    port = channel.port1
    port.onmessage = onPortMessage
    status = 'connecting'
    initSentTo = frameInstanceId
    const init: InitMessage = {
      type: INIT_MESSAGE_TYPE,
      protocolVersion: PROTOCOL_VERSION,
      frameInstanceId,
    }
    target.postMessage(init, previewOrigin, [channel.port2])
  }

  function send(id: string, request: PendingRequest): void {
    if (!port || status !== 'connected') return
    try {
      port.postMessage(request.message)
      request.sent = true
    } catch (cause) {
      // A DataCloneError: JSON accepted the value (e.g. dropped a function) but cloning refused.
      pending.delete(id)
      clearTimeout(request.timer)
      request.reject(
        new BridgeError('INVALID_ARGUMENT', `Cannot send ${request.label}: ${messageOf(cause)}`, {
          cause,
        }),
      )
    }
  }

  function onConnected(frameInstanceId: string): void {
    if (frameInstanceId !== initSentTo) {
      ignoredMessages += 1
      return
    }
    status = 'connected'
    // Map iteration follows insertion, so queued requests go out in call order.
    for (const [id, request] of [...pending]) if (!request.sent) send(id, request)
    try {
      options.onConnected?.(frameInstanceId)
    } catch (error) {
      onError(error)
    }
  }

  function settle(message: AnswerMessage): void {
    const request = pending.get(message.id)
    if (!request || !answerFits(request, message)) {
      ignoredMessages += 1
      return
    }
    pending.delete(message.id)
    clearTimeout(request.timer)
    settleRequest(request, message)
  }

  function onPortMessage(event: MessageEvent): void {
    const message = parseFrameToHostMessage(event.data)
    if (!message) {
      ignoredMessages += 1
      return
    }
    switch (message.type) {
      case 'connected':
        onConnected(message.payload.frameInstanceId)
        return
      case 'protocolVersionMismatch': {
        status = 'failed'
        const error = new BridgeError(
          'PROTOCOL_VERSION_MISMATCH',
          `The frame speaks protocol version ${message.payload.protocolVersion}, the editor ${PROTOCOL_VERSION}`,
        )
        failPending(() => true, error)
        onError(error)
        return
      }
      case 'event': {
        let data: unknown
        try {
          const { payload } = message
          data =
            'json' in payload
              ? parseJsonText(payload.json)
              : 'compressedData' in payload
                ? decompressValue(payload.compressedData)
                : payload.data
        } catch (error) {
          ignoredMessages += 1
          onError(new BridgeError('INVALID_RESPONSE', messageOf(error), { cause: error }))
          return
        }
        const payload = parseFrameEventPayload(message.kind, data)
        if (payload === null) {
          ignoredMessages += 1
          onError(
            new BridgeError('INVALID_RESPONSE', `The frame sent a malformed ${message.kind} event`),
          )
          return
        }
        emitter.emit(message.kind, payload)
        return
      }
      case 'executeFunctionResult':
      case 'inspectElementResult':
      case 'inspectElementError':
      case 'requestError':
        settle(message)
        return
      default: {
        const unreachable: never = message
        throw new TypeError(`Unhandled message ${String(unreachable)}`)
      }
    }
  }

  function onWindowMessage(event: MessageEventLike): void {
    const target = targetWindow()
    if (event.origin !== previewOrigin || target === null || event.source !== target) {
      droppedForeignMessages += 1
      return
    }
    const ready = parseReadyMessage(event.data)
    if (!ready || status === 'closed' || status === 'failed') return
    // The same page announcing itself twice (on start and in answer to hello) connects once.
    if (ready.frameInstanceId === initSentTo) return
    if (initSentTo !== null) {
      // A new page load in the preview: what the old page had in hand will never be answered.
      failPending(
        (request) => request.sent,
        new BridgeError('FRAME_RELOADED', 'The preview reloaded before it answered'),
      )
    }
    connect(target, ready.frameInstanceId)
  }

  function request<T>(
    functionName: FrameFunctionName | null,
    label: string,
    build: (id: string) => HostToFrameMessage,
  ): Promise<T> {
    if (status === 'closed') {
      return Promise.reject(
        new BridgeError('BRIDGE_CLOSED', `Cannot send ${label}: the bridge is closed`),
      )
    }
    if (status === 'failed') {
      return Promise.reject(
        new BridgeError(
          'PROTOCOL_VERSION_MISMATCH',
          `Cannot send ${label}: the frame speaks another protocol version`,
        ),
      )
    }
    const id = `${idPrefix}-${nextId++}`
    let message: HostToFrameMessage
    try {
      message = build(id)
    } catch (error) {
      return Promise.reject(error)
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(
          new BridgeError(
            'REQUEST_TIMEOUT',
            `The frame did not answer ${label} within ${timeoutMs} ms`,
          ),
        )
      }, timeoutMs)
      const entry: PendingRequest = {
        functionName,
        label,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer,
        sent: false,
        message,
      }
      pending.set(id, entry)
      send(id, entry)
    })
  }

  hostWindow.addEventListener('message', onWindowMessage)
  sayHello()

  return {
    call(name, ...args) {
      return request(name, name, (id): ExecuteFunctionRequest => {
        const encoded = encodeValue(args, threshold)
        return {
          id,
          type: 'executeFunction',
          payload: encoded.compressed
            ? { functionName: name, compressedArgs: encoded.data }
            : { functionName: name, argsJson: encoded.json },
        }
      })
    },
    inspectElement(payload) {
      return request(
        null,
        'inspectElement',
        (id): InspectElementRequest => ({ id, type: 'inspectElement', payload }),
      )
    },
    on(kind, handler) {
      return emitter.on(kind, handler)
    },
    off(kind, handler) {
      emitter.off(kind, handler)
    },
    get status() {
      return status
    },
    get stats() {
      return { droppedForeignMessages, ignoredMessages }
    },
    close() {
      if (status === 'closed') return
      status = 'closed'
      failPending(() => true, new BridgeError('BRIDGE_CLOSED', 'The bridge was closed'))
      hostWindow.removeEventListener('message', onWindowMessage)
      emitter.clear()
      if (port) {
        port.onmessage = null
        port.close()
        port = null
      }
    },
  }
}

function defaultWindow(): MessageEventTargetLike {
  const candidate = (globalThis as { window?: MessageEventTargetLike }).window
  if (!candidate) throw new TypeError('createParentBridge needs a host window to listen on')
  return candidate
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
