// The editor stand-in: connects a parent bridge so the frame runtime starts as in the editor.
import { createParentBridge } from '../../../src/index'

const iframe = document.createElement('iframe')
iframe.src = '/index.html'
iframe.style.width = '1280px'
iframe.style.height = '800px'
document.body.append(iframe)
const bridge = createParentBridge({ iframe, previewOrigin: location.origin, timeoutMs: 30_000 })
Object.assign(window, { bridge, parentReady: true })
