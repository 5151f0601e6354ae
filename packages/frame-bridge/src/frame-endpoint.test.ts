import { afterEach, describe, expect, it, vi } from 'vitest'
import { compressValue } from './compression'
import type { InspectElementPayload } from './entities/inspect-element'
import { FUNCTION_NOT_FOUND_LOG } from './frame-request-handler'
import { FUNCTION_PLACEHOLDER, OBJECT_PLACEHOLDER } from './inspected-value'
import {
  GET_STATE_AND_PROPS_MESSAGE_TYPE,
  HELLO_MESSAGE_TYPE,
  INIT_MESSAGE_TYPE,
  READY_MESSAGE_TYPE,
} from './messages/window-messages'
import { PROTOCOL_VERSION } from './protocol-version'
import { FakeWindow } from './test/fake-window'
import { createFunctions, createHarness, EDITOR_ORIGIN, PREVIEW_ORIGIN } from './test/harness'

let harness = createHarness()
const openPorts: MessagePort[] = []

afterEach(() => {
  harness.closeAll()
  for (const port of openPorts.splice(0)) port.close()
  harness = createHarness()
})

/** Plays the parent by hand: sends init from `from` and returns the parent's end with its inbox. */
function rawParent(
  frameInstanceId: string,
  from: FakeWindow = harness.editorWindow,
  protocolVersion = PROTOCOL_VERSION,
) {
  const channel = new MessageChannel()
  openPorts.push(channel.port1)
  const inbox: unknown[] = []
  channel.port1.onmessage = (event) => inbox.push(event.data)
  harness.previewWindow
    .handleFor(from)
    .postMessage({ type: INIT_MESSAGE_TYPE, protocolVersion, frameInstanceId }, PREVIEW_ORIGIN, [
      channel.port2,
    ])
  return { port: channel.port1, inbox }
}

/** Waits for the first message in `inbox` that answers `id`. */
async function answerTo(inbox: unknown[], id: string): Promise<unknown> {
  let found: unknown
  await vi.waitFor(() => {
    found = inbox.find((message) => (message as { id?: unknown }).id === id)
    expect(found).toBeDefined()
  })
  return found
}

const component = (overrides: Partial<InspectElementPayload> = {}): InspectElementPayload => ({
  isComponent: true,
  componentName: 'CourseCard',
  tempoElementID: null,
  componentElementId: null,
  ...overrides,
})

