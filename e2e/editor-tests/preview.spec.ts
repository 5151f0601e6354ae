import { expect, test } from '../support/editor-test'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('shows the app under edit in the Preview frame with its address and navigation buttons', async ({
  editor,
  servers,
}) => {
  await expect(editor.address).toHaveValue(`${servers.previewUrl}/`)
  for (const name of ['Back', 'Forward', 'Refresh'])
    await expect(editor.topButton(name)).toBeVisible()
  await expect(editor.app('p').first()).toHaveText('Every change lands in your source code.')

  // Refresh reloads the preview: a mark left on the frame's window is gone afterwards, and the
  // editor reconnects (the layers come back).
  await editor.preview.locator('body').evaluate(() => {
    ;(window as unknown as { beforeRefresh: boolean }).beforeRefresh = true
  })
  await editor.topButton('Refresh').click()
  // While the frame reloads, its old page's context is destroyed under the evaluation: that
  // reading is "not reloaded yet", and the poll asks again.
  await expect
    .poll(() =>
      editor.preview
        .locator('body')
        .evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh ?? false)
        .catch((error: unknown) => `reloading (${String(error).split('\n')[0]})`),
    )
    .toBe(false)
  await expect(editor.treeItem('h1')).toBeVisible()
})

test('the top toolbar zooms, resizes the preview and switches the language', async ({ editor }) => {
  const page = editor.page
  await test.step('zoom out and in', async () => {
    await expect(page.getByText('100%', { exact: true })).toBeVisible()
    await editor.topButton('Zoom out').click()
    await expect(page.getByText('100%', { exact: true })).toHaveCount(0)
    await expect(page.getByText(/^\d+%$/)).toHaveText(/^([1-9]|[1-9]\d)%$/)
    await editor.topButton('Zoom in').click()
    await expect(page.getByText('100%', { exact: true })).toBeVisible()
    await editor.topButton('Zoom in').click()
    await expect(page.getByText(/^\d+%$/)).toHaveText(/^(1\d\d|[2-9]\d\d)%$/)
    await editor.topButton('Zoom out').click()
    await expect(page.getByText('100%', { exact: true })).toBeVisible()
  })

  await test.step('full width and the sm, md, lg, xl widths', async () => {
    await expect(editor.topButton('Full width')).toHaveAttribute('aria-pressed', 'true')
    const widths = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const
    for (const [name, width] of Object.entries(widths)) {
      await editor.topButton(name).click()
      await expect(editor.topButton(name)).toHaveAttribute('aria-pressed', 'true')
      await expect(editor.topButton('Full width')).toHaveAttribute('aria-pressed', 'false')
      // The app inside sees the chosen width (a wide one may be shown scaled down).
      await expect
        .poll(() => editor.preview.locator('html').evaluate(() => window.innerWidth))
        .toBe(width)
    }
    await editor.topButton('Full width').click()
    await expect(editor.topButton('Full width')).toHaveAttribute('aria-pressed', 'true')
    await expect(editor.topButton('xl')).toHaveAttribute('aria-pressed', 'false')
  })

  await test.step('English and Arabic', async () => {
    const html = page.locator('html')
    await expect(html).toHaveAttribute('lang', 'en')
    await editor.topButton('العربية').click()
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(editor.topButton('English')).toBeVisible()
    await editor.topButton('English').click()
    await expect(html).toHaveAttribute('dir', 'ltr')
  })
})
