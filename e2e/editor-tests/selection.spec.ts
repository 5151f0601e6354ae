import { expect, test } from '../support/editor-test'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('a click in the preview selects the element, outlines it and selects its layer', async ({
  editor,
}) => {
  for (const name of ['App', 'main', 'h1', 'button', 'ul', 'section', 'aside', 'Footer', 'Badge']) {
    await expect(editor.treeItem(name).first()).toBeVisible()
  }
  // The .map() items and the conditional element are layers too.
  await expect(editor.layers.getByRole('treeitem', { name: /^li\b/ })).toHaveCount(3)
  await expect(editor.treeItem('p Now in beta')).toBeVisible()
  await expect(editor.selectedTreeItem).toHaveCount(0)

  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await expect(editor.selectedTreeItem).toHaveCount(1)
  await editor.expectOutlined(heading)
  await expect(editor.toolButton('Delete')).toBeEnabled()

  // A click on another element moves the selection.
  const card = editor.app('div').filter({ hasText: /^Beta card$/ })
  await card.click()
  await expect(editor.treeItem('div Beta card')).toHaveAttribute('aria-selected', 'true')
  await expect(editor.treeItem('h1')).toHaveAttribute('aria-selected', 'false')
  await editor.expectOutlined(card)

  // Outside drive mode the app does not get the click.
  const button = editor.app('button')
  await editor.selectInPreview(button, 'button')
  await expect(button).toHaveText('Clicked 0 times')

  // Escape clears the selection.
  await editor.shortcut('Escape')
  await expect(editor.selectedTreeItem).toHaveCount(0)
  await expect(editor.selectedOutline).toHaveCount(0)
})

test('a click on a layer selects the element in the preview', async ({ editor }) => {
  await editor.selectInLayers('li Visual')
  await editor.expectOutlined(editor.app('li').filter({ hasText: 'Visual' }))

  await editor.selectInLayers('span Made with Splendid')
  await editor.expectOutlined(editor.app('footer span').first())
  await expect(editor.treeItem('li Visual')).toHaveAttribute('aria-selected', 'false')
})
