import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  type ChangeItem,
  createChangeItem,
  createMutateApiClient,
  type MutateApiClient,
  prepareApiRequest,
  type TreeElement,
} from '@splendid/change-items'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildServer } from '../server'
import { createFixtureProject, type FixtureProject } from '../test/fixture-project'

const TOKEN = 'test-token-0123456789abcdef'
const PAGE = 'src/features/site/landing-page.tsx'
const EN_PO = 'src/features/site/locales/en.po'
const AR_PO = 'src/features/site/locales/ar.po'
const TITLE = "Learn English and new skills with Egypt's friendliest tutors"
const AR_TITLE = 'تعلّم الإنجليزية ومهارات جديدة مع أفضل المعلمين في مصر'

const LANDING = `import { Trans } from '@lingui/react/macro'

export function LandingPage({ name }: { name: string }) {
  return (
    <section className="bg-brand-900 text-white">
      <h1 className="mt-3 text-4xl font-extrabold">
        <Trans>${TITLE}</Trans>
      </h1>
      <p className="mt-5">
        <Trans>Welcome back, {name}</Trans>
      </p>
    </section>
  )
}
`

const poHeader = (language: string) => `msgid ""
msgstr ""
"POT-Creation-Date: 2026-11-23 00:17+0000\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${language}\\n"
`

const EN = `${poHeader('en')}
#: src/features/site/landing-page.tsx
msgid "${TITLE}"
msgstr "${TITLE}"

#. placeholder {0}: name
#: src/features/site/landing-page.tsx
msgid "Welcome back, {0}"
msgstr "Welcome back, {0}"
`

const AR = `${poHeader('ar')}
#: src/features/site/landing-page.tsx
msgid "${TITLE}"
msgstr "${AR_TITLE}"

#. placeholder {0}: name
#: src/features/site/landing-page.tsx
msgid "Welcome back, {0}"
msgstr "مرحباً بعودتك، {0}"
`

const FILES = {
  'lingui.config.ts': `export default { sourceLocale: 'en', locales: ['en', 'ar'], format: 'po' }\n`,
  [PAGE]: LANDING,
  [EN_PO]: EN,
  [AR_PO]: AR,
  // Never searched: dependencies and dot-folders.
  'node_modules/some-lib/locales/en.po': EN,
  '.cache/en.po': EN,
}

interface Harness {
  project: FixtureProject
  app: FastifyInstance
  client: MutateApiClient
}

let harness: Harness | undefined
afterEach(async () => {
  await harness?.app.close()
  await harness?.project.dispose()
  harness = undefined
})

