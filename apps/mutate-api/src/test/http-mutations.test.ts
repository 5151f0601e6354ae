import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  applyLookupsChange,
  type ChangeItem,
  createChangeItem,
  prepareApiRequest,
} from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { Canvas } from '../canvas'
import {
  APP,
  byTag,
  elements,
  newIdOf,
  parses,
  send,
  start,
  stopHarness,
  TOKEN,
} from './http-harness'

afterEach(stopHarness)

describe('lookups', () => {
  it('lists every element with its type, place, removable classes and static text', async () => {
    const h = await start({
      'src/App.tsx': APP,
      'src/Card.tsx': 'export const Card = () => <App />\n',
    })
    const list = await elements(h)
    const h1 = byTag(list, 'h1')
    expect(h1).toMatchObject({
      type: 'native',
      filePath: 'src/App.tsx',
      line: 4,
      column: 6,
      removableClasses: ['text-xl'],
      textIsStatic: true,
      editableText: 'Title',
      componentName: 'App',
    })
    expect(byTag(list, 'App')).toMatchObject({
      type: 'component-instance',
      filePath: 'src/Card.tsx',
    })
    const { scopes } = await h.client.lookups('learner-web')
    expect(scopes['src/App.tsx#App']).toMatchObject({
      type: 'component',
      rootCodebaseIds: [byTag(list, 'main').codebaseId],
    })
  })

  it('follows edits made on disk by another program', async () => {
    const h = await start(undefined, { watch: true })
    await writeFile(h.file, APP.replace('Title', 'Renamed'))
    await expect
      .poll(async () => byTag(await elements(h), 'h1').editableText, {
        timeout: 3000,
        interval: 50,
      })
      .toBe('Renamed')
  })
})

