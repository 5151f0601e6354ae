import { expect, test } from '../support/editor-test'

test('drive mode hands clicks to the app and hides the outlines; leaving it edits again', async ({
  editor,
}) => {
  await editor.open()
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await expect(editor.selectedOutline).toBeVisible()

  const drive = editor.topButton('Drive mode')
  await expect(drive).toHaveAttribute('aria-pressed', 'false')
  await drive.click()
  await expect(drive).toHaveAttribute('aria-pressed', 'true')
  await expect(editor.selectedOutline).toBeHidden()

  // The app's own click handler runs; the selection does not move.
  const button = editor.app('button')
  await button.click()
  await expect(button).toHaveText('Clicked 1 times')
  await button.hover()
  await expect(editor.outlines.filter({ visible: true })).toHaveCount(0)
  await expect(editor.treeItem('button')).toHaveAttribute('aria-selected', 'false')

  await drive.click()
  await expect(drive).toHaveAttribute('aria-pressed', 'false')
  await editor.selectInPreview(button, 'button')
  await expect(button).toHaveText('Clicked 1 times')
  await expect(editor.selectedOutline).toBeVisible()
})
