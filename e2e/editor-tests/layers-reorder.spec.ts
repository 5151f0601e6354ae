import type { Locator, Page } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { addPanel, PANEL_SOURCE } from '../support/editor-panel'
import { expect, test } from '../support/editor-test'

// Reordering from the layers panel: Alt+Arrow Up / Down on the selected layer, or a layer row
// dragged onto the upper / lower half of another row. One Move Element change each (one undo).

const ALPHA = '<div className="w-40 rounded bg-sky-100 p-3">Alpha card</div>'
const BETA = '<div className="w-40 rounded bg-rose-100 p-3">Beta card</div>'
const GAMMA = '<div className="w-40 rounded bg-lime-100 p-3">Gamma card</div>'

/** The polite status line of the layers panel, where each move is announced. */
function announcement(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).getByRole('status')
}

/** The card layers in the panel's order. */
function cardRows(editor: EditorPage): Promise<string[]> {
  return editor.layers
    .getByRole('treeitem')
    .filter({ hasText: / card$/ })
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/^div/, '')))
}

/** Presses on `source`'s row and drags it to the upper or lower quarter of `over`'s row. */
async function dragRow(
  editor: EditorPage,
  source: Locator,
  over: Locator,
  side: 'upper' | 'lower',
) {
  const from = await source.boundingBox()
  const to = await over.boundingBox()
  if (from === null || to === null) throw new Error('a layer row is not visible')
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const end = { x: to.x + to.width / 2, y: to.y + to.height * (side === 'upper' ? 0.25 : 0.75) }
  await editor.page.mouse.move(start.x, start.y)
  await editor.page.mouse.down()
  await editor.page.mouse.move(start.x, start.y + 8, { steps: 3 })
  await editor.page.mouse.move(end.x, end.y, { steps: 10 })
  return {
    drop: () => editor.page.mouse.up(),
    indicator: editor.page.getByTestId('layers-drop-indicator'),
  }
}

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('Alt+Arrow Down and Alt+Arrow Up move the selected layer among its siblings, each one undo', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await editor.selectInLayers('div Alpha card')
  await editor.layers.press('Alt+ArrowDown')

  const moved = fixture.replace(`${ALPHA}\n        ${BETA}`, `${BETA}\n        ${ALPHA}`)
  expect(moved).not.toBe(fixture)
  await expect.poll(() => app.read('src/App.tsx')).toBe(moved)
  await expect(editor.rendered('section > div')).toHaveText(['Beta card', 'Alpha card'])
  await expect(announcement(editor.page)).toHaveText('Moved div.')
  // The layers show the new order (the preview's tree after the hot reload), and the moved
  // layer stays selected, so the keys can go on moving it.
  await expect.poll(() => cardRows(editor)).toEqual(['Beta card', 'Alpha card', 'Gamma card'])
  await expect(editor.treeItem('div Alpha card')).toHaveAttribute('aria-selected', 'true')
  await editor.layers.press('Alt+ArrowDown')
  await expect(announcement(editor.page)).toHaveText('div is already last.')

  await editor.layers.press('Alt+ArrowUp')
  await expect(announcement(editor.page)).toHaveText('Moved div.')
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await expect(editor.rendered('section > div')).toHaveText(['Alpha card', 'Beta card'])
  await expect.poll(() => cardRows(editor)).toEqual(['Alpha card', 'Beta card', 'Gamma card'])

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(moved)
  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toHaveCount(2)
})

test('dragging a layer onto another parent’s row moves it there; Escape cancels a drag', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const alpha = editor.treeItem('div Alpha card')
  const gamma = editor.treeItem('div Gamma card')

  const cancelled = await dragRow(editor, alpha, gamma, 'lower')
  await expect(cancelled.indicator).toHaveAttribute('data-allowed', 'true')
  await editor.page.keyboard.press('Escape')
  await expect(cancelled.indicator).toHaveCount(0)
  await cancelled.drop()
  await expect(announcement(editor.page)).toHaveText('Move cancelled.')
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toHaveCount(0)
  expect(await app.read('src/App.tsx')).toBe(fixture)

  const drag = await dragRow(editor, alpha, gamma, 'lower')
  await expect(drag.indicator).toHaveAttribute('data-allowed', 'true')
  await drag.drop()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(fixture.replace(`        ${ALPHA}\n`, '').replace(GAMMA, `${GAMMA}\n        ${ALPHA}`))
  await expect(editor.rendered('aside > div')).toHaveText(['Gamma card', 'Alpha card'])
  await expect(editor.rendered('section > div')).toHaveText(['Beta card'])
  await expect(editor.historyItem('Move Element')).toHaveCount(1)

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
})

test('moves the source cannot take are refused with a reason and send nothing', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const requests: string[] = []
  editor.page.on('request', (request) => {
    if (request.method() === 'POST' && /moveJsxElement/.test(request.url()))
      requests.push(request.url())
  })

  // Into itself: the section's row onto its own child's row.
  const section = editor.treeItem('section')
  const drag = await dragRow(editor, section, editor.treeItem('div Beta card'), 'lower')
  await expect(drag.indicator).toHaveAttribute('data-allowed', 'false')
  await drag.drop()
  await expect(announcement(editor.page)).toHaveText('A layer cannot be moved inside itself.')

  // Copies of one list item rendered by map.
  await editor.selectInLayers('li Fast')
  await editor.layers.press('Alt+ArrowDown')
  await expect(announcement(editor.page)).toHaveText(
    'Copies of a repeated layer cannot be reordered.',
  )

  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toHaveCount(0)
  expect(requests).toEqual([])
  expect(await app.read('src/App.tsx')).toBe(fixture)
})

test('a layer moves past a conditional element as a whole, and among the children a layout component was given', async ({
  editor,
  app,
}) => {
  // <ul> up past {showNotice && <p>Now in beta</p>}: before the expression (element neighbours
  // would name the <p> inside it, which the source cannot take).
  await editor.selectInLayers('ul')
  await editor.layers.press('Alt+ArrowUp')
  await expect(announcement(editor.page)).toHaveText('Moved ul.')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<\/button>\n\s*<ul [\s\S]*?<\/ul>\n\s*\{showNotice && <p[^>]*>Now in beta<\/p>\}\n\s*<section/,
    )

  // <Panel>'s children, rendered inside Panel's own <div>: moved in App.tsx, where they are written.
  await addPanel(app, [ALPHA.replace('Alpha', 'Delta'), BETA.replace('Beta', 'Epsilon')])
  await expect(editor.rendered('div').filter({ hasText: /^Epsilon card$/ })).toBeVisible()
  await editor.open()
  await editor.selectInLayers('div Epsilon card')
  await editor.layers.press('Alt+ArrowUp')
  await expect(announcement(editor.page)).toHaveText('Moved div.')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<Panel>\n\s*<div[^>]*>Epsilon card<\/div>\n\s*<div[^>]*>Delta card<\/div>\n\s*<\/Panel>/,
    )
  expect(await app.read('src/components/Panel.tsx')).toBe(PANEL_SOURCE)
  // This session's history (the page was opened again after the first move).
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toHaveCount(1)
})
