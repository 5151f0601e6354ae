import { expect, test } from '../support/editor-test'

const INTRO = 'Every change lands in your source code.'

test('a change the server refuses is rolled back and its message shown', async ({
  editor,
  app,
}) => {
  await editor.open()
  const intro = editor.app('p').filter({ hasText: INTRO })
  await editor.selectInPreview(intro, `p ${INTRO}`)
  await editor.tab('Styles').click()

  // Someone breaks the file outside the editor: mutate-api refuses to edit a file that does not
  // parse (422 SOURCE_HAS_SYNTAX_ERRORS). The preview keeps showing the last good app.
  const broken = `${await app.read('src/App.tsx')}\nexport const broken = <div>\n`
  await app.write('src/App.tsx', broken)

  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')

  await expect(editor.alerts.filter({ hasText: 'src/App.tsx has a syntax error' })).toBeVisible()
  await expect(editor.alerts.filter({ hasText: 'fix it before editing visually' })).toBeVisible()
  // The instant update is rolled back, and the file is left as it was.
  await expect.poll(() => editor.computed(intro, 'padding-top')).toBe('0px')
  expect(await app.read('src/App.tsx')).toBe(broken)
  await editor.tab('History').click()
  // (The field may send the refused value again when it loses focus: each attempt fails.)
  await expect(editor.historyItem('Styling').first()).toContainText('Failed')
  await expect(editor.historyItem('Styling').filter({ hasText: 'Applied' })).toHaveCount(0)
})

test('a text edit based on text changed since is refused as stale and rolled back', async ({
  editor,
  app,
}) => {
  await editor.open()
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await heading.click()
  await expect(heading).toBeFocused()
  await editor.page.keyboard.press('ControlOrMeta+A')
  await editor.page.keyboard.type('Draft heading')

  // While the designer types, the same text is changed in the source by someone else.
  const fixture = await app.read('src/App.tsx')
  const changed = fixture.replace('Build lessons visually', 'Changed on disk')
  await app.write('src/App.tsx', changed)
  await editor.page.keyboard.press('Enter')

  await expect(
    editor.alerts.filter({ hasText: /is now "Changed on disk", not "Build lessons visually"/ }),
  ).toBeVisible()
  expect(await app.read('src/App.tsx')).toBe(changed)
  // The preview shows the text on disk, not the refused draft.
  await expect(heading).toHaveText('Changed on disk')
  await editor.tab('History').click()
  await expect(editor.historyItem('Edit Text')).toContainText('Failed')
})
