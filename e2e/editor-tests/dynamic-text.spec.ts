import { expect, test } from '../support/editor-test'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('Edit Dynamic Text on a text passed as a literal prop rewrites that prop where it is written', async ({
  editor,
  app,
}) => {
  const badge = editor.app('footer span.bg-amber-100')
  await expect(badge).toHaveText('Beta')
  // A click in a component's output selects the instance; Ctrl/⌘ picks the element itself.
  await badge.click({ modifiers: ['ControlOrMeta'] })
  await expect(editor.treeItem('span Beta')).toHaveAttribute('aria-selected', 'true')

  // Not static text: the overlay offers the button instead of editing in place.
  const button = editor.preview.getByRole('button', { name: 'Edit Dynamic Text' })
  await button.click()
  const dialog = editor.page.getByRole('dialog', { name: 'Edit Dynamic Text' })
  await expect(dialog).toContainText('This text comes from the label prop of Badge')
  await expect(dialog).toContainText('src/components/Footer.tsx:7')
  const value = dialog.getByLabel('Value of label')
  await expect(value).toHaveValue('Beta')
  await expect(value).toBeFocused()
  await value.fill('Preview')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  await expect
    .poll(() => app.read('src/components/Footer.tsx'))
    .toContain('<Badge label="Preview" />')
  await expect(editor.rendered('footer span.bg-amber-100')).toHaveText('Preview')
  await editor.tab('History').click()
  await expect(editor.historyItem('Change Prop')).toContainText('Applied')
})

test('Edit Dynamic Text on computed text explains where it is computed and changes nothing', async ({
  editor,
  app,
}) => {
  const before = await app.read('src/App.tsx')
  const counter = editor.app('button')
  await editor.selectInPreview(counter, 'button Clicked')
  await editor.preview.getByRole('button', { name: 'Edit Dynamic Text' }).click()
  const dialog = editor.page.getByRole('dialog', { name: 'Edit Dynamic Text' })
  await expect(dialog).toContainText('Clicked 0 times')
  await expect(dialog).toContainText('computed by the code')
  await expect(dialog).toContainText('src/App.tsx:14')
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Copy location' })).toBeFocused()
  await editor.page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await app.read('src/App.tsx')).toBe(before)
})
