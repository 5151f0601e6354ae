import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ChangeItem, createChangeItem } from '@splendid/change-items'
import { afterEach, expect, it } from 'vitest'
import {
  APP,
  byTag,
  cssStyling,
  elements,
  type Harness,
  send,
  start,
  stopHarness,
  TOKEN,
} from './http-harness'

afterEach(stopHarness)

const styling = (ids: readonly string[], stylingChanges: Record<string, string>): ChangeItem =>
  createChangeItem({
    type: 'STYLING',
    changeFields: {
      codebaseId: ids[0] ?? '',
      alsoCodebaseIds: ids.slice(1),
      stylingChanges,
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    },
  })

const undo = (h: Harness, item: ChangeItem, activityId: string) =>
  send(
    h,
    createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: { ...item, activityId } } }),
  )

it('restyles every element of a multi-selection in one activity, and one undo restores them all', async () => {
  const h = await start()
  const list = await elements(h)
  const ids = [byTag(list, 'p', 0), byTag(list, 'p', 1), byTag(list, 'h1')].map((e) => e.codebaseId)
  const item = styling(ids, { padding: '24px' })
  const done = await send(h, item)
  expect(await readFile(h.file, 'utf8')).toBe(
    APP.replace('<p>First</p>', '<p className="p-6">First</p>')
      .replace('<p>Second</p>', '<p className="p-6">Second</p>')
      .replace('className="text-xl"', 'className="text-xl p-6"'),
  )
  expect(done.changedFiles).toEqual(['src/App.tsx'])
  await undo(h, item, done.activityId)
  expect(await readFile(h.file, 'utf8')).toBe(APP)
}, 30_000)

it('adds and removes a class on several elements across files; elements that have it already are passed over', async () => {
  const card = `export function Card() {\n  return <div className="rounded">Card</div>\n}\n`
  const h = await start({ 'src/App.tsx': APP, 'src/Card.tsx': card })
  const list = await elements(h)
  const div = byTag(list, 'div').codebaseId
  const [first, second] = [byTag(list, 'p', 0).codebaseId, byTag(list, 'p', 1).codebaseId]
  const add = createChangeItem({
    type: 'ADD_CLASS',
    changeFields: {
      codebaseIdToAddClass: div,
      alsoCodebaseIds: [first, second],
      className: 'rounded',
      addingTailwindClass: true,
      modifiers: [],
      customProperties: {},
    },
  })
  const added = await send(h, add)
  expect(added.changedFiles).toEqual(['src/App.tsx'])
  expect(await readFile(h.file, 'utf8')).toBe(
    APP.replace('<p>First</p>', '<p className="rounded">First</p>').replace(
      '<p>Second</p>',
      '<p className="rounded">Second</p>',
    ),
  )

  const remove = createChangeItem({
    type: 'REMOVE_CLASS',
    changeFields: { codebaseIdToRemoveClass: div, alsoCodebaseIds: [first], className: 'rounded' },
  })
  const removed = await send(h, remove)
  expect([...removed.changedFiles].sort()).toEqual(['src/App.tsx', 'src/Card.tsx'])
  expect(await readFile(path.join(h.project.dir, 'src/Card.tsx'), 'utf8')).toBe(
    card.replace(' className="rounded"', ''),
  )
  await undo(h, remove, removed.activityId)
  expect(await readFile(path.join(h.project.dir, 'src/Card.tsx'), 'utf8')).toBe(card)
}, 30_000)

it('gives several elements a prop in one activity; one undo takes it from all', async () => {
  const h = await start()
  const list = await elements(h)
  const [first, second] = [byTag(list, 'p', 0).codebaseId, byTag(list, 'p', 1).codebaseId]
  const item = createChangeItem({
    type: 'CHANGE_PROP',
    changeFields: {
      codebaseIdToChange: first,
      alsoCodebaseIds: [second],
      propName: 'title',
      propValue: 'Step',
    },
  })
  const done = await send(h, item)
  expect(await readFile(h.file, 'utf8')).toBe(
    APP.replace('<p>First</p>', '<p title="Step">First</p>').replace(
      '<p>Second</p>',
      '<p title="Step">Second</p>',
    ),
  )
  await undo(h, item, done.activityId)
  expect(await readFile(h.file, 'utf8')).toBe(APP)
}, 30_000)

it('refuses the whole change when one element is unknown or every element already has the class', async () => {
  const h = await start()
  const list = await elements(h)
  const h1 = byTag(list, 'h1').codebaseId
  // A forged body: the editor's client checks its lookups before sending.
  const unknown = await h.app.inject({
    method: 'POST',
    url: '/canvases/learner-web/parseAndMutate/mutate/styling',
    headers: { 'x-mutate-api-token': TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify({
      reactElement: { codebaseId: h1 },
      alsoReactElements: [{ codebaseId: 'tempo-00000000-0000-4000-8000-00000000dead' }],
      styling: { padding: '24px' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    }),
  })
  expect(unknown.statusCode).toBe(404)
  expect(await readFile(h.file, 'utf8')).toBe(APP)

  const paragraphs = [byTag(list, 'p', 0).codebaseId, byTag(list, 'p', 1).codebaseId]
  await send(h, styling(paragraphs, { padding: '24px' }))
  const padded = await readFile(h.file, 'utf8')
  const again = createChangeItem({
    type: 'ADD_CLASS',
    changeFields: {
      codebaseIdToAddClass: paragraphs[0] ?? '',
      alsoCodebaseIds: paragraphs.slice(1),
      className: 'p-6',
      addingTailwindClass: false,
      modifiers: [],
      customProperties: {},
    },
  })
  await expect(send(h, again)).rejects.toMatchObject({ status: 422 })
  expect(await readFile(h.file, 'utf8')).toBe(padded)
}, 30_000)

it('writes one stylesheet rule per element for the CSS framework, in one change', async () => {
  const h = await start({ 'src/App.tsx': `import './index.css'\n${APP}`, 'src/index.css': '' })
  const list = await elements(h)
  const [first, second] = [byTag(list, 'p', 0).codebaseId, byTag(list, 'p', 1).codebaseId]
  const base = cssStyling(first, { color: 'red' })
  const item = createChangeItem({
    type: 'STYLING',
    changeFields: { ...base.changeFields, alsoCodebaseIds: [second] },
  } as Parameters<typeof createChangeItem>[0])
  const done = await send(h, item)
  const css = await readFile(path.join(h.project.dir, 'src/index.css'), 'utf8')
  expect(css.match(/\{\s*color: red;?\s*\}/g)).toHaveLength(2)
  await undo(h, item, done.activityId)
  expect(await readFile(path.join(h.project.dir, 'src/index.css'), 'utf8')).toBe('')
}, 30_000)
