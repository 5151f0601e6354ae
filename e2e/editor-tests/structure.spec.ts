import type { Locator } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { expect, test } from '../support/editor-test'

const count = (text: string, part: string) => text.split(part).length - 1

function card(editor: EditorPage, name: string): Locator {
  return editor.app('div').filter({ hasText: new RegExp(`^${name}$`) })
}

/** The card as React renders it (instant-update copies excluded). */
function renderedCard(editor: EditorPage, name: string): Locator {
  return editor.rendered('div').filter({ hasText: new RegExp(`^${name}$`) })
}

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('Add element adds a div, in the preview and in the source', async ({ editor, app }) => {
  const before = await app.read('src/App.tsx')
  const divs = await editor.app('div').count()
  await editor.selectInLayers('section')
  await editor.toolButton('Add element').click()
  // The instant update shows the new div before the source changes.
  await expect.poll(() => editor.app('div').count()).toBeGreaterThan(divs)
  await expect
    .poll(async () => count(await app.read('src/App.tsx'), '<div'))
    .toBe(count(before, '<div') + 1)
  // After the hot reload the new element is a real one of the app, listed in the layers.
  await expect(editor.rendered('section > div')).toHaveCount(3)
  await expect(editor.layers.getByRole('treeitem', { name: /^div\b/ })).toHaveCount(4)
})

test('Wrap in div puts the selection in a new div', async ({ editor, app }) => {
  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.toolButton('Wrap in div').click()
  // The instant update: the heading shows inside a div at once.
  await expect(editor.app('div > h1').first()).toBeVisible()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<div[^>]*>\s*<h1 className="text-3xl font-bold">Build lessons visually<\/h1>\s*<\/div>/,
    )
  await expect(editor.rendered('main > div > h1')).toHaveText('Build lessons visually')
  await expect(editor.rendered('main > h1')).toHaveCount(0)
})

test('Duplicate copies the selection next to it', async ({ editor, app }) => {
  await editor.selectInPreview(card(editor, 'Alpha card'), 'div Alpha card')
  await editor.toolButton('Duplicate').click()
  // The instant update shows the copy at once.
  await expect(card(editor, 'Alpha card').nth(1)).toBeVisible()
  await expect.poll(async () => count(await app.read('src/App.tsx'), '>Alpha card</div>')).toBe(2)
  await expect(editor.rendered('section > div')).toHaveText([
    'Alpha card',
    'Alpha card',
    'Beta card',
  ])
})

test('Change tag turns the heading into an h2', async ({ editor, app }) => {
  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.elementToolbar.getByRole('textbox', { name: 'Tag name' }).fill('h2')
  await editor.toolButton('Change tag').click()
  await expect(editor.app('h2').first()).toHaveText('Build lessons visually')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<h2 className="text-3xl font-bold">Build lessons visually</h2>')
  await expect(editor.rendered('h2')).toHaveText('Build lessons visually')
  await expect(editor.rendered('h1')).toHaveCount(0)
  await expect(editor.treeItem('h2')).toBeVisible()
})

test('Delete removes the conditional element with its condition; Undo and Redo replay it', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const notice = editor.app('p').filter({ hasText: 'Now in beta' })
  await editor.selectInPreview(notice, 'p Now in beta')
  await editor.toolButton('Delete').click()
  await expect(notice).toBeHidden()
  await expect.poll(() => app.read('src/App.tsx')).not.toContain('Now in beta')
  expect(await app.read('src/App.tsx')).not.toContain('showNotice &&')

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await expect(notice).toBeVisible()

  await editor.topButton('Redo').click()
  await expect.poll(() => app.read('src/App.tsx')).not.toContain('Now in beta')
  await expect(notice).toHaveCount(0)

  await editor.tab('History').click()
  await expect(editor.historyItem('Delete Element').first()).toBeVisible()
})

test('keyboard: Delete, Ctrl+Z, Ctrl+Shift+Z, Ctrl+D and Ctrl+G on the editor', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const beta = card(editor, 'Beta card')
  await editor.selectInPreview(beta, 'div Beta card')
  await editor.shortcut('Delete')
  await expect(beta).toBeHidden()
  await expect.poll(() => app.read('src/App.tsx')).not.toContain('Beta card')

  await editor.shortcut('Control+Z')
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await expect(beta).toBeVisible()

  await editor.shortcut('Control+Shift+Z')
  await expect.poll(() => app.read('src/App.tsx')).not.toContain('Beta card')
  await expect(beta).toHaveCount(0)

  const gamma = card(editor, 'Gamma card')
  await editor.selectInPreview(gamma, 'div Gamma card')
  await editor.shortcut('ControlOrMeta+D')
  await expect.poll(async () => count(await app.read('src/App.tsx'), '>Gamma card</div>')).toBe(2)
  await expect(renderedCard(editor, 'Gamma card')).toHaveCount(2)

  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.shortcut('ControlOrMeta+G')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<div[^>]*>\s*<h1 className="text-3xl font-bold">Build lessons visually<\/h1>\s*<\/div>/,
    )
})

test('the instant-update copies are gone once the hot reload has the real elements', async ({
  editor,
  app,
}) => {
  // The refresh 1 s after the hot reload removes the data-arb89-temp stand-ins, even though the
  // reload itself already rebuilt the tree.
  await editor.selectInPreview(card(editor, 'Alpha card'), 'div Alpha card')
  await editor.toolButton('Duplicate').click()
  await expect.poll(async () => count(await app.read('src/App.tsx'), '>Alpha card</div>')).toBe(2)
  await expect(editor.rendered('section > div')).toHaveCount(3)
  await expect(editor.tempNodes).toHaveCount(0)
  await expect(editor.app('section > div')).toHaveText(['Alpha card', 'Alpha card', 'Beta card'])
})
