import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type ChangeItem, createChangeItem, MutateApiError } from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { Canvas } from '../canvas'
import {
  APP,
  byTag,
  cssStyling,
  editTitle,
  elements,
  type Harness,
  send,
  start,
  stopHarness,
} from './http-harness'

afterEach(stopHarness)

/** The harness's canvas opened again on its folders, as after a restart. */
const reopen = (h: Harness) =>
  Canvas.open({
    id: 'learner-web',
    rootDir: h.project.dir,
    dataDir: h.project.dataDir,
    watch: false,
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
    const reopened = await reopen(h)
    await reopened.undo(one.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toBe(APP)
    reopened.close()
  })

  it('logs the rewritten span, not the files, and still undoes what an older log kept whole', async () => {
    const h = await start()
    const one = await editTitle(h, 'Title', 'One')
    const logPath = path.join(h.project.dataDir, 'activities.jsonl')
    const [line = ''] = (await readFile(logPath, 'utf8')).split('\n')
    expect(line).not.toContain(APP.slice(0, 40))
    const logged = JSON.parse(line) as { files: { path: string }[] }
    expect(logged.files).toEqual([
      // 'Title' → 'One': the 'e' they end with is left out of the span.
      { path: 'src/App.tsx', patch: expect.objectContaining({ removed: 'Titl', inserted: 'On' }) },
    ])
    // A log line as servers wrote them before: the files' whole texts.
    const older = {
      ...logged,
      files: [{ path: 'src/App.tsx', before: APP, after: await readFile(h.file, 'utf8') }],
    }
    h.project.canvas.close()
    await writeFile(logPath, `${JSON.stringify(older)}\n`)
    const reopened = await reopen(h)
    await reopened.undo(one.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toBe(APP)
    await reopened.redo(one.answer.activityId)
    expect(await readFile(h.file, 'utf8')).toContain('>One<')
    reopened.close()
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
