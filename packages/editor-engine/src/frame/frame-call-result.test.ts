import { BridgeError } from '@splendid/frame-bridge'
import { describe, expect, it } from 'vitest'
import { type FrameCallErrorCode, frameCallError, isPassingFailure } from './frame-call-result'

describe('frameCallError', () => {
  it('keeps the code and message of a bridge error', () => {
    const error = new BridgeError('REQUEST_TIMEOUT', 'The frame did not answer getCssEvals')
    expect(frameCallError('getCssEvals', error)).toEqual({
      code: 'REQUEST_TIMEOUT',
      functionName: 'getCssEvals',
      message: 'The frame did not answer getCssEvals',
    })
  })

  it('gives anything else thrown the code CALL_FAILED', () => {
    expect(frameCallError('refresh', new TypeError('boom'))).toEqual({
      code: 'CALL_FAILED',
      functionName: 'refresh',
      message: 'boom',
    })
    expect(frameCallError('refresh', 'odd')).toMatchObject({ code: 'CALL_FAILED', message: 'odd' })
  })
})

describe('isPassingFailure', () => {
  const failure = (code: FrameCallErrorCode) =>
    ({ code, functionName: 'refresh', message: '' }) as const

  it('passes over a missing preview, a reload and a closed link', () => {
    expect(isPassingFailure(failure('NO_FRAME'))).toBe(true)
    expect(isPassingFailure(failure('FRAME_RELOADED'))).toBe(true)
    expect(isPassingFailure(failure('BRIDGE_CLOSED'))).toBe(true)
  })

  it('counts every other failure', () => {
    for (const code of [
      'REQUEST_TIMEOUT',
      'FUNCTION_FAILED',
      'FUNCTION_NOT_FOUND',
      'PROTOCOL_VERSION_MISMATCH',
      'INVALID_RESPONSE',
      'CALL_FAILED',
    ] as const) {
      expect(isPassingFailure(failure(code))).toBe(false)
    }
  })
})
