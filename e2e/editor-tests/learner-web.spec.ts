import {
  expect,
  heroHeading,
  LANDING_PAGE_FILE,
  openLearnerWebEditor,
  SITE_CATALOGUES,
  test,
} from '../support/editor-learner-web'

// The "Done when" on a copy of apps/learner-web: restyle, re-word and restructure its
// landing page visually, every change landing in the copy's source and undoable.

const count = (text: string, part: string) => text.split(part).length - 1

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A `.po` entry's translation of `msgid` (one-line entries, as Lingui writes short messages). */
function translationOf(catalogue: string, msgid: string): string | undefined {
  const entry = new RegExp(`\\nmsgid "${escapeRegExp(msgid)}"\\r?\\nmsgstr "([^"\\n]*)"`)
  return entry.exec(catalogue)?.[1]
}

// learner-web is a real app: opening it in the editor and hot-reloading it take longer than
// the fixture app on a small machine.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ editor }) => {
  await openLearnerWebEditor(editor)
})

test('the hero heading, clicked in the preview, takes padding from the Styles panel at once and in the source', async ({
  editor,
  app,
}) => {
  const heading = heroHeading(editor)
  await editor.selectInPreview(heading, 'h1')
  await editor.expectOutlined(heading)
  expect(await editor.computed(heading, 'padding-left')).toBe('0px')

  await editor.tab('Styles').click()
  await expect(editor.field('Padding')).toHaveValue(/^0(px)?$/)
  await editor.field('Padding').fill('16px')
  await editor.field('Padding').press('Enter')

  // The instant update, then the Tailwind class in landing-page.tsx, then the hot reload.
  await expect.poll(() => editor.computed(heading, 'padding-left')).toBe('16px')
  await expect
    .poll(() => app.read(LANDING_PAGE_FILE))
    .toMatch(/<h1 className="(?=[^"]*\bmt-3\b)(?=[^"]*\bp-4\b)[^"]*">\s*<Trans>/)
  await expect(heading).toHaveClass(/(^|\s)p-4(\s|$)/)
  expect(await editor.computed(heading, 'padding-bottom')).toBe('16px')
  await expect(editor.treeItem('h1')).toHaveAttribute('aria-selected', 'true')
  await editor.expectOutlined(heading)
  await editor.tab('History').click()
  await expect(editor.historyItem('Styling')).toContainText('Applied')
})

test('the hero heading is re-worded in place: the Trans text and both catalogues follow', async ({
  editor,
  app,
}) => {
  const heading = heroHeading(editor)
  const oldText = (await heading.textContent())?.trim() ?? ''
  const newText = 'Learn new skills with friendly tutors'
  const [landingBefore, enBefore, arBefore] = await Promise.all([
    app.read(LANDING_PAGE_FILE),
    app.read(SITE_CATALOGUES.en),
    app.read(SITE_CATALOGUES.ar),
  ])
  expect(landingBefore).toContain(`<Trans>${oldText}</Trans>`)
  expect(translationOf(enBefore, oldText)).toBe(oldText)
  const arabic = translationOf(arBefore, oldText)
  expect(arabic).toMatch(/\p{Script=Arabic}/u)

  await editor.selectInPreview(heading, 'h1')
  await heading.click()
  await expect(heading).toHaveAttribute('contenteditable', /^(plaintext-only|true)$/)
  await expect(heading).toBeFocused()
  await editor.page.keyboard.press('ControlOrMeta+A')
  await editor.page.keyboard.type(newText)
  await expect(heading).toHaveText(newText)
  // Clicking outside the preview ends the edit.
  await editor.layers.click({ position: { x: 5, y: 5 } })

  await expect.poll(() => app.read(LANDING_PAGE_FILE)).toContain(`<Trans>${newText}</Trans>`)
  const landing = await app.read(LANDING_PAGE_FILE)
  expect(landing).not.toContain(oldText)
  // Only the heading's text changed in the page's source.
  expect(landing).toBe(landingBefore.replace(oldText, newText))
  // The source locale gets the new text; Arabic keeps its translation, flagged for review.
  await expect
    .poll(async () => translationOf(await app.read(SITE_CATALOGUES.en), newText))
    .toBe(newText)
  const [en, ar] = await Promise.all([app.read(SITE_CATALOGUES.en), app.read(SITE_CATALOGUES.ar)])
  expect(translationOf(en, oldText)).toBeUndefined()
  expect(translationOf(ar, oldText)).toBeUndefined()
  expect(ar).toMatch(
    new RegExp(
      `#, fuzzy\\r?\\nmsgid "${escapeRegExp(newText)}"\\r?\\nmsgstr "${escapeRegExp(arabic ?? '')}"`,
    ),
  )

  // The hot-reloaded page shows the new text from the recompiled catalogue.
  await expect(heading).not.toHaveAttribute('contenteditable', /.+/)
  await expect(heading).toHaveText(newText)
  await editor.tab('History').click()
  await expect(editor.historyItem('Edit Text')).toHaveCount(1)
  await expect(editor.historyItem('Edit Text')).toContainText('Applied')

  // Undo puts the page and both catalogues back byte for byte.
  await editor.shortcut('Control+Z')
  await expect.poll(() => app.read(LANDING_PAGE_FILE)).toBe(landingBefore)
  await expect.poll(() => app.read(SITE_CATALOGUES.en)).toBe(enBefore)
  await expect.poll(() => app.read(SITE_CATALOGUES.ar)).toBe(arBefore)
  await expect(heading).toHaveText(oldText)
})

test('a landing element is duplicated, Ctrl+Z restores the source byte for byte, Ctrl+Shift+Z re-applies', async ({
  editor,
  app,
}) => {
  const before = await app.read(LANDING_PAGE_FILE)
  const tagline = editor.app('main section p').first()
  const taglineText = (await tagline.textContent())?.trim() ?? ''
  expect(taglineText).not.toBe('')
  const source = `<Trans>${taglineText}</Trans>`
  expect(count(before, source)).toBe(1)
  const rendered = editor.rendered('main section p').filter({ hasText: taglineText })
  await expect(rendered).toHaveCount(1)

  await tagline.click()
  await expect(editor.selectedTreeItem).toHaveCount(1)
  await expect(editor.selectedTreeItem).toHaveAccessibleName(/^p\b/)
  await editor.toolButton('Duplicate').click()
  // The instant update shows the copy at once, the source follows, then the hot reload.
  await expect(editor.app('main section p').filter({ hasText: taglineText })).toHaveCount(2)
  await expect.poll(async () => count(await app.read(LANDING_PAGE_FILE), source)).toBe(2)
  await expect(rendered).toHaveCount(2)
  await expect(editor.tempNodes).toHaveCount(0)
  const duplicated = await app.read(LANDING_PAGE_FILE)

  await editor.shortcut('Control+Z')
  await expect.poll(() => app.read(LANDING_PAGE_FILE)).toBe(before)
  await expect(rendered).toHaveCount(1)

  await editor.shortcut('Control+Shift+Z')
  await expect.poll(() => app.read(LANDING_PAGE_FILE)).toBe(duplicated)
  await expect(rendered).toHaveCount(2)
  await editor.tab('History').click()
  await expect(editor.historyItem('Duplicate')).toContainText('Applied')
})
