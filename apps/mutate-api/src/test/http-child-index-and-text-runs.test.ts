import { readFile } from 'node:fs/promises'
import { createChangeItem } from '@splendid/change-items'
import { afterEach, expect, it } from 'vitest'
import { byTag, elements, send, start, stopHarness } from './http-harness'

afterEach(stopHarness)

const MIXED = `export function Hello({ name }: { name: string }) {
  return (
    <main>
      <p>
        Hello <b>there</b>, {name}!
      </p>
      <em>new</em>
    </main>
  )
}
`

it('moves to a child index and edits one text run through the typed client, undoably', async () => {
  const h = await start({ 'src/App.tsx': MIXED })
  let list = await elements(h)
  const moved = await send(
    h,
    createChangeItem({
      type: 'MOVE_JSX',
      changeFields: {
        codebaseIdToMove: byTag(list, 'em').codebaseId,
        codebaseIdToMoveTo: byTag(list, 'p').codebaseId,
        childIndex: 4,
      },
    }),
  )
  expect(await readFile(h.file, 'utf8')).toBe(
    MIXED.replace('{name}!', '{name}<em>new</em>!').replace('      <em>new</em>\n', ''),
  )
  const afterMove = await readFile(h.file, 'utf8')
  list = await elements(h)
  const edit = createChangeItem({
    type: 'EDIT_TEXT',
    changeFields: {
      codebaseIdToEditText: byTag(list, 'p').codebaseId,
      oldText: 'Hello',
      newText: 'مرحبا',
      textRunIndex: 0,
    },
  })
  const edited = await send(h, edit)
  expect(await readFile(h.file, 'utf8')).toBe(afterMove.replace('Hello <b>', 'مرحبا <b>'))
  const undo = (item: typeof edit, activityId: string) =>
    send(
      h,
      createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: { ...item, activityId } } }),
    )
  await undo(edit, edited.activityId)
  expect(await readFile(h.file, 'utf8')).toBe(afterMove)
  expect(moved.changedFiles).toEqual(['src/App.tsx'])
}, 30_000)

it('lists the text runs an editor may edit in place, in source order, and keeps them after an edit', async () => {
  const h = await start({
    'src/App.tsx': MIXED.replace(
      '      <em>new</em>',
      '      <em>new</em>\n      <h2>Only text</h2>\n      <Trans>\n        Read <b>this</b> first\n      </Trans>',
    ).replace('export function', "import { Trans } from '@lingui/react/macro'\n\nexport function"),
  })
  let list = await elements(h)
  expect(byTag(list, 'p').textRuns).toEqual(['Hello ', ', ', '!'])
  // Static text has its own field; runs inside a Lingui message are not offered; no runs, none.
  expect(byTag(list, 'h2')).not.toHaveProperty('textRuns')
  expect(byTag(list, 'Trans')).not.toHaveProperty('textRuns')
  expect(byTag(list, 'main')).not.toHaveProperty('textRuns')
  await send(
    h,
    createChangeItem({
      type: 'EDIT_TEXT',
      changeFields: {
        codebaseIdToEditText: byTag(list, 'p').codebaseId,
        oldText: '!',
        newText: '. See you soon!',
        textRunIndex: 2,
      },
    }),
  )
  list = await elements(h)
  expect(byTag(list, 'p').textRuns).toEqual(['Hello ', ', ', '. See you soon!'])
  expect(byTag(list, 'Trans')).not.toHaveProperty('textRuns')
}, 30_000)
