import { expect, test } from '../support/editor-test'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('a click on the selected static text edits it in place; leaving it writes the source', async ({
  editor,
  app,
}) => {
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')

  // Escape while editing restores the text and writes nothing.
  await heading.click()
  await expect(heading).toBeFocused()
  await editor.page.keyboard.press('ControlOrMeta+A')
  await editor.page.keyboard.type('Thrown away')
  await editor.page.keyboard.press('Escape')
  await expect(heading).toHaveText('Build lessons visually')
  await editor.layers.click({ position: { x: 5, y: 5 } })
  await editor.selectInPreview(heading, 'h1')

  await heading.click()
  await expect(heading).toHaveAttribute('contenteditable', /^(plaintext-only|true)$/)
  await expect(heading).toBeFocused()

  await editor.page.keyboard.press('ControlOrMeta+A')
  await editor.page.keyboard.type('Design lessons visually')
  await expect(heading).toHaveText('Design lessons visually')
  // Clicking elsewhere (outside the preview) ends the edit.
  await editor.layers.click({ position: { x: 5, y: 5 } })

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<h1 className="text-3xl font-bold">Design lessons visually</h1>')
  await expect(heading).not.toHaveAttribute('contenteditable', /.+/)
  await expect(heading).toHaveText('Design lessons visually')

  // One edit only: the one abandoned with Escape sent nothing.
  await editor.tab('History').click()
  await expect(editor.historyItem('Edit Text')).toHaveCount(1)
  await expect(editor.historyItem('Edit Text')).toContainText('Applied')
})

test('the layers panel shows the new text after an in-place edit', async ({ editor, app }) => {
  // The tree reads the props React last committed (not a stale fiber of the pair), and typing
  // hands React its own text node back, so the hot reload's text reaches the layer's name.
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await heading.click()
  await expect(heading).toBeFocused()
  await editor.page.keyboard.press('ControlOrMeta+A')
  await editor.page.keyboard.type('Design lessons visually')
  await editor.page.keyboard.press('Enter')
  await expect.poll(() => app.read('src/App.tsx')).toContain('>Design lessons visually</h1>')
  await expect(editor.treeItem('h1 Design lessons visually')).toBeVisible()
})
