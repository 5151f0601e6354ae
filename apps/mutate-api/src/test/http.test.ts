import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  type ChangeItem,
  createChangeItem,
  createMutateApiClient,
  type Lookups,
  type MutateApiClient,
  MutateApiError,
  prepareApiRequest,
  type TreeElement,
} from '@splendid/change-items'
import type { FastifyInstance } from 'fastify'
import ts from 'typescript'
import { afterEach, describe, expect, it } from 'vitest'
import { Canvas } from '../canvas'
import { buildServer } from '../server'
import { WARM_UP_CANVAS_ID } from '../warm-up'
import { createFixtureProject, type FixtureProject } from './fixture-project'

const TOKEN = 'test-token-0123456789abcdef'
const EDITOR = 'http://localhost:5174'
const APP = `export function App() {
  return (
    <main className="p-2">
      <h1 className="text-xl">Title</h1>
      <section>
        <p>First</p>
        <p>Second</p>
      </section>
      <footer>End</footer>
    </main>
  )
}
`

interface Harness {
  project: FixtureProject
  app: FastifyInstance
  client: MutateApiClient
  file: string
}

let harness: Harness | undefined
afterEach(async () => {
  await harness?.app.close()
  await harness?.project.dispose()
  harness = undefined
})

async function start(
  files: Record<string, string> = { 'src/App.tsx': APP },
  options: { watch?: boolean } = {},
): Promise<Harness> {
  const project = await createFixtureProject(files, { canvasId: 'learner-web', ...options })
  const app = await buildServer({
    canvases: new Map([['learner-web', project.canvas]]),
    allowedOrigins: [EDITOR],
    token: TOKEN,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  harness = {
    project,
    app,
    client: createMutateApiClient({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }),
    file: path.join(project.dir, 'src/App.tsx'),
  }
  return harness
}

async function elements(h: Harness): Promise<TreeElement[]> {
  const { treeElements } = await h.client.lookups('learner-web')
  return Object.values(treeElements).sort((a, b) => a.line - b.line || a.column - b.column)
}

function byTag(list: readonly TreeElement[], tag: string, nth = 0): TreeElement {
  const found = list.filter((each) => each.tagName === tag)[nth]
  if (found === undefined) throw new Error(`no ${tag}`)
  return found
}

async function send(h: Harness, item: ChangeItem) {
  const { treeElements } = await h.client.lookups('learner-web')
  return h.client.send(prepareApiRequest(item, 'learner-web', treeElements))
}

function parses(text: string): boolean {
  const file = ts.createSourceFile(
    'x.tsx',
    text,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  ) as ts.SourceFile & { parseDiagnostics: unknown[] }
  return file.parseDiagnostics.length === 0
}

/** A CSS-framework STYLING change of one element. */
function cssStyling(codebaseId: string, stylingChanges: Record<string, string>): ChangeItem {
  return createChangeItem({
    type: 'STYLING',
    changeFields: {
      codebaseId,
      stylingChanges,
      stylingFramework: 'CSS',
      modifiers: [],
      customProperties: {},
    },
  })
}

/** Edits the static text of the `<h1>`. */
async function editTitle(h: Harness, from: string, to: string) {
  const h1 = byTag(await elements(h), 'h1')
  const item = createChangeItem({
    type: 'EDIT_TEXT',
    changeFields: { codebaseIdToEditText: h1.codebaseId, oldText: from, newText: to },
  })
  return { item, answer: await send(h, item) }
}

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
    expect(answer.prevIdToNewIdMap[h1.codebaseId]).toBe(h1.codebaseId)
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
    try {
      for (const item of items) {
        const answer = await send(h, item)
        const fresh = await Canvas.open({
          id: 'fresh',
          rootDir: h.project.dir,
          dataDir,
          watch: false,
        })
        expect(answer.lookups.treeElements, item.type).toEqual(
          fresh.index.lookups(['src/App.tsx']).treeElements,
        )
        expect(answer.lookups.scopes, item.type).toEqual(
          fresh.index.lookups(['src/App.tsx']).scopes,
        )
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
      const renamed = afterById.get(answer.prevIdToNewIdMap[old.codebaseId] ?? '')
      expect(renamed?.tagName, old.tagName).toBe(old.tagName)
      expect(renamed?.editableText).toBe(old.editableText)
    }
    expect(afterById.get(answer.prevIdToNewIdMap[footer.codebaseId] ?? '')?.parentCodebaseId).toBe(
      answer.prevIdToNewIdMap[section.codebaseId],
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

describe('activities', () => {
  it('undoes and redoes a chain of changes in order', async () => {
    const h = await start()
    const one = await editTitle(h, 'Title', 'One')
    const two = await editTitle(h, 'One', 'Two')
    const undo = (item: ChangeItem, activityId: string) =>
      send(
        h,
        createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: { ...item, activityId } } }),
      )
    const redo = (item: ChangeItem, activityId: string) =>
      send(
        h,
        createChangeItem({ type: 'REDO', changeFields: { changeToRedo: { ...item, activityId } } }),
      )
    await undo(two.item, two.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toContain('>One<')
    await undo(one.item, one.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toBe(APP)
    await redo(one.item, one.answer.activityId)
    await redo(two.item, two.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toContain('>Two<')
    await expect(redo(two.item, two.answer.activityId)).rejects.toMatchObject({
      status: 409,
      code: 'ACTIVITY_CONFLICT',
    })
  })

  it('refuses an undo after an external edit and overwrites nothing', async () => {
    const h = await start()
    const one = await editTitle(h, 'Title', 'One')
    const external = (await readFile(h.file, 'utf8')).replace('End', 'Edited in a code editor')
    await writeFile(h.file, external)
    const item = createChangeItem({
      type: 'UNDO',
      changeFields: { changeToUndo: { ...one.item, activityId: one.answer.activityId } },
    })
    const error = await send(h, item).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MutateApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'ACTIVITY_CONFLICT',
      body: { conflicts: [{ path: 'src/App.tsx' }] },
    })
    expect(await readFile(h.file, 'utf8')).toBe(external)
  })

  it('keeps the history across a restart', async () => {
    const h = await start()
    const one = await editTitle(h, 'Title', 'One')
    h.project.canvas.close()
    const reopened = await Canvas.open({
      id: 'learner-web',
      rootDir: h.project.dir,
      dataDir: h.project.dataDir,
      watch: false,
    })
    await reopened.undo(one.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toBe(APP)
    reopened.close()
  })
})

describe('security', () => {
  const url = '/canvases/learner-web/parseAndMutate/lookups'

  it('admits the editor host origin and the token', async () => {
    const h = await start()
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { origin: EDITOR } })).statusCode,
    ).toBe(200)
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { 'x-mutate-api-token': TOKEN } }))
        .statusCode,
    ).toBe(200)
    const answer = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(Object.keys(answer.json<Lookups>().treeElements)).toHaveLength(6)
  })

  it('refuses a disallowed origin, a missing token and a wrong token', async () => {
    const h = await start()
    const evil = await h.app.inject({
      method: 'POST',
      url: '/canvases/learner-web/parseAndMutate/mutate/removeJsxElement',
      headers: { origin: 'https://evil.example' },
      payload: { elementsToRemove: [] },
    })
    expect(evil.statusCode).toBe(403)
    expect(evil.json()).toEqual({
      code: 'FORBIDDEN_ORIGIN',
      message: 'Origin https://evil.example is not allowed',
    })
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(403)
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { 'x-mutate-api-token': 'wrong' } }))
        .statusCode,
    ).toBe(403)
  })

  it('answers the CORS preflight of the editor host', async () => {
    const h = await start()
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/canvases/learner-web/parseAndMutate/mutate/styling',
      headers: {
        origin: EDITOR,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(EDITOR)
  })

  it('refuses a non-loopback Host (DNS rebinding)', async () => {
    const h = await start()
    const response = await h.app.inject({
      method: 'GET',
      url,
      headers: { host: 'evil.example:4100', 'x-mutate-api-token': TOKEN },
    })
    expect(response.statusCode).toBe(403)
  })

  it('serves the OpenAPI document', async () => {
    const h = await start()
    const response = await h.app.inject({ method: 'GET', url: '/docs/json' })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json().paths)).toContain(
      '/canvases/{canvasId}/parseAndMutate/mutate/styling',
    )
  })
})