describe('createFrameEndpoint', () => {
  it('announces itself to every allowed parent origin when it starts', async () => {
    const readies: unknown[] = []
    harness.editorWindow.addEventListener('message', (event) => {
      readies.push((event as unknown as { data: unknown }).data)
    })
    const endpoint = harness.createEndpoint()
    await vi.waitFor(() => expect(readies).toHaveLength(1))
    expect(readies[0]).toEqual({
      type: READY_MESSAGE_TYPE,
      protocolVersion: PROTOCOL_VERSION,
      frameInstanceId: endpoint.frameInstanceId,
    })
  })

  it('answers a hello from an allowed parent with a ready message, and drops a foreign one', async () => {
    const readies: unknown[] = []
    harness.editorWindow.addEventListener('message', (event) => {
      readies.push((event as unknown as { data: unknown }).data)
    })
    const endpoint = harness.createEndpoint()
    await vi.waitFor(() => expect(readies).toHaveLength(1))
    const stranger = new FakeWindow('https://evil.example')
    const hello = { type: HELLO_MESSAGE_TYPE, protocolVersion: PROTOCOL_VERSION }
    harness.previewWindow.handleFor(stranger).postMessage(hello, PREVIEW_ORIGIN)
    await vi.waitFor(() => expect(endpoint.stats.droppedForeignMessages).toBe(1))
    harness.previewWindow.handleFor(harness.editorWindow).postMessage(hello, PREVIEW_ORIGIN)
    await vi.waitFor(() => expect(readies).toHaveLength(2))
    expect(readies[1]).toEqual(readies[0])
    expect(EDITOR_ORIGIN).not.toBe(stranger.origin)
  })

  it('accepts the init message only from an allowed parent origin', async () => {
    const endpoint = harness.createEndpoint()
    const stranger = new FakeWindow('https://evil.example')
    const foreign = rawParent(endpoint.frameInstanceId, stranger)
    await vi.waitFor(() => expect(endpoint.stats.droppedForeignMessages).toBe(1))
    expect(endpoint.connected).toBe(false)
    expect(foreign.inbox).toEqual([])

    const trusted = rawParent(endpoint.frameInstanceId)
    await vi.waitFor(() =>
      expect(trusted.inbox).toContainEqual({
        type: 'connected',
        payload: { protocolVersion: PROTOCOL_VERSION, frameInstanceId: endpoint.frameInstanceId },
      }),
    )
    expect(endpoint.connected).toBe(true)
  })

  it('ignores an init meant for another page load of the frame', async () => {
    const endpoint = harness.createEndpoint()
    rawParent('an-earlier-instance')
    await vi.waitFor(() => expect(endpoint.stats.ignoredMessages).toBe(1))
    expect(endpoint.connected).toBe(false)
  })

  it('refuses a parent that speaks another protocol version, saying which it speaks', async () => {
    const endpoint = harness.createEndpoint()
    const parent = rawParent(endpoint.frameInstanceId, harness.editorWindow, PROTOCOL_VERSION + 1)
    await vi.waitFor(() =>
      expect(parent.inbox).toEqual([
        { type: 'protocolVersionMismatch', payload: { protocolVersion: PROTOCOL_VERSION } },
      ]),
    )
    expect(endpoint.connected).toBe(false)
  })

  it('ignores messages without an id or without a payload, and of unknown types, without answering', async () => {
    const setZoomPerc = vi.fn()
    const endpoint = harness.createEndpoint({ functions: createFunctions({ setZoomPerc }) })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    const payload = { functionName: 'setZoomPerc', args: [2] }
    port.postMessage({ type: 'executeFunction', payload })
    port.postMessage({ id: '', type: 'executeFunction', payload })
    port.postMessage({ id: 'no-payload', type: 'executeFunction' })
    port.postMessage({ id: 'null-payload', type: 'executeFunction', payload: null })
    port.postMessage({ id: 'unknown', type: 'formatDisk', payload: {} })
    port.postMessage('not even an object')
    port.postMessage({ id: 'valid', type: 'executeFunction', payload })
    await answerTo(inbox, 'valid')
    expect(endpoint.stats.ignoredMessages).toBe(6)
    expect(setZoomPerc).toHaveBeenCalledOnce()
    expect(inbox.filter((message) => 'id' in (message as object))).toHaveLength(1)
  })

  it('logs "Function to execute not found" and answers with FUNCTION_NOT_FOUND for a missing function', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const endpoint = harness.createEndpoint({ logger: console })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    port.postMessage({
      id: 'r1',
      type: 'executeFunction',
      payload: { functionName: 'launchRockets', args: [] },
    })
    expect(await answerTo(inbox, 'r1')).toEqual({
      type: 'requestError',
      id: 'r1',
      payload: { code: 'FUNCTION_NOT_FOUND', message: `${FUNCTION_NOT_FOUND_LOG}: launchRockets` },
    })
    expect(consoleError).toHaveBeenCalledWith('Function to execute not found', 'launchRockets')
  })

  it('runs a function with compressed args and answers with the same id', async () => {
    const setMultiselectedElementKeys = vi.fn()
    const endpoint = harness.createEndpoint({
      functions: createFunctions({ setMultiselectedElementKeys }),
    })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    const compressedArgs = compressValue([['a|sb|0', 'b|sb|1']])
    port.postMessage({
      id: 'z9',
      type: 'executeFunction',
      payload: { functionName: 'setMultiselectedElementKeys', compressedArgs },
    })
    expect(await answerTo(inbox, 'z9')).toEqual({
      type: 'executeFunctionResult',
      id: 'z9',
      payload: { result: undefined },
    })
    expect(setMultiselectedElementKeys).toHaveBeenCalledWith(['a|sb|0', 'b|sb|1'])
  })

  it('answers INVALID_REQUEST for args that are neither plain nor decompressible', async () => {
    const endpoint = harness.createEndpoint()
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    port.postMessage({ id: 'a', type: 'executeFunction', payload: { functionName: 'refresh' } })
    port.postMessage({
      id: 'b',
      type: 'executeFunction',
      payload: { functionName: 'refresh', compressedArgs: 'garbage' },
    })
    port.postMessage({
      id: 'c',
      type: 'executeFunction',
      payload: { functionName: 'refresh', compressedArgs: compressValue({ not: 'an array' }) },
    })
    for (const id of ['a', 'b', 'c']) {
      expect(await answerTo(inbox, id)).toMatchObject({
        type: 'requestError',
        payload: { code: 'INVALID_REQUEST' },
      })
    }
  })

  it('answers INVALID_REQUEST for argument text that is not JSON, without calling the function', async () => {
    const setZoomPerc = vi.fn()
    const endpoint = harness.createEndpoint({ functions: createFunctions({ setZoomPerc }) })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    port.postMessage({
      id: 'j',
      type: 'executeFunction',
      payload: { functionName: 'setZoomPerc', argsJson: '[0.5' },
    })
    expect(await answerTo(inbox, 'j')).toMatchObject({
      type: 'requestError',
      payload: { code: 'INVALID_REQUEST', message: 'The data is not JSON' },
    })
    expect(setZoomPerc).not.toHaveBeenCalled()
  })

  it('answers INVALID_REQUEST for arguments of the wrong shape, without calling the function', async () => {
    const setZoomPerc = vi.fn()
    const endpoint = harness.createEndpoint({ functions: createFunctions({ setZoomPerc }) })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    port.postMessage({
      id: 'z',
      type: 'executeFunction',
      payload: { functionName: 'setZoomPerc', args: ['50%'] },
    })
    expect(await answerTo(inbox, 'z')).toMatchObject({
      type: 'requestError',
      payload: { code: 'INVALID_REQUEST', message: expect.stringContaining('setZoomPerc') },
    })
    expect(setZoomPerc).not.toHaveBeenCalled()
  })

  it('answers a result JSON cannot carry (a BigInt) with INVALID_ARGUMENT instead of going silent', async () => {
    const endpoint = harness.createEndpoint({
      functions: createFunctions({ getCssEvals: () => ({ display: 1n as never }) }),
    })
    const { port, inbox } = rawParent(endpoint.frameInstanceId)
    port.postMessage({
      id: 'f',
      type: 'executeFunction',
      payload: { functionName: 'getCssEvals', args: ['k'] },
    })
    expect(await answerTo(inbox, 'f')).toMatchObject({
      type: 'requestError',
      payload: { code: 'INVALID_ARGUMENT' },
    })
  })
})

