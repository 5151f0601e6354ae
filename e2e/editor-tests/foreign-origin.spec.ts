import { serveForeignPage } from '../support/editor-foreign-origin'
import { expect, test } from '../support/editor-test'

// A page on a third origin, framed into the editor, that imitates the frame towards the editor
// and the editor towards the preview. Every message must be dropped by the origin checks.
const INTRUDER = `<!doctype html><html><body><script>
  const version = 2
  const post = (target, message, transfer) => target.postMessage(message, '*', transfer)
  post(parent, { type: 'splendid-frame-bridge:ready', protocolVersion: version, frameInstanceId: 'intruder' })
  post(parent, { type: 'event', kind: 'selectedElementKey', payload: { data: { elementKey: null } } })
  post(parent, { type: 'event', kind: 'navTree', payload: { data: { tree: null, outerHtml: '' } } })
  const preview = parent.frames[0]
  post(preview, { type: 'splendid-frame-bridge:hello', protocolVersion: version })
  const channel = new MessageChannel()
  channel.port1.onmessage = () => { document.body.dataset.answered = 'yes' }
  post(preview, { type: 'splendid-frame-bridge:init', protocolVersion: version, frameInstanceId: 'any' }, [channel.port2])
  window.addEventListener('message', () => { document.body.dataset.answered = 'yes' })
  document.body.dataset.sent = 'yes'
</script></body></html>`

test('messages from a foreign origin are ignored by the editor and by the frame', async ({
  editor,
}) => {
  const foreign = await serveForeignPage(INTRUDER)
  try {
    await editor.open()
    const heading = editor.app('h1')
    await editor.selectInPreview(heading, 'h1')
    // The intruder addresses the preview as parent.frames[0].
    expect(
      await editor.page.evaluate(
        () =>
          window.frames[0] ===
          document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')?.contentWindow,
      ),
    ).toBe(true)

    await editor.page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.src = url
      frame.title = 'Intruder'
      frame.style.cssText = 'position:fixed;bottom:0;left:0;width:10px;height:10px;border:0'
      document.body.append(frame)
    }, foreign.url)
    const intruder = editor.page.frameLocator('iframe[title="Intruder"]')
    await expect(intruder.locator('body')).toHaveAttribute('data-sent', 'yes')
    // Give the messages time to arrive and (wrongly) take effect.
    await editor.page.waitForTimeout(1_000)

    await expect(intruder.locator('body')).not.toHaveAttribute('data-answered', 'yes')
    await expect(editor.treeItem('h1')).toHaveAttribute('aria-selected', 'true')
    await expect(editor.treeItem('section')).toBeVisible()
    await editor.expectOutlined(heading)

    // The real bridge still works both ways.
    await editor.selectInPreview(editor.app('li').filter({ hasText: 'Fast' }), 'li Fast')
    await editor.selectInLayers('aside')
    await editor.expectOutlined(editor.app('aside'))
  } finally {
    await foreign.close()
  }
})
