import { describe, expect, it } from 'vitest'
import { parseFrameToHostMessage } from './frame-to-host-message'
import {
  parseExecuteFunctionPayload,
  parseInspectElementPayload,
  parseRequestEnvelope,
} from './host-to-frame-message'
import {
  parseGetStateAndPropsMessage,
  parseHelloMessage,
  parseInitMessage,
  parseReadyMessage,
} from './window-messages'

describe('request envelope', () => {
  it('needs a non-empty id, a type and a payload object', () => {
    expect(parseRequestEnvelope({ id: '1', type: 'inspectElement', payload: {} })).toEqual({
      id: '1',
      type: 'inspectElement',
      payload: {},
    })
    for (const data of [
      { type: 'executeFunction', payload: {} },
      { id: '', type: 'executeFunction', payload: {} },
      { id: 1, type: 'executeFunction', payload: {} },
      { id: '1', type: 'executeFunction' },
      { id: '1', type: 'executeFunction', payload: null },
      { id: '1', type: 'executeFunction', payload: 'text' },
      { id: '1', payload: {} },
      null,
      'text',
    ]) {
      expect(parseRequestEnvelope(data)).toBeNull()
    }
  })
})

describe('payloads', () => {
  it('reads executeFunction payloads with plain or compressed args', () => {
    expect(parseExecuteFunctionPayload({ functionName: 'refresh', args: [] })).toEqual({
      functionName: 'refresh',
      args: [],
    })
    expect(parseExecuteFunctionPayload({ functionName: 'refresh', compressedArgs: 'x' })).toEqual({
      functionName: 'refresh',
      compressedArgs: 'x',
    })
    expect(parseExecuteFunctionPayload({ functionName: 'refresh' })).toBeNull()
    expect(parseExecuteFunctionPayload({ args: [] })).toBeNull()
  })

  it('reads inspect payloads, defaulting missing names and ids', () => {
    expect(parseInspectElementPayload({ isComponent: true })).toEqual({
      isComponent: true,
      componentName: '',
      tempoElementID: null,
      componentElementId: null,
    })
    expect(parseInspectElementPayload({ componentName: 'A' })).toBeNull()
  })
})

describe('window messages', () => {
  it('recognise hello, ready, init and GET_STATE_AND_PROPS and nothing else', () => {
    expect(
      parseHelloMessage({ type: 'splendid-frame-bridge:hello', protocolVersion: 1 }),
    ).not.toBeNull()
    expect(
      parseReadyMessage({
        type: 'splendid-frame-bridge:ready',
        protocolVersion: 1,
        frameInstanceId: 'f',
      }),
    ).not.toBeNull()
    expect(
      parseReadyMessage({ type: 'splendid-frame-bridge:ready', protocolVersion: 1 }),
    ).toBeNull()
    expect(
      parseInitMessage({
        type: 'splendid-frame-bridge:init',
        protocolVersion: 1,
        frameInstanceId: 'f',
      }),
    ).not.toBeNull()
    expect(parseInitMessage({ type: 'splendid-frame-bridge:ready', protocolVersion: 1 })).toBeNull()
    expect(
      parseGetStateAndPropsMessage({ type: 'GET_STATE_AND_PROPS', componentName: 'A' }),
    ).toEqual({
      type: 'GET_STATE_AND_PROPS',
      componentName: 'A',
    })
    expect(parseGetStateAndPropsMessage({ type: 'GET_STATE_AND_PROPS' })).toBeNull()
  })
})

describe('frame to host messages', () => {
  it('accept the known types with their fields', () => {
    const messages = [
      { type: 'connected', payload: { protocolVersion: 1, frameInstanceId: 'f' } },
      { type: 'protocolVersionMismatch', payload: { protocolVersion: 2 } },
      { type: 'executeFunctionResult', id: '1', payload: { result: [1] } },
      { type: 'executeFunctionResult', id: '1', payload: { compressedResult: 'x' } },
      { type: 'inspectElementResult', id: '1', payload: { props: {}, state: null } },
      { type: 'inspectElementError', id: '1', payload: { error: 'No component found' } },
      { type: 'requestError', id: '1', payload: { code: 'FUNCTION_FAILED', message: 'boom' } },
      { type: 'event', kind: 'wheel', payload: { data: {} } },
      { type: 'event', kind: 'navTree', payload: { compressedData: 'x' } },
    ]
    for (const message of messages) expect(parseFrameToHostMessage(message)).toEqual(message)
  })

  it('refuse unknown types, kinds, error texts and codes', () => {
    for (const message of [
      { type: 'hello' },
      { type: 'event', kind: 'explode', payload: { data: {} } },
      { type: 'inspectElementError', id: '1', payload: { error: 'Something else' } },
      { type: 'requestError', id: '1', payload: { code: 'OOPS', message: 'x' } },
      { type: 'executeFunctionResult', payload: { result: 1 } },
    ]) {
      expect(parseFrameToHostMessage(message)).toBeNull()
    }
  })
})
