import { crc32, deflateSync } from 'node:zlib'
import { readFixture } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A decodable PNG of `width` × `height` red pixels. */
function redPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 0, 0]))])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('Insert image copies a picked PNG into src/assets and adds an <img> importing it; Undo restores App.tsx', async ({
  editor,
  app,
}) => {
  await editor.open()
  const fixture = await readFixture('src/App.tsx')
  await editor.selectInLayers('section')
  await editor.page.getByLabel('Image file to insert').setInputFiles({
    name: 'Red Dot.png',
    mimeType: 'image/png',
    buffer: redPng(30, 20),
  })
  const dialog = editor.page.getByRole('dialog', { name: 'Insert image' })
  await expect(dialog.getByRole('button', { name: 'Insert', exact: true })).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('A red dot')
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click()

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
  await editor.open()
  await editor.selectInLayers('section')
  await editor.page.getByLabel('Image file to insert').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: redPng(30, 20),
  })
  const dialog = editor.page.getByRole('dialog', { name: 'Insert image' })
  await dialog.getByRole('checkbox', { name: 'Decorative image (no alternative text)' }).check()
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<img src={dotImage} alt="" width={30} height={20} />')
  const img = editor.rendered('section > img')
  await expect(img).toHaveCount(1)
  await editor.selectInLayers('img')
  await editor.page.getByLabel('Image file to replace with').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: redPng(60, 10),
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
  await editor.open()
  await editor.selectInLayers('section')
  const bytes = [...redPng(4, 4)]
  const transfer = await editor.page.evaluateHandle((data) => {
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }))
    return dataTransfer
  }, bytes)
  const button = editor.toolButton('Insert image')
  await button.dispatchEvent('dragover', { dataTransfer: transfer })
  await button.dispatchEvent('drop', { dataTransfer: transfer })
  const dialog = editor.page.getByRole('dialog', { name: 'Insert image' })
  await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('Dropped')
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain('<img src={droppedImage} alt="Dropped" width={4} height={4} />')
})