describe('mutations through prepareApiRequest', () => {
  it('applies a Tailwind styling change and answers with the activity and changed lookups', async () => {
    const h = await start()
    const h1 = byTag(await elements(h), 'h1')
    const item = createChangeItem({
      type: 'STYLING',
      changeFields: {
        codebaseId: h1.codebaseId,
        stylingChanges: { 'font-size': '24px' },
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      },
    })
    const answer = await send(h, item)
    expect(await readFile(h.file, 'utf8')).toContain('<h1 className="text-2xl">Title</h1>')
    expect(answer.changedFiles).toEqual(['src/App.tsx'])
    // Restyled in place: its id is the same, so the map does not name it.
    expect(answer.prevIdToNewIdMap).toEqual({})
    expect(answer.lookups.treeElements[h1.codebaseId]?.removableClasses).toEqual(['text-2xl'])
  })

  it('answers, after each styling, class and prop change in a row, the lookups a fresh scan gives', async () => {
    const h = await start({ 'src/App.tsx': APP, 'src/index.css': '.base {\n  color: red;\n}\n' })
    const list = await elements(h)
    const [h1, firstP, section, main, footer] = [
      byTag(list, 'h1'),
      byTag(list, 'p'),
      byTag(list, 'section'),
      byTag(list, 'main'),
      byTag(list, 'footer'),
    ]
    const styling = (codebaseId: string, framework: 'Tailwind' | 'Inline' | 'CSS'): ChangeItem =>
      createChangeItem({
        type: 'STYLING',
        changeFields: {
          codebaseId,
          stylingChanges: { 'padding-top': '12px', color: '#fff' },
          stylingFramework: framework,
          modifiers: framework === 'Tailwind' ? ['hover'] : [],
          customProperties: {},
        },
      })
    const items: ChangeItem[] = [
      styling(h1.codebaseId, 'Tailwind'),
      styling(firstP.codebaseId, 'Inline'),
      styling(footer.codebaseId, 'CSS'),
      createChangeItem({
        type: 'ADD_CLASS',
        changeFields: {
          codebaseIdToAddClass: section.codebaseId,
          className: 'grid',
          addingTailwindClass: true,
          modifiers: [],
          customProperties: {},
        },
      }),
      createChangeItem({
        type: 'REMOVE_CLASS',
        changeFields: { codebaseIdToRemoveClass: main.codebaseId, className: 'p-2' },
      }),
      createChangeItem({
        type: 'CHANGE_PROP',
        changeFields: {
          codebaseIdToChange: h1.codebaseId,
          propName: 'title',
          propValue: 'مرحبا 🎉',
        },
      }),
      createChangeItem({
        type: 'EDIT_TEXT',
        changeFields: { codebaseIdToEditText: footer.codebaseId, oldText: 'End', newText: 'Fin' },
      }),
    ]
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutate-api-fresh-'))
    // The editor's copy: the whole lookups once, then each answer's change applied to it.
    let lookups = await h.client.lookups('learner-web')
    try {
      for (const item of items) {
        const answer = await send(h, item)
        const applied = applyLookupsChange(lookups, answer.changedFiles, answer.lookups)
        expect(applied.stale, item.type).toEqual([])
        lookups = applied.lookups
        // Only what changed travels: never the file's every entry.
        expect(Object.keys(answer.lookups.treeElements).length, item.type).toBeLessThan(
          Object.keys(lookups.treeElements).length,
        )
        const fresh = await Canvas.open({
          id: 'fresh',
          rootDir: h.project.dir,
          dataDir,
          watch: false,
        })
        expect(lookups.treeElements, item.type).toEqual(
          fresh.index.lookups(['src/App.tsx']).treeElements,
        )
        expect(lookups.scopes, item.type).toEqual(fresh.index.lookups(['src/App.tsx']).scopes)
        fresh.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    const text = await readFile(h.file, 'utf8')
    expect(parses(text)).toBe(true)
    expect(text).toContain('title="مرحبا 🎉"')
    expect(text).toContain('<footer className="')
  })

  it('maps every old id to the element it named after a move', async () => {
    const h = await start()
    const before = await elements(h)
    const footer = byTag(before, 'footer')
    const section = byTag(before, 'section')
    const first = byTag(before, 'p', 0)
    const item = createChangeItem({
      type: 'MOVE_JSX',
      changeFields: {
        codebaseIdToMove: footer.codebaseId,
        codebaseIdToMoveTo: section.codebaseId,
        beforeCodebaseId: first.codebaseId,
        expectedCurrentParentCodebaseId: byTag(before, 'main').codebaseId,
      },
    })
    const answer = await send(h, item)
    const after = await elements(h)
    const afterById = new Map(after.map((each) => [each.codebaseId, each]))
    for (const old of before) {
      const renamed = afterById.get(newIdOf(answer, old.codebaseId))
      expect(renamed?.tagName, old.tagName).toBe(old.tagName)
      expect(renamed?.editableText).toBe(old.editableText)
    }
    expect(afterById.get(newIdOf(answer, footer.codebaseId))?.parentCodebaseId).toBe(
      newIdOf(answer, section.codebaseId),
    )
  })

  it('refuses a move whose expected parent changed', async () => {
    const h = await start()
    const list = await elements(h)
    const item = createChangeItem({
      type: 'MOVE_JSX',
      changeFields: {
        codebaseIdToMove: byTag(list, 'footer').codebaseId,
        codebaseIdToMoveTo: byTag(list, 'section').codebaseId,
        expectedCurrentParentCodebaseId: byTag(list, 'section').codebaseId,
      },
    })
    await expect(send(h, item)).rejects.toMatchObject({ status: 409, code: 'PARENT_CHANGED' })
    expect(await readFile(h.file, 'utf8')).toBe(APP)
  })

  it('answers 404 for an unknown codebase id and an unknown canvas', async () => {
    const h = await start()
    const ghost = { codebaseId: 'tempo-00000000-0000-4000-8000-000000000000' }
    const item = createChangeItem({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [ghost.codebaseId] },
    })
    await expect(
      h.client.send(prepareApiRequest(item, 'learner-web', { [ghost.codebaseId]: ghost })),
    ).rejects.toMatchObject({ status: 404, code: 'UNKNOWN_CODEBASE_ID' })
    await expect(
      h.client.send(prepareApiRequest(item, 'other', { [ghost.codebaseId]: ghost })),
    ).rejects.toMatchObject({ status: 404, code: 'UNKNOWN_CANVAS' })
  })

  it('answers 400 for a malformed body', async () => {
    const h = await start()
    const response = await h.app.inject({
      method: 'POST',
      url: '/canvases/learner-web/parseAndMutate/mutate/styling',
      headers: { 'x-mutate-api-token': TOKEN },
      payload: { reactElement: {} },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('reactElement.codebaseId'),
    })
  })

  it('refuses to edit a file with a syntax error and leaves it untouched', async () => {
    const h = await start()
    const h1 = byTag(await elements(h), 'h1')
    const broken = APP.replace('<footer>End</footer>', '<footer>End</foot>')
    await writeFile(h.file, broken)
    const item = createChangeItem({
      type: 'EDIT_TEXT',
      changeFields: { codebaseIdToEditText: h1.codebaseId, oldText: 'Title', newText: 'New' },
    })
    await expect(
      h.client.send(prepareApiRequest(item, 'learner-web', { [h1.codebaseId]: h1 })),
    ).rejects.toMatchObject({ status: 422, code: 'SOURCE_HAS_SYNTAX_ERRORS' })
    expect(await readFile(h.file, 'utf8')).toBe(broken)
  })

  it('applies 50 concurrent changes to one file, all of them, leaving a file that parses', async () => {
    const h = await start()
    const h1 = byTag(await elements(h), 'h1')
    const { treeElements } = await h.client.lookups('learner-web')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        h.client.send(
          prepareApiRequest(
            createChangeItem({
              type: 'CHANGE_PROP',
              changeFields: {
                codebaseIdToChange: h1.codebaseId,
                propName: `data-n${index}`,
                propValue: index,
              },
            }),
            'learner-web',
            treeElements,
          ),
        ),
      ),
    )
    const text = await readFile(h.file, 'utf8')
    expect(new Set(answers.map((answer) => answer.activityId)).size).toBe(50)
    for (let index = 0; index < 50; index += 1) expect(text).toContain(` data-n${index}={${index}}`)
    expect(parses(text)).toBe(true)
  })
})
