import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { BridgeError } from './bridge-error'
import { COMPRESSION_THRESHOLD } from './compression'
import type { CssRuleEntry } from './entities/css-rule-entry'
import type { HydrationStatusMessage } from './hydration-status'
import { parseRequestEnvelope } from './messages/host-to-frame-message'
import { INIT_MESSAGE_TYPE, READY_MESSAGE_TYPE } from './messages/window-messages'
import { createParentBridge } from './parent-bridge'
import { PROTOCOL_VERSION } from './protocol-version'
import { FakeWindow } from './test/fake-window'
import { createFunctions, createHarness, EDITOR_ORIGIN, PREVIEW_ORIGIN } from './test/harness'
import { treeElement } from './test/tree-element'

let harness = createHarness()

afterEach(() => {
  harness.closeAll()
  harness = createHarness()
  vi.useRealTimers()
})

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const RAW_FRAME_ID = 'raw-frame-1'
/** lz-string needs about a second per MB on a loaded 2-core machine; no timing is asserted. */
const LARGE = { timeout: 60_000 }

/**
 * Plays the frame by hand: announces itself, accepts the parent's init and hands back the frame's
 * end of the channel (to be answered with `connected`).
 */
function rawFrame(h: typeof harness): Promise<MessagePort> {
  const port = new Promise<MessagePort>((resolve) => {
    h.previewWindow.addEventListener('message', (event) => {
      const { data, ports } = event as unknown as { data: { type?: string }; ports: MessagePort[] }
      if (data.type === INIT_MESSAGE_TYPE && ports[0]) resolve(ports[0])
    })
  })
  const ready = {
    type: READY_MESSAGE_TYPE,
    protocolVersion: PROTOCOL_VERSION,
    frameInstanceId: RAW_FRAME_ID,
  }
  h.editorWindow.handleFor(h.previewWindow).postMessage(ready, EDITOR_ORIGIN)
  return port
}

const CONNECTED = {
  type: 'connected',
  payload: { protocolVersion: PROTOCOL_VERSION, frameInstanceId: RAW_FRAME_ID },
}

/** HTML-like text of about `size` characters (varied, as real markup is). */
function markup(size: number): string {
  const parts: string[] = []
  let length = 0
  for (let index = 0; length < size; index += 1) {
    const part = `<div class="p-4 item-${index}" data-tempo="tempo-${(index * 7919).toString(16)}">Item ${index}</div>`
    parts.push(part)
    length += part.length
  }
  return parts.join('')
}

