import type { Locator } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { expect, test } from '../support/editor-test'

function card(editor: EditorPage, name: string): Locator {
  return editor.rendered('div').filter({ hasText: new RegExp(`^${name}$`) })
}

/**
 * Presses on the centre of `source`, moves in small steps (past the 20 px drag threshold) to
 * `to` (page coordinates of the editor) and releases there.
 */
async function drag(editor: EditorPage, source: Locator, to: { x: number; y: number }) {
  const box = await source.boundingBox()
  if (box === null) throw new Error('the element to drag is not visible')
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await editor.page.mouse.move(from.x, from.y)
  await editor.page.mouse.down()
  await editor.page.mouse.move(from.x + 8, from.y + 4, { steps: 4 })
  await editor.page.mouse.move(to.x, to.y, { steps: 15 })
  await editor.page.mouse.move(to.x + 1, to.y, { steps: 2 })
  await editor.page.mouse.up()
}

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('dragging a card before its sibling reorders them in the preview and in the source', async ({
  editor,
  app,
}) => {
  const beta = card(editor, 'Beta card')
  await editor.selectInPreview(beta, 'div Beta card')
  const alpha = await card(editor, 'Alpha card').boundingBox()
  if (alpha === null) throw new Error('Alpha card is not visible')
  // Over the left quarter of the first card of the row: drop before it.
  await drag(editor, beta, { x: alpha.x + alpha.width / 4, y: alpha.y + alpha.height / 2 })

  await expect
    .poll(async () => {
      const text = await app.read('src/App.tsx')
      return text.indexOf('Beta card') < text.indexOf('Alpha card')
    })
    .toBe(true)
  await expect(editor.rendered('section > div')).toHaveText(['Beta card', 'Alpha card'])
  await expect(editor.rendered('section > div').first()).toBeVisible()
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toContainText('Applied')
})

test('dragging a card into another parent moves it there in the preview and in the source', async ({
  editor,
  app,
}) => {
  const alpha = card(editor, 'Alpha card')
  await editor.selectInPreview(alpha, 'div Alpha card')
  const gamma = await card(editor, 'Gamma card').boundingBox()
  if (gamma === null) throw new Error('Gamma card is not visible')
  // Over the right quarter of the aside's only card: drop after it, inside the aside.
  await drag(editor, alpha, { x: gamma.x + (gamma.width * 3) / 4, y: gamma.y + gamma.height / 2 })

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/<aside[^>]*>\s*<div[^>]*>Gamma card<\/div>\s*<div[^>]*>Alpha card<\/div>\s*<\/aside>/)
  await expect(editor.rendered('aside > div')).toHaveText(['Gamma card', 'Alpha card'])
  await expect(editor.rendered('section > div')).toHaveText(['Beta card'])
  await expect(card(editor, 'Alpha card')).toBeVisible()
})
