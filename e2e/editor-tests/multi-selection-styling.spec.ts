import { expect, test } from '../support/editor-test'

// Styling a multi-selection (Shift+click adds a sibling): every selected element changes in one
// Styling change, written in one call; one undo restores the file.

const ALPHA = '<div className="w-40 rounded bg-sky-100 p-3">Alpha card</div>'
const BETA = '<div className="w-40 rounded bg-rose-100 p-3">Beta card</div>'

test('Shift+click selects two cards; one padding edit restyles both, one undo restores the source', async ({
  editor,
  app,
}) => {
  await editor.open()
  const fixture = await app.read('src/App.tsx')
  const alpha = editor.app('div').filter({ hasText: /^Alpha card$/ })
  const beta = editor.app('div').filter({ hasText: /^Beta card$/ })
  await editor.selectInPreview(alpha, 'div Alpha card')
  await beta.click({ modifiers: ['Shift'] })
  await expect(editor.elementToolbar).toContainText('2 elements')
  await expect(editor.treeItem('div Beta card')).toHaveAttribute('aria-selected', 'true')

  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')
  // At once in the preview, both of them…
  await expect.poll(() => editor.computed(alpha, 'padding-left')).toBe('24px')
  await expect.poll(() => editor.computed(beta, 'padding-left')).toBe('24px')
  // …then in the source, in one change.
  const restyled = fixture
    .replace(ALPHA, ALPHA.replace('p-3', 'p-6'))
    .replace(BETA, BETA.replace('p-3', 'p-6'))
  await expect.poll(() => app.read('src/App.tsx')).toBe(restyled)
  await editor.tab('History').click()
  await expect(editor.historyItem('Styling')).toHaveCount(1)
  await expect(editor.historyItem('Styling')).toContainText('Applied')

  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await expect.poll(() => editor.computed(beta, 'padding-left')).toBe('12px')
})
