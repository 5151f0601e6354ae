import {
  type BridgeErrorCode,
  type FrameFunctionName,
  type FrameFunctionResult,
  isBridgeError,
} from '@splendid/frame-bridge'

/**
 * Why a frame call failed: a frame-bridge `BridgeErrorCode`, `NO_FRAME` (no preview is attached)
 * or `CALL_FAILED` (the link threw something else).
 */
export type FrameCallErrorCode = BridgeErrorCode | 'NO_FRAME' | 'CALL_FAILED'

/** A failed frame call: a stable code, the function, and a human message. */
export interface FrameCallError {
  readonly code: FrameCallErrorCode
  readonly functionName: FrameFunctionName
  readonly message: string
}

/** What a frame call gave: the function's result, or why there is none. */
export type FrameCallResult<N extends FrameFunctionName> =
  | { readonly ok: true; readonly value: FrameFunctionResult<N> }
  | { readonly ok: false; readonly error: FrameCallError }

/**
 * The {@link FrameCallError} of what a frame call rejected with.
 *
 * @example
 * ```ts
 * frameCallError('getCssEvals', new BridgeError('REQUEST_TIMEOUT', 'no answer'))
 * // { code: 'REQUEST_TIMEOUT', functionName: 'getCssEvals', message: 'no answer' }
 * ```
 */
export function frameCallError(functionName: FrameFunctionName, error: unknown): FrameCallError {
  if (isBridgeError(error)) return { code: error.code, functionName, message: error.message }
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'CALL_FAILED', functionName, message }
}

/**
 * Whether a failure only says the page is not there to answer: no preview attached yet, the page
 * reloaded or navigated (`FRAME_RELOADED`), or the link was closed. Nothing is lost: the next
 * page is initialised from the editor's state (`initialiseFrame`). Every other failure means
 * something the designer did did not reach the preview.
 *
 * @example
 * ```ts
 * isPassingFailure({ code: 'FRAME_RELOADED', functionName: 'refresh', message: '…' }) // true
 * isPassingFailure({ code: 'REQUEST_TIMEOUT', functionName: 'getCssEvals', message: '…' }) // false
 * ```
 */
export function isPassingFailure(error: FrameCallError): boolean {
  return (
    error.code === 'NO_FRAME' || error.code === 'FRAME_RELOADED' || error.code === 'BRIDGE_CLOSED'
  )
}
