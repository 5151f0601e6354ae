import { BridgeError, isBridgeError } from './bridge-error'
import { decompressValue, encodeValue, parseJsonText } from './compression'
import {
  INSPECT_ELEMENT_ERRORS,
  type InspectElementError,
  type InspectElementPayload,
  type InspectOutcome,
} from './entities/inspect-element'
import { type FrameFunctionHandlers, isFrameFunctionName } from './frame-functions'
import { toInspectedValue } from './inspected-value'
import type { FrameToHostMessage } from './messages/frame-to-host-message'
import {
  parseExecuteFunctionPayload,
  parseInspectElementPayload,
  parseRequestEnvelope,
  type UncheckedExecuteFunctionPayload,
} from './messages/host-to-frame-message'
import { parseFrameFunctionArgs } from './schemas/function-schemas'

/** The text logged when the parent names a function the frame does not have (§8). */
export const FUNCTION_NOT_FOUND_LOG = 'Function to execute not found'

/** What the request handler needs from the endpoint's options. */
export interface FrameRequestHandlerOptions {
  readonly functions: FrameFunctionHandlers
  readonly inspect: (payload: InspectElementPayload) => InspectOutcome | Promise<InspectOutcome>
  readonly logger: Pick<Console, 'error'>
  readonly compressionThreshold: number
  readonly inspectMaxDepth: number
}

/**
 * Handles one message that arrived on the frame's port and answers it on that port. Returns
 * `false` for a message it ignores (no id, no payload, unknown type: spec §5), `true` otherwise.
 * Never throws: every failure becomes a `requestError` answer.
 */
export type FrameRequestHandler = (port: MessagePort, data: unknown) => boolean

/**
 * Builds the frame's request handler: `executeFunction` runs the named function with checked
 * arguments, `inspectElement` reads props and state with placeholders.
 */
export function createFrameRequestHandler(
  options: FrameRequestHandlerOptions,
): FrameRequestHandler {
  const { logger } = options
  const threshold = options.compressionThreshold

  function post(target: MessagePort, message: FrameToHostMessage): void {
    target.postMessage(message)
  }

  // Answers go back on the port the request came in on: after a reconnect that port is closed and
  // the answer is dropped, which is right, since the parent failed or re-sent that request.
  function reply(to: MessagePort, id: string, message: FrameToHostMessage): void {
    try {
      post(to, message)
    } catch (cause) {
      // Typically a DataCloneError: the result held something structured clone refuses.
      const error = new BridgeError('INVALID_ARGUMENT', `Reply cannot be sent: ${messageOf(cause)}`)
      post(to, {
        type: 'requestError',
        id,
        payload: { code: error.code, message: error.message },
      })
    }
  }

  function replyError(to: MessagePort, id: string, error: BridgeError): void {
    reply(to, id, {
      type: 'requestError',
      id,
      payload: { code: error.code, message: error.message },
    })
  }

  async function executeFunction(to: MessagePort, id: string, rawPayload: unknown): Promise<void> {
    const payload = parseExecuteFunctionPayload(rawPayload)
    if (!payload) {
      replyError(
        to,
        id,
        new BridgeError(
          'INVALID_REQUEST',
          'executeFunction needs argsJson, compressedArgs or args',
        ),
      )
      return
    }
    const { functionName } = payload
    if (
      !isFrameFunctionName(functionName) ||
      typeof options.functions[functionName] !== 'function'
    ) {
      logger.error(FUNCTION_NOT_FOUND_LOG, functionName)
      replyError(
        to,
        id,
        new BridgeError('FUNCTION_NOT_FOUND', `${FUNCTION_NOT_FOUND_LOG}: ${functionName}`),
      )
      return
    }
    let args: unknown
    try {
      args = decodeArgs(payload)
    } catch (error) {
      replyError(to, id, asBridgeError(error, 'INVALID_REQUEST'))
      return
    }
    const checked = parseFrameFunctionArgs(functionName, args)
    if (!checked.ok) {
      replyError(to, id, new BridgeError('INVALID_REQUEST', checked.message))
      return
    }
    let result: unknown
    try {
      const handler = options.functions[functionName] as (...values: unknown[]) => unknown
      result = await handler.apply(options.functions, checked.value as unknown[])
    } catch (error) {
      replyError(to, id, new BridgeError('FUNCTION_FAILED', messageOf(error), { cause: error }))
      return
    }
    let encoded: ReturnType<typeof encodeValue> | null
    try {
      encoded = result === undefined ? null : encodeValue(result, threshold)
    } catch (error) {
      replyError(to, id, asBridgeError(error, 'INVALID_ARGUMENT'))
      return
    }
    reply(to, id, {
      type: 'executeFunctionResult',
      id,
      payload:
        encoded === null
          ? { result: undefined }
          : encoded.compressed
            ? { compressedResult: encoded.data }
            : { resultJson: encoded.json },
    })
  }

  async function inspectElement(to: MessagePort, id: string, rawPayload: unknown): Promise<void> {
    const payload = parseInspectElementPayload(rawPayload)
    if (!payload) {
      replyError(to, id, new BridgeError('INVALID_REQUEST', 'inspectElement needs isComponent'))
      return
    }
    const guardError = checkInspectElementPayload(payload)
    if (guardError) {
      reply(to, id, { type: 'inspectElementError', id, payload: { error: guardError } })
      return
    }
    let outcome: InspectOutcome
    try {
      outcome = await options.inspect(payload)
    } catch (error) {
      replyError(to, id, new BridgeError('FUNCTION_FAILED', messageOf(error), { cause: error }))
      return
    }
    if ('error' in outcome) {
      reply(to, id, { type: 'inspectElementError', id, payload: { error: outcome.error } })
      return
    }
    const depth = { maxDepth: options.inspectMaxDepth }
    reply(to, id, {
      type: 'inspectElementResult',
      id,
      payload: {
        props: toInspectedValue(outcome.props, depth),
        state: toInspectedValue(outcome.state, depth),
      },
    })
  }

  return (to, data) => {
    const envelope = parseRequestEnvelope(data)
    if (!envelope) return false
    switch (envelope.type) {
      case 'executeFunction':
        void executeFunction(to, envelope.id, envelope.payload)
        return true
      case 'inspectElement':
        void inspectElement(to, envelope.id, envelope.payload)
        return true
      default:
        return false
    }
  }
}

/**
 * The spec's inspect guards (§5) that need no lookup: a component name, and an element id for a
 * non-component lookup. Returns the error to answer with, or `null` when the lookup may run.
 *
 * @example
 * ```ts
 * checkInspectElementPayload({ isComponent: true, componentName: '', tempoElementID: null, componentElementId: null })
 * // 'No component name'
 * ```
 */
export function checkInspectElementPayload(
  payload: InspectElementPayload,
): InspectElementError | null {
  if (payload.componentName.trim() === '') return INSPECT_ELEMENT_ERRORS.NO_COMPONENT_NAME
  if (!payload.isComponent && !payload.tempoElementID) {
    return INSPECT_ELEMENT_ERRORS.ELEMENT_NOT_FOUND
  }
  return null
}

function asBridgeError(error: unknown, code: BridgeError['code']): BridgeError {
  return isBridgeError(error) ? error : new BridgeError(code, messageOf(error), { cause: error })
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function decodeArgs(payload: UncheckedExecuteFunctionPayload): unknown {
  if ('argsJson' in payload) return parseJsonText(payload.argsJson)
  if ('compressedArgs' in payload) return decompressValue(payload.compressedArgs)
  return payload.args
}
