import { randomBytes } from 'node:crypto'
import { cp, mkdir, readFile, rm, symlink } from 'node:fs/promises'
import { join, sep } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import type { EditorPage } from './editor-page'
import { COPY_PREFIX, EDITOR_HOST_DIR, REPO_ROOT, TMP_DIR } from './editor-paths'
import {
  bufferedLogger,
  EDITOR_E2E_HOST,
  type EditorServers,
  stackAddresses,
  stackShutdown,
  startEditorHost,
  startMutateApi,
  stopProcess,
} from './editor-servers'
import {
  type CopyReference,
  listCopyFiles,
  readCopy,
  restoreCopy,
  writeCopy,
} from './editor-source'
import { expect, test as fixtureTest } from './editor-test'
import { waitForHttp } from './editor-wait'

/** The learner web app as it is in the repository; tests only ever edit copies of it. */
export const LEARNER_WEB_DIR = join(REPO_ROOT, 'apps', 'learner-web')
/** The canvas id mutate-api serves the learner-web copy under (the editor host's default). */
export const LEARNER_WEB_CANVAS_ID = 'learner-web'
/** The landing page's source, relative to the app root. */
export const LANDING_PAGE_FILE = 'src/features/site/landing-page.tsx'
/** The catalogues of the landing page's feature folder, by locale. */
export const SITE_CATALOGUES = {
  en: 'src/features/site/locales/en.po',
  ar: 'src/features/site/locales/ar.po',
} as const

/**
 * What learner-web's dev server needs, copied into the copy (never `node_modules`, `dist`,
 * `.turbo`, its tests or benches): the sources, the page, the public files and every config the
 * dev server, Lingui and TypeScript read, with what the config imports.
 */
const COPIED_ENTRIES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  // vite.config.ts imports its preview plugin from here (scripts/prerendered-pages.ts).
  'scripts',
  'lingui.config.ts',
  'tsconfig.json',
  'package.json',
] as const

/**
 * No backend runs for the editor suite: learner-web's dev server proxies `/auth/v1`, `/rest/v1`
 * and `/storage/v1` to this closed port (the discard port), and the tests answer those calls in
 * the browser before they ever leave it (see {@link routeLearnerWebBackend}).
 */
const NO_BACKEND_URL = 'http://127.0.0.1:9'

/** One running editor stack on a private copy of learner-web. */
export interface LearnerWebServers extends EditorServers {
  /** Puts the copy back to its state when the stack started; returns the restored paths. */
  restore(): Promise<string[]>
}

/**
 * The copy as it was made, kept in memory: tests restore to it, so that another change to
 * apps/learner-web while the suite runs never reaches a running copy half way.
 */
async function snapshotOf(copyDir: string): Promise<CopyReference> {
  const files = await listCopyFiles(copyDir)
  const texts = new Map<string, string>()
  for (const file of files) texts.set(file, await readFile(join(copyDir, file), 'utf8'))
  return {
    files: async () => [...texts.keys()],
    read: async (relativePath) => texts.get(relativePath) ?? null,
  }
}

async function copyLearnerWeb(copyDir: string): Promise<void> {
  await mkdir(copyDir, { recursive: true })
  await Promise.all(
    COPIED_ENTRIES.map((entry) =>
      cp(join(LEARNER_WEB_DIR, entry), join(copyDir, entry), {
        recursive: true,
        // Unit tests are not part of the app; mutate-api and Vite never need them.
        filter: (source) => !/\.test\.tsx?$/.test(source) && !source.endsWith(`${sep}test`),
      }),
    ),
  )
  // Bare imports (`react`, `@lingui/*`, `@splendid/*`) and the config's own imports resolve
  // through learner-web's installed dependencies; Vite follows the link to their real paths.
  await symlink(join(LEARNER_WEB_DIR, 'node_modules'), join(copyDir, 'node_modules'), 'dir')
}

/**
 * The copy's dev server, started from the copy's own `vite.config.ts` (codebase ids, the frame
 * script and its configuration, Lingui, Tailwind) with the settings it reads from the
 * environment: the editor's origin as the only allowed parent, and no backend.
 */
