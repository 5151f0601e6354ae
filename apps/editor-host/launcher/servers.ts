import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { createServer, type Plugin, preview, type ViteDevServer } from 'vite'
import { editorEnvScript } from '../src/config'
import { componentPreviewPlugin } from './component-preview'
import { EDITOR_HOST_DIR } from './editor-host-dir'
import { FRAME_SCRIPT_ID, frameScriptPlugins, unlessAlreadyInstrumented } from './frame-script'
import type { ViteProject } from './project'

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
    server: {
      host: options.host,
      port: options.port,
      strictPort: true,
      open: false,
      // The page and every module it imports statically are transformed while the editor
      // loads, instead of one import level per round trip once the preview asks for them.
      warmup: { clientFiles: ['./index.html'] },
    },
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
  // The frame script (one module of some 470 kB) is injected into the page, so the warm-up of
  // index.html does not reach it: transformed when the preview asked, it held the page back.
  void server.warmupRequest(FRAME_SCRIPT_ID)
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
        // Served as built, not gzipped on the fly by Vite's preview: on loopback compression only
        // costs time, on the thread the project's dev server works on while the editor loads.
        delete request.headers['accept-encoding']
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