describe('createParentBridge', () => {
  it('calls a frame function and resolves with its typed result', async () => {
    const getElementClassList = vi.fn((key: string) => ['p-4', key])
    harness.createEndpoint({ functions: createFunctions({ getElementClassList }) })
    const bridge = harness.createBridge()

    const classes = bridge.call('getElementClassList', 'tempo-a|sb1|0')
    expectTypeOf(classes).resolves.toEqualTypeOf<readonly string[]>()
    await expect(classes).resolves.toEqual(['p-4', 'tempo-a|sb1|0'])
    expect(getElementClassList).toHaveBeenCalledWith('tempo-a|sb1|0')
    expect(bridge.status).toBe('connected')
  })

  it('types every function by name: arguments and results', async () => {
    harness.createEndpoint()
    const bridge = harness.createBridge()
    expectTypeOf(bridge.call('setSelectedElement', 'k')).resolves.toEqualTypeOf<void>()
    expectTypeOf(
      bridge.call('checkIfHydrationError'),
    ).resolves.toEqualTypeOf<HydrationStatusMessage>()
    expectTypeOf(
      bridge.call('processRulesForSelectedElement', { selectedElementKey: 'k', knownRules: [] }),
    ).resolves.toEqualTypeOf<readonly CssRuleEntry[]>()
    // @ts-expect-error setZoomPerc takes a number
    void bridge.call('setZoomPerc', '100%').catch(() => undefined)
    // @ts-expect-error there is no such function
    void bridge.call('deleteEverything').catch(() => undefined)

    const item = createChangeItem({ type: 'REMOVE_JSX', changeFields: { codebaseIdsToRemove: [] } })
    const result = await bridge.call('applyChangeItemToDocument', serialiseChangeItem(item))
    expect(result.changeItemId).toBe(item.id)
    await expect(
      bridge.call('ruleMatchesElement', { elementKey: 'k', selector: '.match' }),
    ).resolves.toBe(true)
  })

  it('queues calls made before the frame script runs and sends them in order once it connects', async () => {
    const calls: string[] = []
    const bridge = harness.createBridge()
    const first = bridge.call('setHoveredElement', 'first')
    const second = bridge.call('setSelectedElement', 'second')
    expect(bridge.status).toBe('connecting')

    // The frame loads later: its ready message makes the parent send a fresh port.
    harness.createEndpoint({
      functions: createFunctions({
        setHoveredElement: (key) => void calls.push(`hover ${key}`),
        setSelectedElement: (key) => void calls.push(`select ${key}`),
      }),
    })
    await Promise.all([first, second])
    expect(calls).toEqual(['hover first', 'select second'])
  })

  it('resolves concurrent requests by id when the frame answers them out of order', async () => {
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()]
    let started = 0
    harness.createEndpoint({
      functions: createFunctions({
        getCssEvals: async (elementKey) => {
          const gate = gates[started++]
          await gate?.promise
          return { key: elementKey }
        },
      }),
    })
    const bridge = harness.createBridge()
    const order: string[] = []
    const requests = ['a', 'b', 'c'].map((key) =>
      bridge.call('getCssEvals', key).then((evals) => {
        order.push(key)
        return evals
      }),
    )
    await vi.waitFor(() => expect(started).toBe(3))
    gates[2]?.resolve()
    await vi.waitFor(() => expect(order).toEqual(['c']))
    gates[0]?.resolve()
    gates[1]?.resolve()
    await expect(Promise.all(requests)).resolves.toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }])
    expect(order).toEqual(['c', 'a', 'b'])
  })

  it('compresses a 1 MB argument on the wire and the frame receives it intact', LARGE, async () => {
    const bigHtml = markup(1024 * 1024)
    const port = rawFrame(harness)
    const bridge = harness.createBridge({ compressionThreshold: 32 * 1024 })
    const frame = await port
    const onRequest = new Promise<unknown>((resolve) => {
      frame.onmessage = (event) => resolve(event.data)
    })
    frame.postMessage(CONNECTED)
    const call = bridge.call('initProject', {
      projectId: 'p',
      canvasId: 'c',
      storyboardId: 'sb1',
      storyboardType: 'APPLICATION',
      treeElementLookup: { html: treeElement('html', { editableText: bigHtml }) },
      scopeLookup: {},
      storyboardComponentElement: null,
      zoomPerc: 1,
      driveModeEnabled: false,
      aiContextEnabled: false,
    })
    const raw = parseRequestEnvelope(await onRequest)
    expect(raw?.payload).not.toHaveProperty('args')
    const compressed = raw?.payload.compressedArgs
    expect(typeof compressed).toBe('string')
    expect((compressed as string).length).toBeLessThan(bigHtml.length / 10)
    frame.postMessage({
      type: 'executeFunctionResult',
      id: raw?.id,
      payload: { result: undefined },
    })
    await expect(call).resolves.toBeUndefined()
    frame.close()
  })

  it(
    'round-trips a 1 MB argument and a compressed 40 KB result through the frame endpoint',
    LARGE,
    async () => {
      const big = markup(1024 * 1024)
      harness.createEndpoint({
        functions: createFunctions({
          getElementClassList: (key) => [key.length.toString(), key.slice(-40_000).toUpperCase()],
        }),
        compressionThreshold: 32 * 1024,
      })
      const bridge = harness.createBridge({ timeoutMs: 60_000, compressionThreshold: 32 * 1024 })
      const result = await bridge.call('getElementClassList', big)
      expect(big.length).toBeGreaterThan(1024 * 1024)
      expect(result).toEqual([big.length.toString(), big.slice(-40_000).toUpperCase()])
    },
  )

  it('sends small arguments uncompressed', async () => {
    const port = rawFrame(harness)
    const bridge = harness.createBridge()
    const frame = await port
    const onRequest = new Promise<unknown>((resolve) => {
      frame.onmessage = (event) => resolve(event.data)
    })
    frame.postMessage(CONNECTED)
    void bridge.call('setZoomPerc', 0.5).catch(() => undefined)
    expect(await onRequest).toEqual({
      id: expect.any(String),
      type: 'executeFunction',
      payload: { functionName: 'setZoomPerc', argsJson: '[0.5]' },
    })
    expect(COMPRESSION_THRESHOLD).toBe(8 * 1024 * 1024)
    frame.close()
  })

  it('rejects with REQUEST_TIMEOUT when the frame never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // No frame script: the request can never be answered.
    const bridge = harness.createBridge({ timeoutMs: 2500 })
    const call = bridge.call('refresh')
    const assertion = expect(call).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'REQUEST_TIMEOUT',
      message: 'The frame did not answer refresh within 2500 ms',
    })
    vi.advanceTimersByTime(2500)
    await assertion
  })

  it('rejects with REQUEST_TIMEOUT when a connected frame never finishes the function', async () => {
    harness.createEndpoint({
      functions: createFunctions({ goBack: () => new Promise<void>(() => {}) }),
    })
    const bridge = harness.createBridge({ timeoutMs: 60 })
    await bridge.call('goForward')
    await expect(bridge.call('goBack')).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' })
    // The bridge stays usable afterwards.
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
  })

  it('rejects with the frame error when a function is missing or throws', async () => {
    harness.createEndpoint({
      functions: createFunctions({
        refresh: () => {
          throw new Error('location is gone')
        },
      }),
    })
    const bridge = harness.createBridge()
    await expect(bridge.call('refresh')).rejects.toMatchObject({
      code: 'FUNCTION_FAILED',
      message: 'location is gone',
    })
    const missing = (bridge.call as (name: string) => Promise<unknown>)('noSuchFunction')
    await expect(missing).rejects.toMatchObject({
      code: 'FUNCTION_NOT_FOUND',
      message: 'Function to execute not found: noSuchFunction',
    })
  })

  it('rejects arguments that are not JSON-compatible with INVALID_ARGUMENT, without sending', async () => {
    const bridge = harness.createBridge()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const call = bridge.call('setNewLookups', {
      treeElementLookup: cyclic as never,
      scopeLookup: {},
      storyboardComponentElement: null,
    })
    await expect(call).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  })

  it('rejects with INVALID_ARGUMENT arguments JSON cannot carry, and goes on working', async () => {
    harness.createEndpoint()
    const bridge = harness.createBridge()
    await bridge.call('refresh')
    const lookups = {
      treeElementLookup: { a: { line: 1n } } as never,
      scopeLookup: {},
      storyboardComponentElement: null,
    }
    await expect(bridge.call('setNewLookups', lookups)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    })
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
  })

  it('drops and counts window messages from any origin but the preview, and from other windows', async () => {
    const bridge = harness.createBridge()
    const stranger = new FakeWindow('https://evil.example')
    const sameOriginOther = new FakeWindow(PREVIEW_ORIGIN)
    const ready = {
      type: READY_MESSAGE_TYPE,
      protocolVersion: PROTOCOL_VERSION,
      frameInstanceId: 'x',
    }
    harness.editorWindow.handleFor(stranger).postMessage(ready, EDITOR_ORIGIN)
    harness.editorWindow.handleFor(sameOriginOther).postMessage(ready, EDITOR_ORIGIN)
    harness.editorWindow.dispatchMessage('noise', 'https://ads.example', null)
    await vi.waitFor(() => expect(bridge.stats.droppedForeignMessages).toBe(3))
    expect(bridge.status).toBe('connecting')
  })

  it('posts its hello (and so its init) only to the preview origin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const wrongOrigin = new FakeWindow('http://localhost:9999')
    const received = vi.fn()
    wrongOrigin.addEventListener('message', received)
    const bridge = harness.createBridge({
      targetWindow: wrongOrigin.handleFor(harness.editorWindow),
    })
    vi.runAllTimers()
    expect(received).not.toHaveBeenCalled()
    expect(bridge.status).toBe('connecting')
  })

  it('delivers outbound events to typed handlers, including events emitted before connecting', async () => {
    const endpoint = harness.createEndpoint()
    endpoint.emit('latestHref', { href: 'http://localhost:5173/courses' })
    const bridge = harness.createBridge()
    const hrefs: string[] = []
    const selected: (string | null)[] = []
    bridge.on('latestHref', ({ href }) => hrefs.push(href))
    const off = bridge.on('selectedElementKey', (payload) => {
      expectTypeOf(payload.elementKey).toEqualTypeOf<string | null>()
      selected.push(payload.elementKey)
    })
    await vi.waitFor(() => expect(hrefs).toEqual(['http://localhost:5173/courses']))
    endpoint.emit('selectedElementKey', { elementKey: 'k1' })
    await vi.waitFor(() => expect(selected).toEqual(['k1']))
    off()
    endpoint.emit('selectedElementKey', { elementKey: 'k2' })
    endpoint.emit('latestHref', { href: 'done' })
    await vi.waitFor(() => expect(hrefs).toEqual(['http://localhost:5173/courses', 'done']))
    expect(selected).toEqual(['k1'])
  })

  it(
    'decompresses a large event payload (a navigation tree with 100 KB of outer html)',
    LARGE,
    async () => {
      const endpoint = harness.createEndpoint({ compressionThreshold: 32 * 1024 })
      const bridge = harness.createBridge()
      const outerHtml = `<html>${markup(100 * 1024)}</html>`
      const received = new Promise<string>((resolve) => {
        bridge.on('navTree', (payload) => resolve(payload.outerHtml))
      })
      await bridge.call('refresh')
      endpoint.emit('navTree', { tree: null, outerHtml })
      expect(await received).toBe(outerHtml)
    },
  )

  it('reconnects when the preview reloads and fails only what the old page had in hand', async () => {
    const first = harness.createEndpoint({
      functions: createFunctions({ goBack: () => new Promise<void>(() => {}) }),
    })
    const bridge = harness.createBridge()
    await bridge.call('refresh')
    const stranded = bridge.call('goBack')
    await vi.waitFor(() => expect(first.connected).toBe(true))
    first.close()
    harness.createEndpoint() // the reloaded page announces itself
    await expect(stranded).rejects.toMatchObject({ code: 'FRAME_RELOADED' })
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
  })

  it('tells the editor each time a frame instance connects, so it can initialise the new page', async () => {
    const connected: string[] = []
    const first = harness.createEndpoint()
    const bridge = harness.createBridge({ onConnected: (id) => connected.push(id) })
    await bridge.call('refresh')
    expect(connected).toHaveLength(1)
    first.close()
    harness.createEndpoint()
    await vi.waitFor(() => expect(connected).toHaveLength(2))
    expect(connected[0]).not.toBe(connected[1])
  })

  it('rejects pending and later requests with BRIDGE_CLOSED once closed', async () => {
    const bridge = harness.createBridge()
    const pending = bridge.call('refresh')
    bridge.close()
    await expect(pending).rejects.toMatchObject({ code: 'BRIDGE_CLOSED' })
    await expect(bridge.call('refresh')).rejects.toBeInstanceOf(BridgeError)
    expect(bridge.status).toBe('closed')
  })

  it('fails every request with PROTOCOL_VERSION_MISMATCH when the frame speaks another version', async () => {
    const port = rawFrame(harness)
    const onError = vi.fn()
    const bridge = harness.createBridge({ onError })
    const call = bridge.call('refresh')
    const frame = await port
    frame.postMessage({
      type: 'protocolVersionMismatch',
      payload: { protocolVersion: PROTOCOL_VERSION + 1 },
    })
    await expect(call).rejects.toMatchObject({ code: 'PROTOCOL_VERSION_MISMATCH' })
    await expect(bridge.call('refresh')).rejects.toMatchObject({
      code: 'PROTOCOL_VERSION_MISMATCH',
    })
    expect(bridge.status).toBe('failed')
    expect(onError).toHaveBeenCalledOnce()
    frame.close()
  })

  it('ignores and counts malformed and unknown port messages and answers to no request', async () => {
    const port = rawFrame(harness)
    const bridge = harness.createBridge()
    const frame = await port
    frame.postMessage(CONNECTED)
    frame.postMessage({ type: 'somethingNew', payload: {} })
    frame.postMessage('text')
    frame.postMessage({ type: 'executeFunctionResult', id: 'nobody-asked', payload: { result: 1 } })
    frame.postMessage({ type: 'event', kind: 'unknownKind', payload: { data: 1 } })
    await vi.waitFor(() => expect(bridge.stats.ignoredMessages).toBe(4))
    expect(bridge.status).toBe('connected')
    frame.close()
  })

  it('rejects a result of the wrong shape with INVALID_RESPONSE', async () => {
    const port = rawFrame(harness)
    const bridge = harness.createBridge()
    const frame = await port
    frame.onmessage = (event) => {
      const { id } = event.data as { id: string }
      frame.postMessage({ type: 'executeFunctionResult', id, payload: { result: 'not a list' } })
    }
    frame.postMessage(CONNECTED)
    await expect(bridge.call('getElementClassList', 'k')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringContaining('result of getElementClassList'),
    })
    frame.close()
  })

  it('drops, counts and reports an event of the wrong shape', async () => {
    const port = rawFrame(harness)
    const onError = vi.fn()
    const bridge = harness.createBridge({ onError })
    const handler = vi.fn()
    bridge.on('latestHref', handler)
    const frame = await port
    frame.postMessage(CONNECTED)
    frame.postMessage({ type: 'event', kind: 'latestHref', payload: { data: { href: 42 } } })
    frame.postMessage({ type: 'event', kind: 'latestHref', payload: { data: { href: '/ok' } } })
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith({ href: '/ok' }))
    expect(handler).toHaveBeenCalledOnce()
    expect(bridge.stats.ignoredMessages).toBe(1)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_RESPONSE' }))
    frame.close()
  })

  it('drops, counts and reports an event whose JSON text is not JSON', async () => {
    const port = rawFrame(harness)
    const onError = vi.fn()
    const bridge = harness.createBridge({ onError })
    const handler = vi.fn()
    bridge.on('latestHref', handler)
    const frame = await port
    frame.postMessage(CONNECTED)
    frame.postMessage({ type: 'event', kind: 'latestHref', payload: { json: '{"href":' } })
    frame.postMessage({ type: 'event', kind: 'latestHref', payload: { json: '{"href":"/ok"}' } })
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith({ href: '/ok' }))
    expect(handler).toHaveBeenCalledOnce()
    expect(bridge.stats.ignoredMessages).toBe(1)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_RESPONSE' }))
    frame.close()
  })

  it('accepts an iframe element and reads its window when connecting', async () => {
    harness.createEndpoint()
    const bridge = createParentBridge({
      iframe: { contentWindow: harness.previewWindow.handleFor(harness.editorWindow) },
      previewOrigin: `${PREVIEW_ORIGIN}/some/page`,
      hostWindow: harness.editorWindow.target,
    })
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
    bridge.close()
  })

  it('refuses a wildcard preview origin', () => {
    expect(() => harness.createBridge({ previewOrigin: '*' })).toThrow(TypeError)
  })
})
