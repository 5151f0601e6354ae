import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { freePort } from '@splendid/vitest-config/browser'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createLogger, createServer, type Logger, type Plugin, type ViteDevServer } from 'vite'
import {
  COPY_PREFIX,
  EDITOR_HOST_DIR,
  FIXTURE_CANVAS_ID,
  FIXTURE_DIR,
  MUTATE_API_CLI,
  REPO_ROOT,
  TMP_DIR,
} from './editor-paths'
import { waitForHttp } from './editor-wait'

/** The hostname every server listens on and every URL uses (the frame's dev host suffix too). */
export const EDITOR_E2E_HOST = '127.0.0.1'

/** The frame script as the codebase-ids plugin injects it; Vite resolves `/@id/<bare import>`. */
export const FRAME_SCRIPT_SRC = '/@id/@splendid/frame-bridge/frame'

/** One running editor stack on a private copy of the fixture app. */
export interface EditorServers {
  /** The copy of `e2e/editor-fixture` that the preview serves and mutate-api rewrites. */
  readonly copyDir: string
  /** Origin of the copy's Vite dev server (the preview). */
  readonly previewUrl: string
  /** Origin of the editor host's Vite dev server. */
  readonly editorUrl: string
  /** Origin of mutate-api. */
  readonly mutateApiUrl: string
  /** Token for direct calls to mutate-api (header `x-mutate-api-token`). */
  readonly mutateApiToken: string
  readonly canvasId: string
  /** The preview's Vite dev server (in this process). */
  readonly previewServer: ViteDevServer
  /** Stops mutate-api and starts it again on the same port with an empty activity folder. */
  restartMutateApi(): Promise<void>
  /** Output of the child processes and Vite warnings, for failure messages. */
  logs(): string
  /** Stops every server and deletes the copy. */
  stop(): Promise<void>
}

/**
 * Sets `globalThis.__SPLENDID_FRAME_CONFIG__` with an inline classic script. The frame script is a
 * module script (deferred), so the inline script always runs before it, wherever it sits.
 */
function frameConfigPlugin(editorOrigin: string): Plugin {
  const config = { allowedParentOrigins: [editorOrigin], devHostSuffix: EDITOR_E2E_HOST }
  return {
    name: 'splendid-e2e-frame-config',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `globalThis.__SPLENDID_FRAME_CONFIG__ = ${JSON.stringify(config)}`,
        injectTo: 'head-prepend',
      },
    ],
  }
}

/** A Vite logger that keeps warnings and errors for failure reports instead of printing them. */
export function bufferedLogger(prefix: string, lines: string[]): Logger {
  const logger = createLogger('warn', { prefix })
  const keep = collectLogs(lines)
  logger.warn = (message) => keep(`${prefix} ${message}`)
  logger.warnOnce = (message) => keep(`${prefix} ${message}`)
  logger.error = (message) => keep(`${prefix} ${message}`)
  return logger
}

/** Appends output chunks to `lines` line by line, keeping the last `limit` lines. */
export function collectLogs(lines: string[], limit = 400) {
  return (chunk: Buffer | string) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    if (lines.length > limit) lines.splice(0, lines.length - limit)
  }
}

async function startPreview(
  copyDir: string,
  port: number,
  editorOrigin: string,
  logs: string[],
  cacheDir: string,
): Promise<ViteDevServer> {
  const server = await createServer({
    root: copyDir,
    configFile: false,
    envDir: false,
    cacheDir,
    clearScreen: false,
    customLogger: bufferedLogger('[preview]', logs),
    server: {
      host: EDITOR_E2E_HOST,
      port,
      strictPort: true,
      fs: { allow: [REPO_ROOT] },
    },
    plugins: [
      frameConfigPlugin(editorOrigin),
      splendidCodebaseIds({
        root: copyDir,
        frameScript: { enabled: true, src: FRAME_SCRIPT_SRC },
      }),
      react(),
      tailwindcss(),
    ],
  })
  await server.listen()
  return server
}

/** Starts the editor host's Vite dev server with `env` (its `VITE_*` settings) in process.env. */
export async function startEditorHost(
  port: number,
  env: Record<string, string>,
  cacheDir: string,
  logs: string[],
): Promise<ViteDevServer> {
  // Vite reads VITE_* variables from process.env when it resolves the config; every Playwright
  // worker is its own process, so this does not leak between stacks.
  Object.assign(process.env, env)
  const server = await createServer({
    root: EDITOR_HOST_DIR,
    configFile: join(EDITOR_HOST_DIR, 'vite.config.ts'),
    cacheDir,
    clearScreen: false,
    customLogger: bufferedLogger('[editor-host]', logs),
    server: { host: EDITOR_E2E_HOST, port, strictPort: true },
  })
  await server.listen()
  return server
}

/** A running mutate-api child process and its activity folder. */
export interface MutateApiProcess {
  readonly child: ChildProcess
  readonly dataDir: string
}

/**
 * Starts mutate-api's CLI on `copyDir` (canvas `canvasId`, by default the fixture's) and waits
 * until it answers.
 */