async function start(): Promise<Harness> {
  const project = await createFixtureProject(FILES, { canvasId: 'learner-web' })
  const app = await buildServer({
    canvases: new Map([['learner-web', project.canvas]]),
    allowedOrigins: ['http://localhost:5174'],
    token: TOKEN,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  harness = {
    project,
    app,
    client: createMutateApiClient({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }),
  }
  return harness
}

const read = (h: Harness, file: string): Promise<string> =>
  readFile(path.join(h.project.dir, file), 'utf8')

async function element(h: Harness, tagName: string): Promise<TreeElement> {
  const { treeElements } = await h.client.lookups('learner-web')
  const found = Object.values(treeElements).find((each) => each.tagName === tagName)
  if (found === undefined) throw new Error(`no <${tagName}>`)
  return found
}

async function send(h: Harness, item: ChangeItem) {
  const { treeElements } = await h.client.lookups('learner-web')
  return h.client.send(prepareApiRequest(item, 'learner-web', treeElements))
}

const editText = (codebaseId: string, oldText: string, newText: string): ChangeItem =>
  createChangeItem({
    type: 'EDIT_TEXT',
    changeFields: { codebaseIdToEditText: codebaseId, oldText, newText },
  })

const NEW_TITLE = "Learn English & more with Egypt's kindest tutors"

describe('editText on a Lingui <Trans>', () => {
  it('reports the wrapping element as static text with the Trans text', async () => {
    const h = await start()
    const h1 = await element(h, 'h1')
    expect(h1).toMatchObject({ textIsStatic: true, editableText: TITLE })
    expect(await element(h, 'p')).toMatchObject({ textIsStatic: false, editableText: null })
  })

  it('rewrites the TSX and both catalogues in one activity, and undo/redo restore all three', async () => {
    const h = await start()
    const h1 = await element(h, 'h1')
    const item = editText(h1.codebaseId, TITLE, NEW_TITLE)
    const answer = await send(h, item)
    expect([...answer.changedFiles].sort()).toEqual([PAGE, AR_PO, EN_PO].sort())
    expect(await read(h, PAGE)).toBe(
      LANDING.replace(
        `<Trans>${TITLE}</Trans>`,
        `<Trans>Learn English &amp; more with Egypt's kindest tutors</Trans>`,
      ),
    )
    expect(await read(h, EN_PO)).toBe(
      EN.replace(
        `msgid "${TITLE}"\nmsgstr "${TITLE}"`,
        `msgid "${NEW_TITLE}"\nmsgstr "${NEW_TITLE}"`,
      ),
    )
    expect(await read(h, AR_PO)).toBe(
      AR.replace(
        `#: src/features/site/landing-page.tsx\nmsgid "${TITLE}"`,
        `#: src/features/site/landing-page.tsx\n#, fuzzy\nmsgid "${NEW_TITLE}"`,
      ),
    )
    expect(await read(h, 'node_modules/some-lib/locales/en.po')).toBe(EN)
    expect(await read(h, '.cache/en.po')).toBe(EN)
    expect(answer.lookups.treeElements[h1.codebaseId]).toMatchObject({ editableText: NEW_TITLE })

    const undo = createChangeItem({
      type: 'UNDO',
      changeFields: { changeToUndo: { ...item, activityId: answer.activityId } },
    })
    const undone = await send(h, undo)
    expect([...undone.changedFiles].sort()).toEqual([PAGE, AR_PO, EN_PO].sort())
    expect(await read(h, PAGE)).toBe(LANDING)
    expect(await read(h, EN_PO)).toBe(EN)
    expect(await read(h, AR_PO)).toBe(AR)

    await send(
      h,
      createChangeItem({
        type: 'REDO',
        changeFields: { changeToRedo: { ...item, activityId: answer.activityId } },
      }),
    )
    expect(await read(h, EN_PO)).toContain(`msgid "${NEW_TITLE}"`)
    expect(await read(h, AR_PO)).toContain(`#, fuzzy\nmsgid "${NEW_TITLE}"\nmsgstr "${AR_TITLE}"`)
  })

  it('refuses a Trans with a placeholder as not static and changes nothing', async () => {
    const h = await start()
    const p = await element(h, 'p')
    await expect(
      send(h, editText(p.codebaseId, 'Welcome back, Sara', 'Hello again, Sara')),
    ).rejects.toMatchObject({ status: 422, code: 'UNSUPPORTED_EDIT' })
    expect(await read(h, PAGE)).toBe(LANDING)
    expect(await read(h, AR_PO)).toBe(AR)
  })

  it('answers STALE_TEXT when oldText is not the source text (e.g. the Arabic translation)', async () => {
    const h = await start()
    const h1 = await element(h, 'h1')
    await expect(send(h, editText(h1.codebaseId, AR_TITLE, NEW_TITLE))).rejects.toMatchObject({
      status: 409,
      code: 'STALE_TEXT',
    })
    expect(await read(h, PAGE)).toBe(LANDING)
    expect(await read(h, EN_PO)).toBe(EN)
    expect(await read(h, AR_PO)).toBe(AR)
  })

  it('refuses braces in a translated text, which Lingui would read as placeholders', async () => {
    const h = await start()
    const h1 = await element(h, 'h1')
    await expect(send(h, editText(h1.codebaseId, TITLE, 'Learn {fast}'))).rejects.toMatchObject({
      status: 422,
      code: 'UNSUPPORTED_EDIT',
    })
    expect(await read(h, PAGE)).toBe(LANDING)
  })

  it('leaves catalogues that splendid-i18n-check accepts', async () => {
    const h = await start()
    const h1 = await element(h, 'h1')
    await send(h, editText(h1.codebaseId, TITLE, NEW_TITLE))
    const bin = path.resolve(
      import.meta.dirname,
      '../../../../packages/i18n/bin/splendid-i18n-check.mjs',
    )
    const { stdout } = await promisify(execFile)(process.execPath, [
      bin,
      path.join(h.project.dir, 'src/features/site/locales'),
    ])
    expect(stdout).toContain('Catalogues complete (messages: en 2, ar 2)')
  })
})
