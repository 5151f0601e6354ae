import { withBadgeAfterHeading } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

// Copy and paste of elements (⌘/Ctrl+C, ⌘/Ctrl+V, or the element toolbar): the copy goes right
// after the selected element, in its parent in the source; across files the imports follow.

const ALPHA = '<div className="w-40 rounded bg-sky-100 p-3">Alpha card</div>'
const GAMMA = '<div className="w-40 rounded bg-lime-100 p-3">Gamma card</div>'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('a component instance copied from another file is pasted with its import; one undo restores the file', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await editor.selectInLayers('Badge')
  await editor.shortcut('Control+C')
  await expect(editor.page.getByText('Copied 1 element')).toBeVisible()

  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.shortcut('Control+V')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(withBadgeAfterHeading(fixture, '<Badge label="Beta" />'))
  await expect(editor.rendered('main > h1 + span')).toHaveText('Beta')
  await editor.tab('History').click()
  await expect(editor.historyItem('Add Element')).toContainText('Applied')

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
})

test('the toolbar copies a card and pastes it after another parent’s card; Paste waits for a copy', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await editor.selectInPreview(
    editor.app('div').filter({ hasText: /^Gamma card$/ }),
    'div Gamma card',
  )
  await expect(editor.toolButton('Paste')).toBeDisabled()

  await editor.selectInLayers('div Alpha card')
  await editor.toolButton('Copy').click()
  await editor.selectInLayers('div Gamma card')
  await editor.toolButton('Paste').click()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(fixture.replace(GAMMA, `${GAMMA}\n        ${ALPHA}`))
  await expect(editor.rendered('aside > div')).toHaveText(['Gamma card', 'Alpha card'])
  await expect(editor.rendered('section > div')).toHaveText(['Alpha card', 'Beta card'])
})
