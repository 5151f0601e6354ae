import AxeBuilder from '@axe-core/playwright'
import { nodeName } from '../support/editor-page'
import { expect, test } from '../support/editor-test'

const INTRO = 'Every change lands in your source code.'

/** The editor's Arabic texts (apps/editor-host/src/locales/ar.po) these tests rely on. */
const AR = {
  layers: 'الطبقات',
  insert: 'إدراج',
  components: 'المكوّنات',
  elements: 'العناصر',
  layout: 'التخطيط',
  row: 'صف',
  copied: 'نُسخ عنصر واحد',
  styles: 'الأنماط',
  props: 'الخصائص',
  history: 'السجل',
  inspector: 'الفاحص',
  spacing: 'المسافات',
  typography: 'الخطوط',
  position: 'الموضع',
  borders: 'الحدود',
  effects: 'التأثيرات',
  lineHeight: 'ارتفاع السطر',
  padding: 'الحشو',
  undo: 'تراجع',
  redo: 'إعادة',
  element: 'العنصر',
  preview: 'المعاينة',
  previewAddress: 'عنوان المعاينة',
  applied: 'مُطبَّق',
  selectFirst: 'اختر عنصرًا أولًا',
  imageFile: 'ملف الصورة المراد إدراجها',
  insertImage: 'إدراج صورة',
  altText: 'النص البديل',
  decorative: 'صورة زخرفية (بلا نص بديل)',
  cancel: 'إلغاء',
} as const

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('the Arabic editor is right-to-left with translated panels, and restyles the app through them', async ({
  editor,
  app,
}) => {
  const page = editor.page
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'en')
  await editor.topButton('العربية').click()
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(editor.topButton('English')).toBeVisible()

  await test.step('panel titles, tabs and controls are in Arabic', async () => {
    await expect(page.getByRole('heading', { name: AR.layers, exact: true })).toBeVisible()
    const tabs = page.getByRole('tablist', { name: AR.inspector, exact: true })
    await expect(tabs.getByRole('tab')).toHaveText([AR.insert, AR.styles, AR.props, AR.history])
    await expect(page.getByRole('tab', { name: 'Styles', exact: true })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Layers', exact: true })).toHaveCount(0)
    await expect(page.getByRole('toolbar', { name: AR.element, exact: true })).toBeVisible()
    await expect(page.getByLabel(AR.previewAddress, { exact: true })).toBeVisible()
    await expect(page.getByTitle(AR.preview, { exact: true })).toBeVisible()
    await expect(page.getByTitle('Preview', { exact: true })).toHaveCount(0)
    for (const name of [AR.undo, AR.redo]) {
      await expect(
        page.getByRole('banner').getByRole('button', { name, exact: true }),
      ).toBeVisible()
    }
    // The layers list the app's own element names, which are not translated.
    const layers = page.getByRole('tree', { name: AR.layers, exact: true })
    await expect(layers.getByRole('treeitem', { name: nodeName('h1') })).toBeVisible()
  })

  await test.step('padding set in the Arabic styles panel lands in the source', async () => {
    const layers = page.getByRole('tree', { name: AR.layers, exact: true })
    // The preview iframe is titled in Arabic too.
    const preview = page.getByTitle(AR.preview, { exact: true }).contentFrame()
    const intro = preview.locator('#root p').filter({ hasText: INTRO })
    await intro.click()
    await expect(layers.getByRole('treeitem', { name: nodeName(`p ${INTRO}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByRole('tab', { name: AR.styles, exact: true }).click()
    await expect(page.getByRole('heading', { name: AR.spacing, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: AR.typography, exact: true })).toBeVisible()
    // The new groups are titled in Arabic too; the type group's fields are labelled in Arabic.
    for (const name of [AR.position, AR.borders, AR.effects]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByLabel(AR.lineHeight, { exact: true })).toBeVisible()
    const padding = page.getByLabel(AR.padding, { exact: true })
    await padding.fill('16px')
    await padding.press('Enter')

    await expect.poll(() => editor.computed(intro, 'padding-left')).toBe('16px')
    await expect
      .poll(() => app.read('src/App.tsx'))
      .toMatch(/<p className="(?=[^"]*\bmt-2\b)(?=[^"]*\bp-4\b)[^"]*">Every change lands/)
    await expect(intro).toHaveClass(/(^|\s)p-4(\s|$)/)
    await page.getByRole('tab', { name: AR.history, exact: true }).click()
    await expect(page.getByRole('list', { name: AR.history, exact: true })).toContainText(
      AR.applied,
    )
    // The interface is still Arabic after the hot reload.
    await expect(html).toHaveAttribute('dir', 'rtl')
  })

  await test.step('the insert panel and the clipboard speak Arabic too', async () => {
    await page.getByRole('tab', { name: AR.insert, exact: true }).click()
    const panel = page.getByRole('tabpanel')
    for (const name of [AR.components, AR.elements, AR.layout]) {
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible()
    }
    // The project's component names are its own, not translated.
    await expect(panel.getByRole('button', { name: /^Badge/ })).toBeVisible()
    await expect(panel.getByRole('button', { name: AR.row, exact: true })).toBeEnabled()
    await editor.shortcut('Control+C')
    await expect(page.getByText(AR.copied, { exact: true })).toBeVisible()
  })

  await test.step('refusals and the image dialog speak Arabic; the dialog passes axe', async () => {
    await editor.shortcut('Escape')
    await editor.shortcut('Control+C')
    await expect(page.getByText(AR.selectFirst, { exact: true })).toBeVisible()

    await page
      .getByRole('tree', { name: AR.layers, exact: true })
      .getByRole('treeitem', { name: nodeName('section') })
      .click()
    await page.getByLabel(AR.imageFile, { exact: true }).setInputFiles({
      name: 'نقطة.png',
      mimeType: 'image/png',
      // A 1 × 1 PNG: the dialog is what this step is about.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        'base64',
      ),
    })
    const dialog = page.getByRole('dialog', { name: AR.insertImage, exact: true })
    await expect(dialog.getByRole('textbox', { name: AR.altText, exact: true })).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: AR.decorative, exact: true })).toBeVisible()
    await expect(dialog.getByText('نقطة.png')).toBeVisible()
    const scan = await new AxeBuilder({ page }).include('dialog[open]').analyze()
    expect(scan.violations.map((violation) => violation.id)).toEqual([])
    const before = await app.read('src/App.tsx')
    await dialog.getByRole('button', { name: AR.cancel, exact: true }).click()
    await expect(dialog).toHaveCount(0)
    expect(await app.read('src/App.tsx')).toBe(before)
  })
})
