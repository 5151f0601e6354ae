import { describe, expect, it } from 'vitest'
import { BridgeError, isBridgeError } from './bridge-error'
import { INSPECT_ELEMENT_ERRORS, isInspectElementError } from './entities/inspect-element'
import { FRAME_EVENT_KINDS, isFrameEventKind } from './frame-events'
import { FRAME_FUNCTION_NAMES, isFrameFunctionName } from './frame-functions'
import { PROTOCOL_VERSION } from './protocol-version'

describe('the protocol catalogue', () => {
  it('lists the 29 functions of the spec and the two additions (insertDropTargetAt, writtenPlaces)', () => {
    expect(FRAME_FUNCTION_NAMES).toHaveLength(31)
    expect(new Set(FRAME_FUNCTION_NAMES).size).toBe(31)
    expect(isFrameFunctionName('insertDropTargetAt')).toBe(true)
    expect(isFrameFunctionName('writtenPlaces')).toBe(true)
    expect(isFrameFunctionName('setSelectedElement')).toBe(true)
    expect(isFrameFunctionName('toString')).toBe(false)
    expect(isFrameFunctionName('__proto__')).toBe(false)
  })

  it('lists 22 outbound message kinds', () => {
    expect(FRAME_EVENT_KINDS).toHaveLength(22)
    expect(new Set(FRAME_EVENT_KINDS).size).toBe(22)
    expect(isFrameEventKind('instantUpdateDone')).toBe(true)
    expect(isFrameEventKind('constructor')).toBe(false)
  })

  it('has the four inspect error texts of the spec, exactly', () => {
    expect(Object.values(INSPECT_ELEMENT_ERRORS)).toEqual([
      'No component name',
      'Could not find element',
      'Could not find component',
      'No component found',
    ])
    expect(isInspectElementError('No component found')).toBe(true)
    expect(isInspectElementError('no component found')).toBe(false)
  })

  it('is at version 4 (drags name the parent as written; writtenPlaces)', () => {
    expect(PROTOCOL_VERSION).toBe(5)
  })
})

describe('BridgeError', () => {
  it('carries a stable code and a human message', () => {
    const error = new BridgeError('REQUEST_TIMEOUT', 'The frame did not answer refresh within 5 ms')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('BridgeError')
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(isBridgeError(error)).toBe(true)
  })

  it('is recognised across bundle copies by name and code, and nothing else is', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'BridgeError', code: 'BRIDGE_CLOSED' })
    expect(isBridgeError(lookalike)).toBe(true)
    expect(
      isBridgeError(Object.assign(new Error('x'), { name: 'BridgeError', code: 'NOPE' })),
    ).toBe(false)
    expect(isBridgeError(new Error('x'))).toBe(false)
    expect(isBridgeError({ name: 'BridgeError', code: 'BRIDGE_CLOSED' })).toBe(false)
  })
})
