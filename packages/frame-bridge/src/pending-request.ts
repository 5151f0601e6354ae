import { BridgeError } from './bridge-error'
import { decompressValue, parseJsonText } from './compression'
import type { FrameFunctionName } from './frame-functions'
import type { FrameToHostMessage } from './messages/frame-to-host-message'
import type { HostToFrameMessage } from './messages/host-to-frame-message'
import { parseFrameFunctionResult } from './schemas/function-schemas'

/** A request of the parent bridge waiting for its answer. */
export interface PendingRequest {
  /** The function called, or `null` for an inspect request. */
  readonly functionName: FrameFunctionName | null
  /** What the request is called in error messages. */
  readonly label: string
  readonly message: HostToFrameMessage
  readonly resolve: (value: unknown) => void
  readonly reject: (error: BridgeError) => void
  readonly timer: ReturnType<typeof setTimeout>
  /** Whether the request went out on the current port (else it waits for the connection). */
  sent: boolean
}

/** A frame message that answers a request (it carries the request's id). */
export type AnswerMessage = Extract<FrameToHostMessage, { id: string }>

/**
 * Whether an answer is of the kind the request expects: a function result for a function call,
 * an inspect reply for an inspect request, an error for either.
 */
export function answerFits(request: PendingRequest, message: AnswerMessage): boolean {
  if (message.type === 'requestError') return true
  return (message.type === 'executeFunctionResult') === (request.functionName !== null)
}

/**
 * Resolves or rejects a request with its answer: a function result is decompressed and checked
 * against the function's result schema (`INVALID_RESPONSE` when it does not fit); an inspect
 * reply resolves as `{ id, props, state }` or `{ id, error }`; a `requestError` rejects with its
 * code and message.
 */
export function settleRequest(request: PendingRequest, message: AnswerMessage): void {
  switch (message.type) {
    case 'executeFunctionResult': {
      if (request.functionName === null) return
      let result: unknown
      try {
        const { payload } = message
        result =
          'resultJson' in payload
            ? parseJsonText(payload.resultJson)
            : 'compressedResult' in payload
              ? decompressValue(payload.compressedResult)
              : payload.result
      } catch (error) {
        request.reject(new BridgeError('INVALID_RESPONSE', messageOf(error), { cause: error }))
        return
      }
      const checked = parseFrameFunctionResult(request.functionName, result)
      if (checked.ok) request.resolve(checked.value)
      else request.reject(new BridgeError('INVALID_RESPONSE', checked.message))
      return
    }
    case 'inspectElementResult':
      request.resolve({
        id: message.id,
        props: message.payload.props,
        state: message.payload.state,
      })
      return
    case 'inspectElementError':
      request.resolve({ id: message.id, error: message.payload.error })
      return
    case 'requestError':
      request.reject(new BridgeError(message.payload.code, message.payload.message))
      return
    default: {
      const unreachable: never = message
      throw new TypeError(`Unhandled answer ${String(unreachable)}`)
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