async function startLearnerPreview(options: {
  copyDir: string
  port: number
  editorOrigin: string
  cacheDir: string
  logs: string[]
}): Promise<ViteDevServer> {
  Object.assign(process.env, {
    SPLENDID_EDITOR_ORIGINS: options.editorOrigin,
    SPLENDID_DEV_HOST_SUFFIX: EDITOR_E2E_HOST,
    SPLENDID_BACKEND_URL: NO_BACKEND_URL,
    // @lingui/vite-plugin finds its config from the working directory (e2e/) otherwise.
    LINGUI_CONFIG: join(options.copyDir, 'lingui.config.ts'),
  })
  const server = await createServer({
    root: options.copyDir,
    configFile: join(options.copyDir, 'vite.config.ts'),
    // The module runner loads the config in place: the default loader would write its bundled
    // config under `node_modules/.vite-temp`, that is inside apps/learner-web through the link.
    configLoader: 'runner',
    cacheDir: options.cacheDir,
    clearScreen: false,
    customLogger: bufferedLogger('[learner-web]', options.logs),
    server: {
      host: EDITOR_E2E_HOST,
      port: options.port,
      strictPort: true,
      fs: { allow: [REPO_ROOT] },
    },
  })
  await server.listen()
  return server
}

/**
 * Copies learner-web to a fresh folder under `e2e/.tmp/` and starts, one after the other (they
 * share process.env): the copy's dev server from its own config, the editor host pointed at it
 * and mutate-api on the copy under the canvas `learner-web`.
 */
export async function startLearnerWebServers(cacheKey: string): Promise<LearnerWebServers> {
  await mkdir(TMP_DIR, { recursive: true })
  const copyDir = join(TMP_DIR, `${COPY_PREFIX}learner-web-${randomBytes(6).toString('hex')}`)
  const { previewPort, editorPort, mutatePort, previewUrl, editorUrl, mutateApiUrl } =
    await stackAddresses()
  const mutateApiToken = randomBytes(24).toString('hex')
  const logs: string[] = []
  const { running, stop } = stackShutdown(copyDir)

  try {
    await copyLearnerWeb(copyDir)
    const reference = await snapshotOf(copyDir)
    const mutateOptions = {
      copyDir,
      canvasId: LEARNER_WEB_CANVAS_ID,
      port: mutatePort,
      editorOrigin: editorUrl,
      token: mutateApiToken,
      logs,
    }
    // mutate-api is a child process (its own environment): it starts while the servers do.
    const mutateApiStarted = startMutateApi(mutateOptions).then((mutateApi) => {
      running.mutateApi = mutateApi
    })
    const started = await Promise.allSettled([
      mutateApiStarted,
      (async () => {
        running.preview = await startLearnerPreview({
          copyDir,
          port: previewPort,
          editorOrigin: editorUrl,
          cacheDir: join(TMP_DIR, `vite-cache-learner-web-${cacheKey}`),
          logs,
        })
        running.editorHost = await startEditorHost(
          editorPort,
          {
            VITE_PREVIEW_URL: previewUrl,
            VITE_MUTATE_API_URL: mutateApiUrl,
            VITE_CANVAS_ID: LEARNER_WEB_CANVAS_ID,
            LINGUI_CONFIG: join(EDITOR_HOST_DIR, 'lingui.config.ts'),
          },
          join(TMP_DIR, `vite-cache-editor-host-learner-web-${cacheKey}`),
          logs,
        )
      })(),
    ])
    const failure = started.find((result) => result.status === 'rejected')
    if (failure !== undefined) throw failure.reason
    const preview = running.preview
    if (preview === undefined) throw new Error('The learner-web preview server did not start')
    await Promise.all([waitForHttp(`${previewUrl}/`, 60_000), waitForHttp(`${editorUrl}/`, 60_000)])
    const servers: LearnerWebServers = {
      copyDir,
      previewUrl,
      editorUrl,
      mutateApiUrl,
      mutateApiToken,
      canvasId: LEARNER_WEB_CANVAS_ID,
      previewServer: preview,
      async restartMutateApi() {
        const previous = running.mutateApi
        delete running.mutateApi
        if (previous) {
          await stopProcess(previous.child)
          await rm(previous.dataDir, { recursive: true, force: true })
        }
        running.mutateApi = await startMutateApi(mutateOptions)
      },
      restore: () => restoreCopy(servers, reference),
      logs: () => logs.join('\n'),
      stop,
    }
    return servers
  } catch (error) {
    await stop()
    throw error
  }
}

