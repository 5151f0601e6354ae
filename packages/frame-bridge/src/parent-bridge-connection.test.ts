import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { HELLO_MESSAGE_TYPE, READY_MESSAGE_TYPE } from './messages/window-messages'
import { createParentBridge } from './parent-bridge'
import { PROTOCOL_VERSION } from './protocol-version'
import { FakeWindow } from './test/fake-window'
import {
  createFunctions,
  createHarness,
  EDITOR_ORIGIN,
  PREVIEW_ORIGIN,
  renewHarness,
} from './test/harness'

let harness = createHarness()

afterEach(() => {
  harness = renewHarness(harness)
})

describe('createParentBridge', () => {
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

  it('says hello to a page already there, not to the blank document an iframe starts with', () => {
    const blank = { location: { href: 'about:blank' }, postMessage: vi.fn() }
    harness.createBridge({ targetWindow: blank })
    expect(blank.postMessage).not.toHaveBeenCalled()
    // The preview's document is of another origin: reading where it is throws.
    const preview = {
      get location(): never {
        throw new DOMException(
          'Blocked a frame from accessing a cross-origin frame',
          'SecurityError',
        )
      },
      postMessage: vi.fn(),
    }
    harness.createBridge({ targetWindow: preview })
    expect(preview.postMessage).toHaveBeenCalledWith(
      { type: HELLO_MESSAGE_TYPE, protocolVersion: PROTOCOL_VERSION },
      PREVIEW_ORIGIN,
    )
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
