import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'
import { EDITOR_HOST_DIR } from './editor-host-dir'
import { LaunchError } from './launch-error'

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

/** What mutate-api's command prints once its server listens (see mutate-api's `src/cli.ts`). */
const LISTENING_LINE = 'mutate-api: listening on '

/** A running mutate-api and the lines it printed (for error messages). */
export interface MutateApiChild {
  readonly child: ChildProcess
  readonly output: string[]
}

/**
 * Starts mutate-api on the project's root, admitting the editor's origin, and resolves once it
 * listens (it listens at once and indexes the project meanwhile; calls for the canvas wait for
 * the index).
 *
 * @throws {LaunchError} with its output when it exits or does not listen within 60 s.
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
  // Below the launcher and the browser: while it indexes, the editor's first screen needs them
  // first (on a 2,000-file project, command → first selectable element ≈ 0.4 s sooner). For
  // good: a process cannot raise its priority again without privileges.
  try {
    if (child.pid !== undefined) setPriority(child.pid, 10)
  } catch {
    // Gone already: its exit is reported below.
  }
  // Never outlive the launcher, however it ends (a signal before the editor is up, an error).
  const killChild = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killChild)
  child.once('exit', () => process.off('exit', killChild))
  const output: string[] = []
  // It prints this line once its server listens: waited for as printed, not polled for.
  let heardListening = (): void => {}
  const listening = new Promise<void>((resolve) => {
    heardListening = resolve
  })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output.push(chunk)
    if (output.join('').includes(LISTENING_LINE)) heardListening()
  })
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
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), 60_000)
  })
  const outcome = await Promise.race([listening, exited, timedOut]).finally(() =>
    clearTimeout(timer),
  )
  if (outcome !== 'timed out') return { child, output }
  child.kill('SIGKILL')
  throw new LaunchError(`mutate-api did not start listening within 60 s:\n${output.join('')}`)
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