/** A placeholder for the sample courses' remote thumbnails (there is no internet here). */
const PLACEHOLDER_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>'

/**
 * Answers learner-web's backend calls in the browser ("nothing there": no session, an empty
 * catalogue, so the landing page shows its sample courses) and every request off this machine
 * (the samples' thumbnails) with a placeholder, so pages settle without a backend or internet.
 */
export async function routeLearnerWebBackend(page: Page): Promise<void> {
  await page.route(/\/(auth|rest|storage)\/v1\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  )
  await page.route(
    (url) => url.hostname !== EDITOR_E2E_HOST && url.hostname !== 'localhost',
    (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE }),
  )
}

/** The landing page's hero heading in the preview (the page's only `h1`). */
export function heroHeading(editor: EditorPage): Locator {
  return editor.app('main h1')
}

/**
 * Opens the editor on the learner-web copy and waits until the landing page shows in the
 * preview and its hero heading is listed in the layers panel.
 */
export async function openLearnerWebEditor(editor: EditorPage): Promise<void> {
  await editor.page.goto(editor.servers.editorUrl)
  await expect(heroHeading(editor)).toBeVisible({ timeout: 30_000 })
  await expect(editor.treeItem('h1')).toBeVisible({ timeout: 30_000 })
}

/**
 * Loads the copy's landing page and the editor once, so that Vite discovers and pre-bundles
 * their dependencies before the first test (a discovery during a test reloads the page).
 */
async function warmUp(page: Page, servers: LearnerWebServers): Promise<void> {
  await routeLearnerWebBackend(page)
  await page.goto(servers.previewUrl, { waitUntil: 'networkidle', timeout: 120_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  await page.goto(servers.previewUrl, { waitUntil: 'networkidle', timeout: 60_000 })
  await page.goto(servers.editorUrl, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.goto(servers.editorUrl, { waitUntil: 'networkidle', timeout: 60_000 })
}

/**
 * The editor suite's `test` on a copy of learner-web instead of the fixture app: the worker's
 * stack is {@link startLearnerWebServers} (started once per worker), every test starts from the
 * copy as it was made, and the preview runs without a backend. Overriding the worker fixture
 * gives these tests their own worker, so the fixture stack and this one never run side by side.
 */
export const test = fixtureTest.extend({
  servers: [
    async ({ browser }, use, workerInfo) => {
      const servers = await startLearnerWebServers(String(workerInfo.parallelIndex))
      try {
        const page = await browser.newPage()
        try {
          await warmUp(page, servers)
        } finally {
          await page.close()
        }
        await use(servers)
      } finally {
        await servers.stop()
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  page: async ({ page }, use) => {
    await routeLearnerWebBackend(page)
    await use(page)
  },
  // Still an automatic fixture: an override keeps the options of the fixture it overrides.
  app: async ({ servers }, use, testInfo) => {
    const learner = servers as LearnerWebServers
    await learner.restore()
    const logsBefore = servers.logs()
    await use({
      read: (relativePath) => readCopy(servers, relativePath),
      write: (relativePath, text) => writeCopy(servers, relativePath, text),
    })
    if (testInfo.status !== testInfo.expectedStatus) {
      const logs = servers.logs()
      const testLogs = logs.startsWith(logsBefore) ? logs.slice(logsBefore.length) : logs
      await testInfo.attach('server-logs.txt', { body: testLogs, contentType: 'text/plain' })
      await testInfo.attach('landing-page.tsx', {
        body: await readCopy(servers, LANDING_PAGE_FILE),
        contentType: 'text/plain',
      })
    }
  },
})

export { expect }
