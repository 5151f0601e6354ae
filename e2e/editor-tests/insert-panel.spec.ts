import type { Locator } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { withBadgeAfterHeading } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

// The insert panel: the project's own components (with their props), native elements and
// layout blocks; a click inserts into the selected element, or right after it.

const BETA = '<div className="w-40 rounded bg-rose-100 p-3">Beta card</div>'

function panel(editor: EditorPage): Locator {
  return editor.page.getByRole('tabpanel')
}

function group(editor: EditorPage, name: string): Locator {
  return panel(editor).getByRole('list', { name, exact: true })
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
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toBe(withBadgeAfterHeading(fixture, '<Badge label="Label" />'))
  await expect(editor.rendered('main > h1 + span')).toHaveText('Label')
  await editor.topButton('Undo').click()
  await expect.poll(() => app.read('src/App.tsx')).toBe(fixture)
})

test('a layout block goes into the selected container as its last child; search narrows every group', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await editor.selectInLayers('section')
  await group(editor, 'Layout').getByRole('button', { name: 'Row', exact: true }).click()
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
