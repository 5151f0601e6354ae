import type { Locator } from '@playwright/test'
import { tinyPng } from '@splendid/vitest-config/images'
import type { EditorPage } from '../support/editor-page'
import { readFixture } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

// Insert image and Replace image, each starting with the section selected.

test.beforeEach(async ({ editor }) => {
  await editor.open()
  await editor.selectInLayers('section')
})

/** The Insert image dialog. */
function imageDialog(editor: EditorPage): Locator {
  return editor.page.getByRole('dialog', { name: 'Insert image' })
}

/** Picks a red PNG of `width` × `height` named `name` for Insert image (its dialog opens). */
async function pickImage(editor: EditorPage, name: string, width: number, height: number) {
  await editor.page.getByLabel('Image file to insert').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: tinyPng(width, height),
  })
}

/** Inserts the image of the open dialog with this alternative text (`''`: decorative). */
async function confirmImage(editor: EditorPage, alt: string) {
  const dialog = imageDialog(editor)
  if (alt === '')
    await dialog.getByRole('checkbox', { name: 'Decorative image (no alternative text)' }).check()
  else await dialog.getByRole('textbox', { name: 'Alternative text' }).fill(alt)
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click()
}

test('Insert image copies a picked PNG into src/assets and adds an <img> importing it; Undo restores App.tsx', async ({
  editor,
  app,
}) => {
  const fixture = await readFixture('src/App.tsx')
  await pickImage(editor, 'Red Dot.png', 30, 20)
  // No alternative text yet, nor marked decorative: nothing to insert.
  await expect(
    imageDialog(editor).getByRole('button', { name: 'Insert', exact: true }),
  ).toBeDisabled()
  await confirmImage(editor, 'A red dot')

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain(
      '        <img src={redDotImage} alt="A red dot" width={30} height={20} />\n      </section>',
    )
  const text = await app.read('src/App.tsx')
  expect(text).toContain(
    "import { Footer } from './components/Footer'\nimport redDotImage from './assets/red-dot.png'\n",
  )
  expect((await app.read('src/assets/red-dot.png')).length).toBeGreaterThan(0)
  const img = editor.rendered('section > img')
  await expect(img).toHaveAttribute('alt', 'A red dot')
  await expect
    .poll(() =>
      img.evaluate((each: HTMLImageElement) => [each.naturalWidth, each.naturalHeight, each.width]),
    )
    .toEqual([30, 20, 30])

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
})

test('Replace image copies a new file and points the selected <img> at it', async ({
  editor,
  app,
}) => {
  await pickImage(editor, 'dot.png', 30, 20)
  await confirmImage(editor, '')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<img src={dotImage} alt="" width={30} height={20} />')
  const img = editor.rendered('section > img')
  await expect(img).toHaveCount(1)
  await editor.selectInLayers('img')
  await editor.page.getByLabel('Image file to replace with').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: tinyPng(60, 10),
  })
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain(
      '<img src={new URL("./assets/wide.png", import.meta.url).href} alt="" width={30} height={20} />',
    )
  await expect
    .poll(() =>
      editor.rendered('section > img').evaluate((each: HTMLImageElement) => each.naturalWidth),
    )
    .toBe(60)
})

test('an image file dropped on Insert image asks for its alt text and is inserted', async ({
  editor,
  app,
}) => {
  const bytes = [...tinyPng(4, 4)]
  const transfer = await editor.page.evaluateHandle((data) => {
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }))
    return dataTransfer
  }, bytes)
  const button = editor.toolButton('Insert image')
  await button.dispatchEvent('dragover', { dataTransfer: transfer })
  await button.dispatchEvent('drop', { dataTransfer: transfer })
  await confirmImage(editor, 'Dropped')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<img src={droppedImage} alt="Dropped" width={4} height={4} />')
})
