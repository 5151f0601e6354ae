// The editor stand-in of the editor-frame test (editor-stand-in.html, served by the dev server
// under one hostname while the preview uses the other): a parent bridge to learner-web in an
// iframe, exposed on `window` for the test to drive. The preview URL is the `preview` parameter.
import { createParentBridge, type FrameEventPayloads } from '@splendid/frame-bridge'

/** What the stand-in exposes on `window`. */
export interface EditorStandIn {
  readonly connections: number
  readonly navTrees: FrameEventPayloads['navTree'][]
  initProject(): Promise<void>
}

const preview = new URL(new URLSearchParams(location.search).get('preview') ?? '')
const iframe = document.createElement('iframe')
iframe.src = preview.href
iframe.style.width = '1280px'
iframe.style.height = '800px'

const navTrees: FrameEventPayloads['navTree'][] = []
let connections = 0
const bridge = createParentBridge({
  iframe,
  previewOrigin: preview.origin,
  timeoutMs: 20_000,
  onConnected: () => {
    connections += 1
  },
})
bridge.on('navTree', (payload) => navTrees.push(payload))

const standIn: EditorStandIn = {
  get connections() {
    return connections
  },
  navTrees,
  initProject: () =>
    bridge.call('initProject', {
      projectId: 'splendid',
      canvasId: 'learner-web',
      storyboardId: 'landing',
      storyboardType: 'APPLICATION',
      treeElementLookup: {},
      scopeLookup: {},
      storyboardComponentElement: null,
      zoomPerc: 1,
      driveModeEnabled: false,
      aiContextEnabled: false,
    }),
}
Object.assign(window, { editorStandIn: standIn })
document.body.append(iframe)
