// The editor stand-in: a parent bridge to the preview iframe, exposed for the test to drive.
import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { createParentBridge } from '../../../../src/index'

const iframe = document.createElement('iframe')
iframe.src = '/index.html'
iframe.style.width = '800px'
iframe.style.height = '600px'
document.body.append(iframe)
const bridge = createParentBridge({ iframe, previewOrigin: location.origin, timeoutMs: 20_000 })
const events: { kind: string; payload: unknown }[] = []
for (const kind of ['navTree', 'selectedElementKey', 'instantUpdateDone', 'dragEnd'] as const) {
  bridge.on(kind, (payload) => events.push({ kind, payload }))
}
Object.assign(window, { bridge, events, createChangeItem, serialiseChangeItem, parentReady: true })