describe('inspectElement through the bridge', () => {
  it('replies with props and state, objects and functions replaced by placeholders', async () => {
    const inspect = vi.fn(() => ({
      props: { title: 'Algebra', lessons: 12, style: { color: 'red' }, onOpen: () => undefined },
      state: [{ open: true }, false],
    }))
    harness.createEndpoint({ inspect })
    const bridge = harness.createBridge()
    const reply = await bridge.inspectElement(component({ componentElementId: 'tempo-a|sb|0' }))
    expect(reply).toEqual({
      id: expect.any(String),
      props: {
        title: 'Algebra',
        lessons: 12,
        style: OBJECT_PLACEHOLDER,
        onOpen: FUNCTION_PLACEHOLDER,
      },
      state: [OBJECT_PLACEHOLDER, false],
    })
    expect(inspect).toHaveBeenCalledWith(component({ componentElementId: 'tempo-a|sb|0' }))
  })

  it('answers "No component name" without looking anything up', async () => {
    const inspect = vi.fn()
    harness.createEndpoint({ inspect })
    const bridge = harness.createBridge()
    expect(await bridge.inspectElement(component({ componentName: '' }))).toEqual({
      id: expect.any(String),
      error: 'No component name',
    })
    expect(inspect).not.toHaveBeenCalled()
  })

  it('answers "Could not find element" for a non-component lookup without element id', async () => {
    const inspect = vi.fn()
    harness.createEndpoint({ inspect })
    const bridge = harness.createBridge()
    const reply = await bridge.inspectElement(
      component({ isComponent: false, tempoElementID: null }),
    )
    expect(reply).toMatchObject({ error: 'Could not find element' })
    expect(inspect).not.toHaveBeenCalled()
  })

  it('passes on the lookup errors "Could not find component" and "No component found" exactly', async () => {
    harness.createEndpoint({
      inspect: ({ componentName }) => ({
        error: componentName === 'Ghost' ? 'Could not find component' : 'No component found',
      }),
    })
    const bridge = harness.createBridge()
    const [ghost, missing] = await Promise.all([
      bridge.inspectElement(component({ componentName: 'Ghost' })),
      bridge.inspectElement(component({ componentName: 'Other' })),
    ])
    expect(ghost).toMatchObject({ error: 'Could not find component' })
    expect(missing).toMatchObject({ error: 'No component found' })
  })

  it('rejects with FUNCTION_FAILED when the lookup throws', async () => {
    harness.createEndpoint({
      inspect: () => {
        throw new Error('fiber tree unavailable')
      },
    })
    const bridge = harness.createBridge()
    await expect(bridge.inspectElement(component())).rejects.toMatchObject({
      code: 'FUNCTION_FAILED',
      message: 'fiber tree unavailable',
    })
  })
})