export async function startMutateApi(options: {
  copyDir: string
  canvasId?: string
  port: number
  editorOrigin: string
  token: string
  logs: string[]
}): Promise<MutateApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'splendid-e2e-mutate-'))
  const canvasId = options.canvasId ?? FIXTURE_CANVAS_ID
  const child = spawn(
    process.execPath,
    [
      MUTATE_API_CLI,
      '--root',
      options.copyDir,
      '--canvas',
      canvasId,
      '--port',
      String(options.port),
      '--host',
      EDITOR_E2E_HOST,
      '--data-dir',
      dataDir,
    ],
    {
      env: {
        ...process.env,
        ALLOWED_ORIGINS: options.editorOrigin,
        MUTATE_API_TOKEN: options.token,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  // Never outlive the worker, even when it is killed between fixture teardowns.
  const killChild = () => child.kill('SIGKILL')
  process.once('exit', killChild)
  child.once('exit', () => process.off('exit', killChild))
  const log = collectLogs(options.logs)
  child.stdout?.on('data', (chunk: Buffer) => log(`mutate-api: ${chunk}`))
  child.stderr?.on('data', (chunk: Buffer) => log(`mutate-api: ${chunk}`))
  const url = `http://${EDITOR_E2E_HOST}:${options.port}`
  try {
    await Promise.race([
      waitForHttp(`${url}/canvases/${canvasId}/parseAndMutate/lookups`, 30_000, {
        'x-mutate-api-token': options.token,
      }),
      new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`mutate-api exited with code ${code}`))),
      ),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${options.logs.join('\n')}`)
  }
  return { child, dataDir }
}

/** Stops a child process (SIGTERM, then SIGKILL after 5 s). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/** Free ports for one stack (preview, editor host, mutate-api) and their URLs. */
export async function stackAddresses() {
  const [previewPort, editorPort, mutatePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  return {
    previewPort,
    editorPort,
    mutatePort,
    previewUrl: `http://${EDITOR_E2E_HOST}:${previewPort}`,
    editorUrl: `http://${EDITOR_E2E_HOST}:${editorPort}`,
    mutateApiUrl: `http://${EDITOR_E2E_HOST}:${mutatePort}`,
  }
}

/** The servers of a stack, filled in as each comes up, so that a failed start still stops the others. */
export interface RunningStack {
  preview?: ViteDevServer
  editorHost?: ViteDevServer
  mutateApi?: MutateApiProcess
}

/** What a stack has started so far, and `stop`: closes them all and deletes the copy. */
export function stackShutdown(copyDir: string): {
  readonly running: RunningStack
  stop(): Promise<void>
} {
  const running: RunningStack = {}
  const stop = async () => {
    const { preview, editorHost, mutateApi } = running
    await Promise.allSettled([
      preview?.close(),
      editorHost?.close(),
      mutateApi ? stopProcess(mutateApi.child) : undefined,
    ])
    await Promise.allSettled([
      rm(copyDir, { recursive: true, force: true }),
      mutateApi ? rm(mutateApi.dataDir, { recursive: true, force: true }) : undefined,
    ])
  }
  return { running, stop }
}

/**
 * Copies the fixture app to a fresh folder under `e2e/.tmp/` and starts, on free ports of
 * 127.0.0.1: the copy's Vite dev server (codebase-ids plugin + injected frame script, frame
 * configured to accept the editor's origin), mutate-api on the copy, and the editor host's Vite
 * dev server pointed at both. `cacheKey` names the Vite dependency caches (reused across runs).
 */
export async function startEditorServers(cacheKey: string): Promise<EditorServers> {
  await mkdir(TMP_DIR, { recursive: true })
  const copyDir = join(TMP_DIR, `${COPY_PREFIX}${randomBytes(6).toString('hex')}`)
  await cp(FIXTURE_DIR, copyDir, {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  })
  const { previewPort, editorPort, mutatePort, previewUrl, editorUrl, mutateApiUrl } =
    await stackAddresses()
  const mutateApiToken = randomBytes(24).toString('hex')
  const logs: string[] = []
  const { running, stop } = stackShutdown(copyDir)

  try {
    const mutateOptions = {
      copyDir,
      port: mutatePort,
      editorOrigin: editorUrl,
      token: mutateApiToken,
      logs,
    }
    const previewCache = join(TMP_DIR, `vite-cache-preview-${cacheKey}`)
    const editorHostCache = join(TMP_DIR, `vite-cache-editor-host-${cacheKey}`)
    const editorHostEnv = {
      VITE_PREVIEW_URL: previewUrl,
      VITE_MUTATE_API_URL: mutateApiUrl,
      VITE_CANVAS_ID: FIXTURE_CANVAS_ID,
      // Lingui looks for its config from the working directory, which is e2e/ here.
      LINGUI_CONFIG: join(EDITOR_HOST_DIR, 'lingui.config.ts'),
    }
    // allSettled: when one fails, the others are still awaited (and then stopped by `stop`).
    const started = await Promise.allSettled([
      startPreview(copyDir, previewPort, editorUrl, logs, previewCache).then((server) => {
        running.preview = server
      }),
      startEditorHost(editorPort, editorHostEnv, editorHostCache, logs).then((server) => {
        running.editorHost = server
      }),
      startMutateApi(mutateOptions).then((mutateApi) => {
        running.mutateApi = mutateApi
      }),
    ])
    const failure = started.find((result) => result.status === 'rejected')
    if (failure !== undefined) throw failure.reason
    const preview = running.preview
    if (preview === undefined) throw new Error('The preview server did not start')
    await Promise.all([waitForHttp(`${previewUrl}/`, 60_000), waitForHttp(`${editorUrl}/`, 60_000)])
    return {
      copyDir,
      previewUrl,
      editorUrl,
      mutateApiUrl,
      mutateApiToken,
      canvasId: FIXTURE_CANVAS_ID,
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
      logs: () => logs.join('\n'),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
