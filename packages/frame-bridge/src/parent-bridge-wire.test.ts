import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPRESSION_THRESHOLD } from './compression'
import { parseRequestEnvelope } from './messages/host-to-frame-message'
import { INIT_MESSAGE_TYPE, READY_MESSAGE_TYPE } from './messages/window-messages'
import { PROTOCOL_VERSION } from './protocol-version'
import { createFunctions, createHarness, EDITOR_ORIGIN, renewHarness } from './test/harness'
import { treeElement } from './test/tree-element'

let harness = createHarness()

afterEach(() => {
  harness = renewHarness(harness)
})

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
    expect(COMPRESSION_THRESHOLD).toBe(Number.POSITIVE_INFINITY)
    frame.close()
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
})