describe('GET_STATE_AND_PROPS', () => {
  const message = { type: GET_STATE_AND_PROPS_MESSAGE_TYPE, componentName: 'CourseCard' }
  const found = () => ({ props: { title: 'Algebra' }, state: { open: true } })

  it('logs the state and props of the named component for the parent', async () => {
    const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
    harness.createEndpoint({ inspect: found, logger })
    harness.previewWindow.handleFor(harness.editorWindow).postMessage(message, PREVIEW_ORIGIN)
    await vi.waitFor(() =>
      expect(logger.log).toHaveBeenCalledWith('State and props of CourseCard', {
        state: { open: true },
        props: { title: 'Algebra' },
      }),
    )
  })

  it('is also accepted from the frame itself (e.g. typed into its devtools console)', async () => {
    const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
    harness.createEndpoint({ inspect: found, logger })
    harness.previewWindow.dispatchMessage(message, PREVIEW_ORIGIN, null)
    await vi.waitFor(() => expect(logger.log).toHaveBeenCalledOnce())
  })

  it('logs the spec error when the component cannot be found', async () => {
    const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
    harness.createEndpoint({ inspect: () => ({ error: 'No component found' }), logger })
    harness.previewWindow.dispatchMessage(message, PREVIEW_ORIGIN, null)
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith('No component found', 'CourseCard'),
    )
    expect(logger.log).not.toHaveBeenCalled()
  })

  it('is dropped and counted from a foreign origin', async () => {
    const inspect = vi.fn(found)
    const endpoint = harness.createEndpoint({ inspect })
    harness.previewWindow.dispatchMessage(message, 'https://evil.example', null)
    await vi.waitFor(() => expect(endpoint.stats.droppedForeignMessages).toBe(1))
    expect(inspect).not.toHaveBeenCalled()
  })
})

describe('events', () => {
  it('keeps only the newest events emitted before a parent connects', async () => {
    const endpoint = harness.createEndpoint({ maxQueuedEvents: 2 })
    for (const href of ['/a', '/b', '/c']) endpoint.emit('latestHref', { href })
    const { inbox } = rawParent(endpoint.frameInstanceId)
    await vi.waitFor(() => expect(inbox).toHaveLength(3))
    expect(inbox.slice(1)).toEqual([
      { type: 'event', kind: 'latestHref', payload: { json: '{"href":"/b"}' } },
      { type: 'event', kind: 'latestHref', payload: { json: '{"href":"/c"}' } },
    ])
  })

  it('refuses a wildcard or missing parent origin', () => {
    expect(() => harness.createEndpoint({ allowedParentOrigins: ['*'] })).toThrow(TypeError)
    expect(() => harness.createEndpoint({ allowedParentOrigins: [] })).toThrow(TypeError)
  })
})
