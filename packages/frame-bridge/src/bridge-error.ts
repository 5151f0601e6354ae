/**
 * The stable codes of a {@link BridgeError}.
 *
 * - `REQUEST_TIMEOUT` — the frame did not answer within `timeoutMs`.
 * - `BRIDGE_CLOSED` — the bridge was closed while the request was pending, or before it was sent.
 * - `FRAME_RELOADED` — the preview reloaded (a new frame instance connected) before it answered.
 * - `PROTOCOL_VERSION_MISMATCH` — the frame speaks another {@link PROTOCOL_VERSION}.
 * - `FUNCTION_NOT_FOUND` — the frame has no function of that name.
 * - `FUNCTION_FAILED` — the frame's function threw or rejected; the message is the frame's.
 * - `INVALID_REQUEST` — the frame could not read the request (bad arguments, bad compression).
 * - `INVALID_ARGUMENT` — the caller passed something that cannot be sent (not JSON-compatible).
 * - `INVALID_RESPONSE` — the frame answered (or emitted) something of the wrong shape.
 */
export type BridgeErrorCode =
  | 'REQUEST_TIMEOUT'
  | 'BRIDGE_CLOSED'
  | 'FRAME_RELOADED'
  | 'PROTOCOL_VERSION_MISMATCH'
  | 'FUNCTION_NOT_FOUND'
  | 'FUNCTION_FAILED'
  | 'INVALID_REQUEST'
  | 'INVALID_ARGUMENT'
  | 'INVALID_RESPONSE'

/** Every {@link BridgeErrorCode}, for runtime checks of codes that crossed the wire. */
export const BRIDGE_ERROR_CODES = [
  'REQUEST_TIMEOUT',
  'BRIDGE_CLOSED',
  'FRAME_RELOADED',
  'PROTOCOL_VERSION_MISMATCH',
  'FUNCTION_NOT_FOUND',
  'FUNCTION_FAILED',
  'INVALID_REQUEST',
  'INVALID_ARGUMENT',
  'INVALID_RESPONSE',
] as const satisfies readonly BridgeErrorCode[]

/**
 * The error a bridge request rejects with: a stable `code` to branch on and a human `message`.
 *
 * @example
 * ```ts
 * try {
 *   await bridge.call('getCssEvals', { elementKey })
 * } catch (error) {
 *   if (isBridgeError(error) && error.code === 'REQUEST_TIMEOUT') retryLater()
 *   else throw error
 * }
 * ```
 */
export class BridgeError extends Error {
  override readonly name = 'BridgeError'
  /** What went wrong, stable across versions. */
  readonly code: BridgeErrorCode

  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/**
 * Tells whether a value is a {@link BridgeError} (also across bundle copies, by name and code).
 *
 * @example
 * ```ts
 * if (isBridgeError(error) && error.code === 'BRIDGE_CLOSED') return
 * ```
 */
export function isBridgeError(value: unknown): value is BridgeError {
  if (value instanceof BridgeError) return true
  return (
    value instanceof Error &&
    value.name === 'BridgeError' &&
    (BRIDGE_ERROR_CODES as readonly unknown[]).includes((value as { code?: unknown }).code)
  )
}