describe('across files', () => {
  it('moves an element into another file with the imports it uses, mapping its ids there', async () => {
    const h = await start({
      'src/App.tsx': `import { Icon } from './ui/Icon'\n\nexport function App() {\n  return (\n    <main>\n      <p>\n        <Icon name="star" />\n      </p>\n    </main>\n  )\n}\n`,
      'src/pages/Other.tsx': `'use client'\nexport function Other() {\n  return <aside className="p-2">\n    <b>Hi</b>\n  </aside>\n}\n`,
    })
    const list = await elements(h)
    const p = byTag(list, 'p')
    const icon = byTag(list, 'Icon')
    const aside = byTag(list, 'aside')
    const item = createChangeItem({
      type: 'MOVE_JSX',
      changeFields: { codebaseIdToMove: p.codebaseId, codebaseIdToMoveTo: aside.codebaseId },
    })
    const answer = await send(h, item)
    expect(answer.changedFiles.toSorted()).toEqual(['src/App.tsx', 'src/pages/Other.tsx'])
    const other = await readFile(path.join(h.project.dir, 'src/pages/Other.tsx'), 'utf8')
    expect(other).toBe(
      `'use client'\nimport { Icon } from '../ui/Icon'\nexport function Other() {\n  return <aside className="p-2">\n    <b>Hi</b>\n    <p>\n      <Icon name="star" />\n    </p>\n  </aside>\n}\n`,
    )
    const after = new Map((await elements(h)).map((each) => [each.codebaseId, each]))
    expect(after.get(answer.prevIdToNewIdMap[icon.codebaseId] ?? '')).toMatchObject({
      tagName: 'Icon',
      filePath: 'src/pages/Other.tsx',
    })
    expect(after.get(answer.prevIdToNewIdMap[p.codebaseId] ?? '')).toMatchObject({
      tagName: 'p',
      filePath: 'src/pages/Other.tsx',
    })
  })
})

