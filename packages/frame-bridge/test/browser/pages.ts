/** The HTML pages of the real-browser test. Each loads the bundled package from `/bridge.js`. */

/** The editor: exposes the package on `window.bridgeLib` for the test to drive. */
export const EDITOR_PAGE = `<!doctype html>
<html><body>
<script type="module">
  import * as bridgeLib from '/bridge.js'
  window.bridgeLib = bridgeLib
  window.libLoaded = true
</script>
</body></html>`

/**
 * The preview: a frame endpoint that accepts the parent origin named in \`?parent=\` and answers
 * from the real DOM.
 */
export const FRAME_PAGE = `<!doctype html>
<html><body>
<div id="card" class="p-4 rounded-lg shadow">Card</div>
<script type="module">
  import { createFrameEndpoint } from '/bridge.js'
  const parent = new URLSearchParams(location.search).get('parent')
  const endpoint = createFrameEndpoint({
    allowedParentOrigins: [parent],
    functions: {
      getElementClassList: (id) => [...document.getElementById(id).classList],
      getCssEvals: (text) => ({ length: String(text.length), display: getComputedStyle(document.body).display }),
      setSelectedElement(key) {
        endpoint.emit('selectedElementKey', { elementKey: key })
      },
    },
    inspect: ({ componentName }) =>
      componentName === 'Card'
        ? { props: { title: 'Card', node: document.body, onClick() {} }, state: { open: true } }
        : { error: 'No component found' },
  })
  window.endpoint = endpoint
</script>
</body></html>`

/** A stranger at another origin, embedded in the editor, pretending to be the preview. */
export const STRANGER_PAGE = `<!doctype html>
<html><body>
<script>
  // Again and again, so that a bridge created at any time hears it.
  setInterval(() => {
    window.parent.postMessage(
      { type: 'splendid-frame-bridge:ready', protocolVersion: 1, frameInstanceId: 'impostor' },
      '*',
    )
  }, 100)
</script>
</body></html>`
