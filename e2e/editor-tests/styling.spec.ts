import { readFixture } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

const INTRO = 'Every change lands in your source code.'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('padding typed in the Styles panel shows at once, lands in the source as Tailwind and keeps the selection', async ({
  editor,
  app,
}) => {
  const intro = editor.app('p').filter({ hasText: INTRO })
  await editor.selectInPreview(intro, `p ${INTRO}`)
  expect(await editor.computed(intro, 'padding-top')).toBe('0px')

  await editor.tab('Styles').click()
  // The panel shows the computed values of the selection.
  await expect(editor.field('Padding')).toHaveValue(/^0(px)?$/)
  await expect(editor.field('Font size')).toHaveValue('16px')
  await expect(editor.field('Font weight')).toHaveValue('400')
  for (const label of [
    'Margin',
    'Gap',
    'Text colour',
    'Background',
    'Width',
    'Height',
    'Display',
  ]) {
    await expect(editor.field(label)).toBeVisible()
  }
  await editor.field('Padding').fill('16px')
  await editor.field('Padding').press('Enter')

  // The instant update: a temporary rule in the frame, before the source changes.
  await expect.poll(() => editor.computed(intro, 'padding-left')).toBe('16px')
  // Then mutate-api rewrites the file with the Tailwind class…
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/<p className="(?=[^"]*\bmt-2\b)(?=[^"]*\bp-4\b)[^"]*">Every change lands/)
  // …Vite hot-reloads it: the element carries the real class, still padded, still selected.
  await expect(intro).toHaveClass(/(^|\s)p-4(\s|$)/)
  expect(await editor.computed(intro, 'padding-bottom')).toBe('16px')
  await expect(editor.treeItem(`p ${INTRO}`)).toHaveAttribute('aria-selected', 'true')
  await editor.expectOutlined(intro)

  await editor.tab('History').click()
  await expect(editor.historyItem('Styling')).toContainText('Applied')

  // Undo takes the padding away at once and restores the file; Redo brings both back.
  const fixture = await readFixture('src/App.tsx')
  await editor.topButton('Undo').click()
  await expect.poll(() => editor.computed(intro, 'padding-left')).toBe('0px')
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
  await expect(editor.historyItem('Styling')).toContainText('Undone')
  await editor.topButton('Redo').click()
  await expect.poll(() => editor.computed(intro, 'padding-left')).toBe('16px')
  await expect.poll(() => app.read('src/App.tsx')).toMatch(/<p className="[^"]*\bp-4\b[^"]*">Every/)
})

test('class chips remove a class and add one, in the frame and in the source', async ({
  editor,
  app,
}) => {
  const intro = editor.app('p').filter({ hasText: INTRO })
  await editor.selectInPreview(intro, `p ${INTRO}`)
  await editor.tab('Styles').click()
  await expect(editor.classChips.getByRole('listitem')).toHaveText(
    ['mt-2', 'text-slate-600'].map((name) => new RegExp(`^${name}`)),
  )

  await editor.classChips.getByRole('button', { name: 'Remove class mt-2' }).click()
  await expect.poll(() => editor.computed(intro, 'margin-top')).toBe('0px')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain(`<p className="text-slate-600">${INTRO}</p>`)

  await editor.field('Add class').fill('italic')
  await editor.field('Add class').press('Enter')
  await expect.poll(() => editor.computed(intro, 'font-style')).toBe('italic')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/<p className="(text-slate-600 italic|italic text-slate-600)">Every change/)
  await expect(editor.classChips.getByRole('listitem').filter({ hasText: /^italic/ })).toBeVisible()
  await expect(editor.treeItem(`p ${INTRO}`)).toHaveAttribute('aria-selected', 'true')
})

test('a class added to a cn() className lands inside the cn() call', async ({ editor, app }) => {
  const button = editor.app('button')
  await editor.selectInPreview(button, 'button')
  await editor.tab('Styles').click()
  await editor.field('Add class').fill('tracking-wide')
  await editor.field('Add class').press('Enter')
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/className=\{cn\('[^']*\btracking-wide\b[^']*', clicks > 0 && 'underline'\)\}/)
  await expect(button).toHaveClass(/(^|\s)tracking-wide(\s|$)/)
})
