import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { createServer, type Plugin, preview, type ViteDevServer } from 'vite'
import { editorEnvScript } from '../src/config'
import { componentPreviewPlugin } from './component-preview'
import { FRAME_SCRIPT_ID, frameScriptPlugins, unlessAlreadyInstrumented } from './frame-script'
import { LaunchError } from './launch-error'
import type { ViteProject } from './project'

/** This package's folder (the editor host's Vite root). */
export const EDITOR_HOST_DIR = fileURLToPath(new URL('..', import.meta.url))

/**
 * Starts the project's own dev server — its own Vite, its own config file, which is read and
 * never written — with the codebase-ids plugin, the frame script and its configuration added
 * through Vite's inline config.
 */
export async function startProjectServer(options: {
  project: ViteProject
  host: string
  port: number
  editorOrigin: string
  frameScript: string
}): Promise<ViteDevServer> {
  const vite = (await import(
    pathToFileURL(options.project.viteEntry).href
  )) as typeof import('vite')
  // The project's config and plugins find their own files (Lingui's and Tailwind 3's configs,
  // say) from the working directory, as under `vite` run in the project; everything else here
  // uses absolute paths.
  process.chdir(options.project.root)
  const server = await vite.createServer({
    root: options.project.root,
    configFile: options.project.configFile,
    clearScreen: false,
    server: { host: options.host, port: options.port, strictPort: true, open: false },
    plugins: [
      // `enforce: 'pre'`: ids are computed from the files as written, as mutate-api reads them.
      unlessAlreadyInstrumented(
        splendidCodebaseIds({
          root: options.project.root,
          frameScript: { enabled: true, src: `/@id/${FRAME_SCRIPT_ID}` },
        }),
      ),
      ...frameScriptPlugins(options.frameScript, options.editorOrigin),
      componentPreviewPlugin(options.project.root),
    ],
  })
  await server.listen()
  return server
}

/**
 * Runs `start` with `env` set in process.env and puts the previous values back afterwards: Vite
 * reads `VITE_*` variables (and Lingui its config path) once, while it resolves the config.
 */
async function withEnv<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env)
  try {
    return await start()
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

/** A server of the editor host: its Vite dev server, or the prebuilt editor's static server. */
export interface EditorHostServer {
  close(): Promise<void>
}

/** Where the editor host listens and what it points at. */
interface EditorHostOptions {
  host: string
  port: number
  previewUrl: string
  mutateApiUrl: string
  canvasId: string
  stylingFramework: string
}

/** The settings the editor host reads (see `src/config.ts`). */
function editorEnv(options: EditorHostOptions): Record<string, string> {
  return {
    VITE_PREVIEW_URL: options.previewUrl,
    VITE_MUTATE_API_URL: options.mutateApiUrl,
    VITE_CANVAS_ID: options.canvasId,
    VITE_STYLING_FRAMEWORK: options.stylingFramework,
    VITE_COMPONENT_PREVIEWS: 'true',
  }
}

/**
 * Serves the editor host pointed at the project's server and mutate-api: the prebuilt editor
 * (`dist`, as `pnpm editor` and the package's build leave it) when there is one — its page given
 * the settings in a script, nothing compiled at start or on first load — else (or with
 * `SPLENDID_EDITOR_DEV=1`, when working on the editor itself) its Vite dev server.
 */
export function startEditorHost(options: EditorHostOptions): Promise<EditorHostServer> {
  const prebuilt = path.join(EDITOR_HOST_DIR, 'dist', 'index.html')
  if (existsSync(prebuilt) && process.env.SPLENDID_EDITOR_DEV !== '1')
    return servePrebuiltEditor(options)
  const env = {
    ...editorEnv(options),
    // Lingui looks for its config from the working directory, which is the user's.
    LINGUI_CONFIG: path.join(EDITOR_HOST_DIR, 'lingui.config.ts'),
  }
  return withEnv(env, async () => {
    const server = await createServer({
      root: EDITOR_HOST_DIR,
      configFile: path.join(EDITOR_HOST_DIR, 'vite.config.ts'),
      clearScreen: false,
      logLevel: 'warn',
      server: { host: options.host, port: options.port, strictPort: true, open: false },
    })
    await server.listen()
    return server
  })
}

/** Vite's preview server on the prebuilt editor, its `index.html` given the settings. */
async function servePrebuiltEditor(options: EditorHostOptions): Promise<EditorHostServer> {
  const outDir = path.join(EDITOR_HOST_DIR, 'dist')
  const page = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(
    '<head>',
    `<head>${editorEnvScript(editorEnv(options))}`,
  )
  const settings: Plugin = {
    name: 'splendid-editor-settings',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '/').split('?')[0]
        if (pathname !== '/' && pathname !== '/index.html') return next()
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.setHeader('Cache-Control', 'no-store')
        response.end(page)
      })
    },
  }
  return preview({
    root: EDITOR_HOST_DIR,
    // Not the editor's vite.config.ts: its plugins (Lingui, Tailwind) compile, and nothing is
    // compiled here.
    configFile: false,
    clearScreen: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: options.host, port: options.port, strictPort: true, open: false },
    plugins: [settings],
  })
}

/** mutate-api's command, as this package's dependency on @splendid/mutate-api installs it. */
function mutateApiCommand(): string {
  const packageDir = realpathSync(
    path.join(EDITOR_HOST_DIR, 'node_modules', '@splendid', 'mutate-api'),
  )
  if (!existsSync(path.join(packageDir, 'dist', 'cli.js'))) {
    throw new LaunchError(
      `mutate-api is not built: run \`pnpm --filter @splendid/mutate-api build\` in ${path.resolve(EDITOR_HOST_DIR, '..', '..')} (\`pnpm editor\` does it for you)`,
    )
  }
  return path.join(packageDir, 'bin', 'splendid-mutate-api.mjs')
}

/** A running mutate-api and the lines it printed (for error messages). */
export interface MutateApiChild {
  readonly child: ChildProcess
  readonly output: string[]
}

/**
 * Starts mutate-api on the project's root, admitting the editor's origin, and resolves once it
 * answers (it listens only after its warm-up).
 *
 * @throws {LaunchError} with its output when it exits or does not answer within 60 s.
 */
export async function startMutateApi(options: {
  root: string
  canvasId: string
  host: string
  port: number
  editorOrigin: string
  onStderr: (line: string) => void
}): Promise<MutateApiChild> {
  const command = mutateApiCommand()
  const child = spawn(
    process.execPath,
    [
      command,
      ...['--root', options.root, '--canvas', options.canvasId],
      ...['--host', options.host, '--port', String(options.port)],
    ],
    {
      env: { ...process.env, ALLOWED_ORIGINS: options.editorOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  // Never outlive the launcher, however it ends (a signal before the editor is up, an error).
  const killChild = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killChild)
  child.once('exit', () => process.off('exit', killChild))
  const output: string[] = []
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output.push(chunk)
    for (const line of chunk.split('\n').filter(Boolean)) options.onStderr(line)
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new LaunchError(`mutate-api stopped (exit code ${code}):\n${output.join('')}`)),
    ),
  )
  exited.catch(() => undefined)
  const url = `http://${options.host}:${options.port}/docs`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const answered = await Promise.race([
      fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ])
    if (answered) return { child, output }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), exited])
  }
  child.kill('SIGKILL')
  throw new LaunchError(`mutate-api did not answer at ${url} within 60 s:\n${output.join('')}`)
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