describe('id maps', () => {
  it('maps every element to itself through a wrap, and the wrapper gets a new id', async () => {
    const h = await start()
    const before = await elements(h)
    const item = createChangeItem({
      type: 'WRAP_DIV',
      changeFields: {
        codebaseIdsToWrap: [byTag(before, 'p', 0).codebaseId, byTag(before, 'p', 1).codebaseId],
      },
    })
    const answer = await send(h, item)
    const after = new Map((await elements(h)).map((each) => [each.codebaseId, each]))
    for (const old of before) {
      const renamed = after.get(answer.prevIdToNewIdMap[old.codebaseId] ?? '')
      expect(renamed && [renamed.tagName, renamed.editableText]).toEqual([
        old.tagName,
        old.editableText,
      ])
    }
    const mapped = new Set(Object.values(answer.prevIdToNewIdMap))
    const added = [...after.values()].filter((each) => !mapped.has(each.codebaseId))
    expect(added.map((each) => each.tagName)).toEqual(['div'])
    expect(
      after.get(answer.prevIdToNewIdMap[byTag(before, 'p', 0).codebaseId] ?? '')?.parentCodebaseId,
    ).toBe(added[0]?.codebaseId)
  })
})

describe('project root', () => {
  it('refuses to write through a symlink that leaves the root, leaving its target untouched', async () => {
    const h = await start({ 'src/App.tsx': `import './theme.css'\n${APP}` })
    const outside = path.join(path.dirname(h.project.dir), 'outside.css')
    await writeFile(outside, '.x { color: red; }\n')
    await symlink(outside, path.join(h.project.dir, 'src/theme.css'))
    const item = cssStyling(byTag(await elements(h), 'h1').codebaseId, { color: 'blue' })
    await expect(send(h, item)).rejects.toMatchObject({ status: 403, code: 'PATH_OUTSIDE_ROOT' })
    expect(await readFile(outside, 'utf8')).toBe('.x { color: red; }\n')
    expect(await readFile(h.file, 'utf8')).toBe(`import './theme.css'\n${APP}`)
  })
})

