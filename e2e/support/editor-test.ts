import { writeFile } from 'node:fs/promises'
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type TestInfo,
} from '@playwright/test'
import { EditorPage } from './editor-page'
import { type EditorServers, startEditorServers } from './editor-servers'
import { readCopy, restoreCopy, writeCopy } from './editor-source'

/** The fixture copy of the current test, restored to the committed fixture before the test. */
export interface AppCopy {
  /** Reads a file of the copy, e.g. `src/App.tsx`. */
  read(relativePath: string): Promise<string>
  /** Writes a file of the copy, as a developer editing outside Splendid would. */
  write(relativePath: string, text: string): Promise<void>
}

interface EditorTestFixtures {
  app: AppCopy
  editor: EditorPage
}

interface EditorWorkerFixtures {
  servers: EditorServers
  /**
   * One browser context per worker: its HTTP cache keeps Vite's pre-bundled dependencies between
   * tests, which makes opening the editor much cheaper on a small machine. Each test still gets
   * its own page (its own sessionStorage), and localStorage is cleared after each test.
   */
  editorContext: BrowserContext
}

/** The suite's default desktop viewport (editor.config.ts sets each project's own). */
export const EDITOR_VIEWPORT = { width: 1440, height: 900 } as const

/** Writes a file into the test's output folder and attaches it (kept in test-results/). */
async function attachFile(testInfo: TestInfo, name: string, body: string | Buffer): Promise<void> {
  const path = testInfo.outputPath(name)
  await writeFile(path, body)
  await testInfo.attach(name, { path })
}

/**
 * Loads the preview and the editor once so that Vite discovers and pre-bundles their
 * dependencies (a discovery during a test would reload the page under it).
 */
async function warmUp(browser: Browser, servers: EditorServers): Promise<void> {
  const page = await browser.newPage()
  try {
    await page.goto(servers.previewUrl, { waitUntil: 'networkidle', timeout: 120_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
    await page.goto(servers.editorUrl, { waitUntil: 'networkidle', timeout: 120_000 })
    // A second load sees the optimised dependencies (and any reload they caused is over).
    await page.goto(servers.editorUrl, { waitUntil: 'networkidle', timeout: 60_000 })
  } finally {
    await page.close()
  }
}

/**
 * Playwright `test` for the editor suite. Each worker runs one stack ({@link startEditorServers})
 * on its own copy of the fixture app; before every test the copy is restored to the fixture
 * (and mutate-api restarted when anything had changed), so tests never see each other's edits.
 */
export const test = base.extend<EditorTestFixtures, EditorWorkerFixtures>({
  servers: [
    async ({ browser }, use, workerInfo) => {
      const servers = await startEditorServers(String(workerInfo.parallelIndex))
      try {
        await warmUp(browser, servers)
        await use(servers)
      } finally {
        await servers.stop()
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  editorContext: [
    async ({ browser }, use, workerInfo) => {
      // The project's width (1440 px, or 1280 px for the narrow-screen project).
      const viewport = workerInfo.project.use.viewport ?? EDITOR_VIEWPORT
      const context = await browser.newContext({ viewport })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ editorContext, servers }, use, testInfo) => {
    const page = await editorContext.newPage()
    const consoleLines: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleLines.push(`${message.type()}: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => consoleLines.push(`page error: ${error.message}`))
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) {
      await attachFile(testInfo, 'screenshot.png', await page.screenshot())
      await attachFile(testInfo, 'browser-console.txt', consoleLines.join('\n'))
    }
    // The editor keeps preferences (the language) in localStorage: the next test starts afresh.
    if (page.url().startsWith(servers.editorUrl)) {
      await page.evaluate(() => localStorage.clear())
    }
    await page.close()
  },
  app: [
    async ({ servers }, use, testInfo) => {
      await restoreCopy(servers)
      const logsBefore = servers.logs()
      await use({
        read: (relativePath) => readCopy(servers, relativePath),
        write: (relativePath, text) => writeCopy(servers, relativePath, text),
      })
      if (testInfo.status !== testInfo.expectedStatus) {
        const logs = servers.logs()
        const testLogs = logs.startsWith(logsBefore) ? logs.slice(logsBefore.length) : logs
        await attachFile(testInfo, 'server-logs.txt', testLogs)
        await attachFile(testInfo, 'App.tsx', await readCopy(servers, 'src/App.tsx'))
      }
    },
    { auto: true },
  ],
  editor: async ({ page, servers }, use) => {
    await use(new EditorPage(page, servers))
  },
})

export { expect }
