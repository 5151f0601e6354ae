import path from 'node:path'
import { parseArgs } from 'node:util'
import { LaunchError } from './launch-error'
import { BLOCKED_PORTS, DEFAULT_PORTS, type RunningEditor, startEditor } from './start-editor'
import type { ProjectStyling } from './styling-detection'

const USAGE = `Usage: splendid-editor [project-folder] [options]

Opens a Vite + React project in Splendid's visual editor: starts the project's own Vite dev
server (instrumented from outside: your files and config stay as they are), mutate-api on the
project (it writes your changes to the source) and the editor, then prints the editor's URL.

  project-folder       the folder with the project's package.json and vite.config (default: .)
  --port <n>           the project's dev server (default ${DEFAULT_PORTS.app})
  --editor-port <n>    the editor (default ${DEFAULT_PORTS.editor})
  --api-port <n>       mutate-api (default ${DEFAULT_PORTS.mutateApi})
  --host <name>        loopback host to listen on (default 127.0.0.1)
  -h, --help           this text`

function port(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535)
    throw new LaunchError(`${flag} must be a port number (1–65535), not "${value}"`)
  if (BLOCKED_PORTS.has(parsed))
    throw new LaunchError(
      `${flag} ${parsed}: browsers refuse to connect to that port; choose another`,
    )
  return parsed
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'editor-port': { type: 'string' },
      'api-port': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.info(USAGE)
    return
  }
  if (positionals.length > 1) throw new LaunchError(`Give one project folder.\n\n${USAGE}`)
  // `pnpm editor <path>` runs from the repository's root: INIT_CWD is where it was typed.
  const base = process.env.INIT_CWD ?? process.cwd()
  const projectPath = path.resolve(base, positionals[0] ?? '.')
  const ports = {
    ...optional('app', port(values.port, '--port')),
    ...optional('editor', port(values['editor-port'], '--editor-port')),
    ...optional('mutateApi', port(values['api-port'], '--api-port')),
  }
  console.info(`[splendid-editor] starting the editor on ${projectPath} …`)
  const signals = handleSignals()
  const editor = await startEditor({
    projectPath,
    ports,
    ...(values.host === undefined ? {} : { host: values.host }),
  })
  signals.started(editor)
  console.info(`
[splendid-editor] ${editor.project.name} is open in the editor:

  Editor:      ${editor.editorUrl}/
  Your app:    ${editor.appUrl}/  (its own Vite dev server, with the editor's ids)
  mutate-api:  ${editor.mutateApiUrl}/docs  (writes your changes to ${editor.project.root})
  Styles:      ${stylingLine(editor.project.styling)} (switch in the Styles panel)

Press Ctrl-C to stop.`)
}

function stylingLine(styling: ProjectStyling): string {
  switch (styling.framework) {
    case 'Tailwind':
      return 'written as Tailwind classes'
    case 'CSS':
      return styling.cssModules
        ? 'written as CSS rules, in the CSS module a component imports, else its stylesheet'
        : "written as CSS rules in the project's stylesheet"
    case 'Inline':
      return 'written as inline styles (the project has no stylesheet)'
  }
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>)
}

/**
 * Ctrl-C (SIGINT) and SIGTERM: before the editor is up, exit at once (mutate-api is killed on
 * exit, the in-process servers end with the process); once it is up, stop every server first.
 */
function handleSignals(): { started(editor: RunningEditor): void } {
  let running: RunningEditor | undefined
  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    console.info('\n[splendid-editor] stopping …')
    if (running === undefined) process.exit(130)
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    void running.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return {
    started(editor) {
      running = editor
    },
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof LaunchError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`[splendid-editor] ${(error as Error).message}`)
  } else {
    console.error('[splendid-editor] the editor could not start:', error)
  }
  process.exit(1)
})
