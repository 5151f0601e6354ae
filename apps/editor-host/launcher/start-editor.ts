import type { ViteDevServer } from 'vite'
import { type MutateApiChild, startMutateApi, stopChild } from './mutate-api-child'
import { ensurePortFree } from './ports'
import { inspectProject, type ViteProject } from './project'
import type { EditorHostServer } from './servers'

/** Where the three servers listen (all on one loopback host). */
export interface EditorPorts {
  /** The editor host (the URL the designer opens). */
  readonly editor: number
  /** The project's own dev server (the preview). */
  readonly app: number
  readonly mutateApi: number
}

/**
 * The default ports: away from Vite's 5173 and from Splendid's own `npm start` (and not 4190,
 * which browsers and Node's fetch refuse: see {@link BLOCKED_PORTS}).
 */
export const DEFAULT_PORTS: EditorPorts = { editor: 5190, app: 5191, mutateApi: 4191 }

/** The Fetch standard's "bad ports": browsers (and Node's fetch) never connect to them. */
export const BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6697, 10080,
])

/** One running editor on a project. */
export interface RunningEditor {
  readonly project: ViteProject
  readonly canvasId: string
  readonly editorUrl: string
  readonly appUrl: string
  readonly mutateApiUrl: string
  /** Stops every server (the project's files are left as the editor wrote them). */
  stop(): Promise<void>
}

/** The canvas id mutate-api serves the project under: its package name, made safe. */
export function canvasIdFor(project: ViteProject): string {
  const safe = project.name.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|-+$/g, '')
  return safe === '' ? 'project' : safe
}

/**
 * Starts the editor on a Vite React project: checks the project and the ports, then starts
 * mutate-api on the project's root, the project's own dev server (instrumented from outside its
 * config) and the editor host pointed at both. Anything started is stopped again when a later
 * step fails.
 *
 * @throws {LaunchError} for a missing path, a folder that is not a Vite project, dependencies
 * not installed, a busy port, a server that does not start.
 */
export async function startEditor(options: {
  projectPath: string
  host?: string
  ports?: Partial<EditorPorts>
  /** mutate-api's error output, line by line (default: printed to stderr). */
  onMutateApiError?: (line: string) => void
}): Promise<RunningEditor> {
  const host = options.host ?? '127.0.0.1'
  const ports = { ...DEFAULT_PORTS, ...options.ports }
  const project = inspectProject(options.projectPath)
  await ensurePortFree(host, ports.editor, 'the editor', '--editor-port')
  await ensurePortFree(host, ports.app, "the project's dev server", '--port')
  await ensurePortFree(host, ports.mutateApi, 'mutate-api', '--api-port')
  const canvasId = canvasIdFor(project)
  const editorUrl = `http://${host}:${ports.editor}`
  const appUrl = `http://${host}:${ports.app}`
  const mutateApiUrl = `http://${host}:${ports.mutateApi}`

  const running: {
    app?: ViteDevServer
    editor?: EditorHostServer
    mutateApi?: MutateApiChild
  } = {}
  const stop = async (): Promise<void> => {
    await Promise.allSettled([
      running.editor?.close(),
      running.app?.close(),
      running.mutateApi === undefined ? undefined : stopChild(running.mutateApi.child),
    ])
  }
  try {
    // mutate-api (its own process: it boots and indexes the project on the other core) starts
    // first; Vite, TypeScript and the codebase-ids plugin load meanwhile, and only now, so a
    // refusal above comes at once.
    const mutateApiStarted = startMutateApi({
      root: project.root,
      canvasId,
      host,
      port: ports.mutateApi,
      editorOrigin: editorUrl,
      onStderr: options.onMutateApiError ?? ((line) => console.error(`[mutate-api] ${line}`)),
    }).then((child) => {
      running.mutateApi = child
    })
    const started = await Promise.allSettled([
      mutateApiStarted,
      (async () => {
        const [{ frameScriptCode }, { startEditorHost, startProjectServer }] = await Promise.all([
          import('./frame-script'),
          import('./servers'),
        ])
        running.app = await startProjectServer({
          project,
          host,
          port: ports.app,
          editorOrigin: editorUrl,
          frameScript: await frameScriptCode(),
        })
        running.editor = await startEditorHost({
          host,
          port: ports.editor,
          previewUrl: appUrl,
          mutateApiUrl,
          canvasId,
          stylingFramework: project.styling.framework,
        })
      })(),
    ])
    const failure = started.find((result) => result.status === 'rejected')
    if (failure !== undefined) throw failure.reason
  } catch (error) {
    await stop()
    throw error
  }
  return { project, canvasId, editorUrl, appUrl, mutateApiUrl, stop }
}
