import type { Locator } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { withBadgeAfterHeading } from '../support/editor-source'
import { type AppCopy, expect, test } from '../support/editor-test'

// The insert panel: the project's own components (with their props), native elements and
// layout blocks; a click inserts into the selected element, or right after it.

const BETA = '<div className="w-40 rounded bg-rose-100 p-3">Beta card</div>'

function panel(editor: EditorPage): Locator {
  return editor.page.getByRole('tabpanel')
}

function group(editor: EditorPage, name: string): Locator {
  return panel(editor).getByRole('list', { name, exact: true })
}

/**
 * App.tsx has the Badge (with its placeholder label and its import) right after the heading,
 * the preview shows it there, and one Undo gives back `fixture`.
 */
async function expectBadgeAfterHeadingThenUndo(editor: EditorPage, app: AppCopy, fixture: string) {
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(withBadgeAfterHeading(fixture, '<Badge label="Label" />'))
  await expect(editor.rendered('main > h1 + span')).toHaveText('Label')
  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
}

test.beforeEach(async ({ editor }) => {
  await editor.open()
  await editor.tab('Insert').click()
})

test('a project component is inserted after the selection with its import and a placeholder for its required prop; one undo', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const badge = group(editor, 'Components').getByRole('button', { name: /^Badge/ })
  await expect(badge).toContainText('src/components/Badge.tsx')
  await expect(badge).toContainText('label')
  await expect(badge).toBeDisabled()

  await editor.selectInPreview(editor.app('h1'), 'h1')
  // The selection is rendered by App: App inside itself would render forever.
  await expect(group(editor, 'Components').getByRole('button', { name: /^App/ })).toBeDisabled()
  await badge.click()
  await expectBadgeAfterHeadingThenUndo(editor, app, fixture)
})

test('a layout block goes into the selected container as its last child; search narrows every group', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await editor.selectInLayers('section')
  const row = group(editor, 'Layout').getByRole('button', { name: 'Row', exact: true })
  // Hovering an item shows where a click would put it: last in the section.
  await row.hover()
  await expect(editor.app('section > :last-child')).toHaveAttribute('data-arb89-temp', '')
  await panel(editor).getByLabel('Search').hover()
  await expect(editor.tempNodes).toHaveCount(0)
  await row.click()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(
      fixture.replace(
        BETA,
        `${BETA}\n        <div className="flex min-h-16 flex-row items-center gap-4 p-4" />`,
      ),
    )
  await expect(editor.rendered('section > div')).toHaveCount(3)

  await panel(editor).getByLabel('Search').fill('foot')
  await expect(group(editor, 'Components').getByRole('button')).toHaveText([/^Footer/])
  await expect(group(editor, 'Elements').getByRole('button')).toHaveCount(0)
  await panel(editor).getByLabel('Search').fill('sec')
  await group(editor, 'Elements').getByRole('button', { name: 'Insert <section>' }).click()
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain(
      '<div className="flex min-h-16 flex-row items-center gap-4 p-4" />\n        <section />\n      </section>',
    )
})

/** Drags `item` of the insert panel to a point of the editor's page and drops it there. */
async function dragInto(editor: EditorPage, item: Locator, to: { x: number; y: number }) {
  const from = await item.boundingBox()
  if (from === null) throw new Error('the item is not visible')
  const { mouse } = editor.page
  await mouse.move(from.x + 20, from.y + from.height / 2)
  await mouse.down()
  await mouse.move(from.x + 30, from.y + from.height / 2 + 5, { steps: 3 })
  await mouse.move(to.x, to.y, { steps: 12 })
  // While it is over the preview, a placeholder shows where it would land.
  await expect(editor.tempNodes).toHaveCount(1)
  await mouse.move(to.x + 2, to.y, { steps: 2 })
  await mouse.up()
}

test('dragging a component from the panel into the preview inserts it where it is dropped, with its import, nothing selected; one undo', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const badge = group(editor, 'Components').getByRole('button', { name: /^Badge/ })
  // Without a selection a click has nowhere to go, but a drag does.
  await expect(badge).toBeDisabled()
  const heading = await editor.app('h1').boundingBox()
  if (heading === null) throw new Error('the heading is not visible')
  // Over the lower half of the heading: into its parent, right after it.
  await dragInto(editor, badge, { x: heading.x + 20, y: heading.y + heading.height * 0.8 })

  await expectBadgeAfterHeadingThenUndo(editor, app, fixture)
})

test('an element dragged between two cards of a row lands between them; dropped outside the preview, nothing changes', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const paragraph = group(editor, 'Elements').getByRole('button', { name: 'Insert <p>' })
  const alpha = await editor
    .app('div')
    .filter({ hasText: /^Alpha card$/ })
    .boundingBox()
  if (alpha === null) throw new Error('Alpha card is not visible')
  // The right quarter of the row's first card: after it, before the second.
  await dragInto(editor, paragraph, {
    x: alpha.x + alpha.width * 0.8,
    y: alpha.y + alpha.height / 2,
  })
  const ALPHA = '<div className="w-40 rounded bg-sky-100 p-3">Alpha card</div>'
  const inserted = fixture.replace(ALPHA, `${ALPHA}\n        <p>New paragraph</p>`)
  await expect.poll(() => app.read('src/App.tsx')).toBe(inserted)
  await expect(editor.rendered('section > p')).toHaveText('New paragraph')
  // The hot reload's refresh has removed the instant update's stand-in.
  await expect(editor.tempNodes).toHaveCount(0)

  // Taken back to the panel and let go there: no change, no placeholder left behind.
  const from = await paragraph.boundingBox()
  if (from === null) throw new Error('the item is not visible')
  const { mouse } = editor.page
  await mouse.move(from.x + 20, from.y + from.height / 2)
  await mouse.down()
  await mouse.move(alpha.x + 10, alpha.y + 10, { steps: 10 })
  await expect(editor.tempNodes).toHaveCount(1)
  await mouse.move(from.x + 20, from.y + from.height / 2, { steps: 10 })
  await mouse.up()
  await expect(editor.tempNodes).toHaveCount(0)
  expect(await app.read('src/App.tsx')).toBe(inserted)
})

test('an element dropped after a conditionally rendered one lands after its {expression}', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  const paragraph = group(editor, 'Elements').getByRole('button', { name: 'Insert <p>' })
  const notice = await editor.app('p').filter({ hasText: 'Now in beta' }).boundingBox()
  if (notice === null) throw new Error('the notice is not visible')
  // The lower half of "Now in beta": after {showNotice && …}, before the list.
  await dragInto(editor, paragraph, { x: notice.x + 20, y: notice.y + notice.height * 0.8 })
  const NOTICE = '{showNotice && <p className="mt-3 text-amber-700">Now in beta</p>}'
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(fixture.replace(NOTICE, `${NOTICE}\n      <p>New paragraph</p>`))
  await expect(editor.rendered('main > p + ul')).toHaveCount(1)
  await expect(editor.tempNodes).toHaveCount(0)
})