describe('CSS styling: the stylesheet rule and the class in one activity', () => {
  const CSS = '.brand {\n  color: #4597f7;\n}\n'
  const SOURCE = `import './theme.css'\n${APP}`

  async function styleTitle(h: Harness) {
    const item = cssStyling(byTag(await elements(h), 'h1').codebaseId, { color: '#fff' })
    return { item, answer: await send(h, item) }
  }

  const undoItem = (item: ChangeItem, activityId: string) =>
    createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: { ...item, activityId } } })
  const cssPath = (h: Harness) => path.join(h.project.dir, 'src/theme.css')

  it('writes both files in one activity; undo restores both and redo writes both again', async () => {
    const h = await start({ 'src/App.tsx': SOURCE, 'src/theme.css': CSS })
    const { item, answer } = await styleTitle(h)
    expect([...answer.changedFiles].sort()).toEqual(['src/App.tsx', 'src/theme.css'])
    const styledTsx = await readFile(h.file, 'utf8')
    const styledCss = await readFile(cssPath(h), 'utf8')
    const rule = /\.(sp-[0-9a-f]{8}) \{\n {2}color: #fff;\n\}/.exec(styledCss)
    expect(rule).not.toBeNull()
    expect(styledTsx).toContain(`<h1 className="text-xl ${rule?.[1]}">Title</h1>`)

    await send(h, undoItem(item, answer.activityId))
    expect(await readFile(h.file, 'utf8')).toBe(SOURCE)
    expect(await readFile(cssPath(h), 'utf8')).toBe(CSS)

    await send(
      h,
      createChangeItem({
        type: 'REDO',
        changeFields: { changeToRedo: { ...item, activityId: answer.activityId } },
      }),
    )
    expect(await readFile(h.file, 'utf8')).toBe(styledTsx)
    expect(await readFile(cssPath(h), 'utf8')).toBe(styledCss)
  })

  it('refuses the undo with 409 when the stylesheet was edited elsewhere, writing neither file', async () => {
    const h = await start({ 'src/App.tsx': SOURCE, 'src/theme.css': CSS })
    const { item, answer } = await styleTitle(h)
    const styledTsx = await readFile(h.file, 'utf8')
    const external = `${await readFile(cssPath(h), 'utf8')}.added { margin: 0; }\n`
    await writeFile(cssPath(h), external)
    await expect(send(h, undoItem(item, answer.activityId))).rejects.toMatchObject({
      status: 409,
      code: 'ACTIVITY_CONFLICT',
      body: { conflicts: [{ path: 'src/theme.css' }] },
    })
    expect(await readFile(cssPath(h), 'utf8')).toBe(external)
    expect(await readFile(h.file, 'utf8')).toBe(styledTsx)
  })

  it('refuses the undo with 409 when the component was edited elsewhere, writing neither file', async () => {
    const h = await start({ 'src/App.tsx': SOURCE, 'src/theme.css': CSS })
    const { item, answer } = await styleTitle(h)
    const styledCss = await readFile(cssPath(h), 'utf8')
    const external = (await readFile(h.file, 'utf8')).replace('End', 'Edited in a code editor')
    await writeFile(h.file, external)
    await expect(send(h, undoItem(item, answer.activityId))).rejects.toMatchObject({
      status: 409,
      code: 'ACTIVITY_CONFLICT',
      body: { conflicts: [{ path: 'src/App.tsx' }] },
    })
    expect(await readFile(h.file, 'utf8')).toBe(external)
    expect(await readFile(cssPath(h), 'utf8')).toBe(styledCss)
  })
})

describe('history cap', () => {
  it('answers 404 UNKNOWN_ACTIVITY for an activity beyond maxActivities after a restart', async () => {
    const h = await start()
    const ids = [
      (await editTitle(h, 'Title', 'One')).answer.activityId,
      (await editTitle(h, 'One', 'Two')).answer.activityId,
    ]
    h.project.canvas.close()
    const reopened = await Canvas.open({
      id: 'learner-web',
      rootDir: h.project.dir,
      dataDir: h.project.dataDir,
      watch: false,
      maxActivities: 1,
    })
    await expect(reopened.undo(ids[0] ?? '')).rejects.toMatchObject({ code: 'UNKNOWN_ACTIVITY' })
    await reopened.undo(ids[1] ?? '')
    expect(await readFile(h.file, 'utf8')).toContain('>One<')
    reopened.close()
  })
})

describe('warm-up at start', () => {
  it('runs changes on a throw-away canvas only, which is unreachable afterwards', async () => {
    const project = await createFixtureProject({ 'src/App.tsx': APP }, { canvasId: 'learner-web' })
    try {
      const app = await buildServer({
        canvases: new Map([['learner-web', project.canvas]]),
        allowedOrigins: [EDITOR],
        token: TOKEN,
        warmUp: { rounds: 1 },
      })
      const warmUpLookups = await app.inject({
        method: 'GET',
        url: `/canvases/${WARM_UP_CANVAS_ID}/parseAndMutate/lookups`,
        headers: { 'x-mutate-api-token': TOKEN },
      })
      expect(warmUpLookups.statusCode).toBe(404)
      expect(warmUpLookups.json()).toMatchObject({ code: 'UNKNOWN_CANVAS' })
      expect(await readFile(path.join(project.dir, 'src/App.tsx'), 'utf8')).toBe(APP)
      expect(project.canvas.activities.size).toBe(0)
      await app.close()
    } finally {
      await project.dispose()
    }
  })

  it('refuses to warm up when a served canvas has the reserved warm-up id', async () => {
    const project = await createFixtureProject({ 'src/App.tsx': APP })
    try {
      await expect(
        buildServer({
          canvases: new Map([[WARM_UP_CANVAS_ID, project.canvas]]),
          allowedOrigins: [EDITOR],
          token: TOKEN,
          warmUp: true,
        }),
      ).rejects.toThrow(/reserved for the warm-up/)
      expect(await readFile(path.join(project.dir, 'src/App.tsx'), 'utf8')).toBe(APP)
    } finally {
      await project.dispose()
    }
  })
})
