import path from 'node:path'
import {
  type ChangeItem,
  createChangeItem,
  createMutateApiClient,
  type MutateApiClient,
  type MutationResponse,
  prepareApiRequest,
  type TreeElement,
} from '@splendid/change-items'
import type { FastifyInstance } from 'fastify'
import ts from 'typescript'
import { buildServer } from '../server'
import { createFixtureProject, type FixtureProject } from './fixture-project'

/**
 * What the HTTP scenarios share: one fixture project served by a real server on a loopback port,
 * and the editor's way of finding elements and sending change items to it.
 */

/** The token every request of these scenarios carries. */
export const TOKEN = 'test-token-0123456789abcdef'
/** The editor host's origin, the one origin the server admits. */
export const EDITOR = 'http://localhost:5174'
/** The default project's one component. */
export const APP = `export function App() {
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

/** A running mutate-api server over a fixture project, and a client for it. */
export interface Harness {
  project: FixtureProject
  app: FastifyInstance
  client: MutateApiClient
  file: string
}

let harness: Harness | undefined

/** Closes the server and deletes the project of the last {@link start}; for `afterEach`. */
export async function stopHarness(): Promise<void> {
  await harness?.app.close()
  await harness?.project.dispose()
  harness = undefined
}

/** Serves `files` as canvas `learner-web`; {@link stopHarness} ends it. */
export async function start(
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

/** The canvas' elements in source order. */
export async function elements(h: Harness): Promise<TreeElement[]> {
  const { treeElements } = await h.client.lookups('learner-web')
  return Object.values(treeElements).sort((a, b) => a.line - b.line || a.column - b.column)
}

/** The `nth` element with tag `tag`; throws when there is none. */
export function byTag(list: readonly TreeElement[], tag: string, nth = 0): TreeElement {
  const found = list.filter((each) => each.tagName === tag)[nth]
  if (found === undefined) throw new Error(`no ${tag}`)
  return found
}

/** Sends `item` prepared against the current lookups, as the editor does. */
export async function send(h: Harness, item: ChangeItem) {
  const { treeElements } = await h.client.lookups('learner-web')
  return h.client.send(prepareApiRequest(item, 'learner-web', treeElements))
}

/** Whether `text` parses as TSX without errors. */
/** The id an element has after a change (an answer's map names only the ids that changed). */
export function newIdOf(answer: Pick<MutationResponse, 'prevIdToNewIdMap'>, id: string): string {
  return answer.prevIdToNewIdMap[id] ?? id
}

export function parses(text: string): boolean {
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
export function cssStyling(codebaseId: string, stylingChanges: Record<string, string>): ChangeItem {
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
export async function editTitle(h: Harness, from: string, to: string) {
  const h1 = byTag(await elements(h), 'h1')
  const item = createChangeItem({
    type: 'EDIT_TEXT',
    changeFields: { codebaseIdToEditText: h1.codebaseId, oldText: from, newText: to },
  })
  return { item, answer: await send(h, item) }
}
