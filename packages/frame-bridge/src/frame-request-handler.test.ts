import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkInspectElementPayload, createFrameRequestHandler } from './frame-request-handler'
import { createFunctions } from './test/harness'

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

describe('checkInspectElementPayload', () => {
  const base = {
    isComponent: true,
    componentName: 'Card',
    tempoElementID: null,
    componentElementId: null,
  }

  it('needs a component name and, for a non-component lookup, an element id', () => {
    expect(checkInspectElementPayload(base)).toBeNull()
    expect(checkInspectElementPayload({ ...base, componentName: '  ' })).toBe('No component name')
    expect(checkInspectElementPayload({ ...base, isComponent: false })).toBe(
      'Could not find element',
    )
    expect(
      checkInspectElementPayload({ ...base, isComponent: false, tempoElementID: 'tempo-a' }),
    ).toBeNull()
  })
})

describe('createFrameRequestHandler', () => {
  it('reports which messages it ignores and answers the others on the given port', async () => {
    const handle = createFrameRequestHandler({
      functions: createFunctions(),
      inspect: () => ({ error: 'No component found' }),
      logger: { error: vi.fn() },
      compressionThreshold: 1024,
      inspectMaxDepth: 0,
    })
    const channel = new MessageChannel()
    ports.push(channel.port1, channel.port2)
    const answers: unknown[] = []
    channel.port1.onmessage = (event) => answers.push(event.data)
    expect(handle(channel.port2, { type: 'executeFunction', payload: {} })).toBe(false)
    expect(handle(channel.port2, { id: 'x', type: 'other', payload: {} })).toBe(false)
    expect(
      handle(channel.port2, {
        id: 'r',
        type: 'executeFunction',
        payload: { functionName: 'getElementClassList', args: ['k'] },
      }),
    ).toBe(true)
    await vi.waitFor(() =>
      expect(answers).toEqual([
        { type: 'executeFunctionResult', id: 'r', payload: { resultJson: '["p-4","k"]' } },
      ]),
    )
  })
})
