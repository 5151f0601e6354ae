import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { expect } from '@playwright/test'
import { freePort } from '@splendid/vitest-config/browser'
import { EditorPage } from './editor-page'
import { E2E_DIR, REPO_ROOT } from './editor-paths'
import { collectLogs } from './editor-servers'

/** Vite React projects no one here wrote, committed as they came (see editor-projects/README.md). */
export const PROJECTS_DIR = join(E2E_DIR, 'editor-projects')
/** The editor's command, as `pnpm editor` and the package's `bin` run it. */
export const EDITOR_COMMAND = join(REPO_ROOT, 'apps', 'editor-host', 'bin', 'splendid-editor.mjs')

/**
 * Copies a project of {@link PROJECTS_DIR} to a fresh folder outside the repository (as a user's
 * project would be) and installs its runtime dependencies there as links to this workspace's
 * installed copies (the versions of the catalogue): no network, and nothing of the repository's
 * own `node_modules` is found by walking up from the copy. `packages` are the dependencies to
 * link (the project's type packages, linters and compilers are not needed to run it).
 */
export async function copyProject(name: string, packages: readonly string[]): Promise<string> {
  const copyDir = await mkdtemp(join(tmpdir(), `splendid-project-${name}-`))
  await cp(join(PROJECTS_DIR, name), copyDir, { recursive: true })
  for (const pkg of packages) {
    const link = join(copyDir, 'node_modules', pkg)
    await mkdir(dirname(link), { recursive: true })
    await symlink(join(E2E_DIR, 'node_modules', pkg), link, 'dir')
  }
  return copyDir
}

/** The files of a project folder (relative paths, sorted), `node_modules` left out. */
export async function projectFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter(
      (entry) => entry.isFile() && !relative(dir, entry.parentPath).startsWith('node_modules'),
    )
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

/** Reads a file of the committed project (never of a copy). */
export function readProjectSource(name: string, relativePath: string): Promise<string> {
  return readFile(join(PROJECTS_DIR, name, relativePath), 'utf8')
}

/** The editor command running on a project, as a child process. */
export interface EditorCommand {
  readonly child: ChildProcess
  /** The editor's URL as the command printed it (no trailing slash). */
  readonly editorUrl: string
  /** The project's dev server, as printed. */
  readonly appUrl: string
  /** mutate-api, as printed. */
  readonly mutateApiUrl: string
  /** Everything the command printed so far. */
  output(): string
  /** Presses Ctrl-C (SIGINT) and resolves with the exit code once the command has exited. */
  interrupt(): Promise<number | null>
}

/** Free ports for the command's three servers, as its flags. */
export async function freePortFlags(): Promise<string[]> {
  return [
    ...['--editor-port', String(await freePort())],
    ...['--port', String(await freePort())],
    ...['--api-port', String(await freePort())],
  ]
}

/** Sends `signal` to the process group of `child` (a command started with `detached`). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Runs the editor's command (`node apps/editor-host/bin/splendid-editor.mjs …args`) from
 * `cwd`, with mutate-api's state in `stateDir`, until it exits.
 */
export function runEditorCommand(
  args: readonly string[],
  options: { cwd: string; stateDir: string },
): ChildProcess {
  const child = spawn(process.execPath, [EDITOR_COMMAND, ...args], {
    cwd: options.cwd,
    env: { ...process.env, XDG_STATE_HOME: options.stateDir, INIT_CWD: options.cwd },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal gives a command: Ctrl-C and a kill reach its
    // children (mutate-api) too.
    detached: true,
  })
  // Never outlive the worker.
  const kill = () => signalGroup(child, 'SIGKILL')
  process.once('exit', kill)
  child.once('exit', () => process.off('exit', kill))
  return child
}

/** What a command printed and how it ended (for the commands that must refuse to start). */
export async function editorCommandResult(
  args: readonly string[],
  options: { cwd: string; stateDir: string },
): Promise<{ code: number | null; output: string }> {
  const child = runEditorCommand(args, options)
  const lines: string[] = []
  child.stdout?.on('data', collectLogs(lines))
  child.stderr?.on('data', collectLogs(lines))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output: lines.join('\n') }
}

/**
 * Starts the editor's command on `projectDir` on free ports and resolves once it printed the
 * editor's URL (every server is up then).
 */
export async function startEditorCommand(
  projectDir: string,
  stateDir: string,
): Promise<EditorCommand> {
  await mkdir(stateDir, { recursive: true })
  const child = runEditorCommand([projectDir, ...(await freePortFlags())], {
    cwd: projectDir,
    stateDir,
  })
  const lines: string[] = []
  const keep = collectLogs(lines, 2_000)
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const output = () => lines.join('\n')
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  type Urls = { editorUrl: string; appUrl: string; mutateApiUrl: string }
  const urls = await new Promise<Urls>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The editor command did not print its URL within 90 s:\n${output()}`))
    }, 90_000)
    const check = () => {
      const editor = /Editor:\s+(http:\/\/\S+?)\/?\s*$/m.exec(output())
      const app = /Your app:\s+(http:\/\/\S+?)\/?\s/m.exec(output())
      const api = /mutate-api:\s+(http:\/\/[^/\s]+)/m.exec(output())
      if (editor?.[1] !== undefined && app?.[1] !== undefined && api?.[1] !== undefined) {
        clearTimeout(timer)
        resolve({ editorUrl: editor[1], appUrl: app[1], mutateApiUrl: api[1] })
      }
    }
    child.stdout?.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`The editor command exited with code ${code}:\n${output()}`))
    })
  })
  return {
    child,
    ...urls,
    output,
    async interrupt() {
      // Ctrl-C in a terminal: SIGINT to the command's whole process group.
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGINT')
      return exited
    },
  }
}

/** The editor the command serves, once its preview shows `heading` and its layers list the h1. */
export async function openedEditor(
  page: EditorPage['page'],
  command: Pick<EditorCommand, 'editorUrl'>,
  heading: string,
): Promise<EditorPage> {
  const editor = new EditorPage(page, { editorUrl: command.editorUrl })
  await expect(editor.preview.getByRole('heading', { name: heading })).toBeVisible({
    timeout: 30_000,
  })
  await expect(editor.treeItem('h1')).toBeVisible({ timeout: 30_000 })
  // The layers list the page at its first render now, while the preview may still be loading.
  // Once in CI (not reproduced since) a test that wrote the project's files at that moment never
  // saw the new module in the preview: the page first finishes loading, as a designer's would
  // before they edit.
  await page.waitForLoadState('networkidle')
  return editor
}

/** What {@link restoreProjectCopy} puts back. */
export interface CopyRestore {
  /** Files written back as committed when a test changed them. */
  readonly files: readonly string[]
  /** Files and folders a test creates, removed. */
  readonly created: readonly string[]
  /**
   * Of the restored files, those the dev server must serve restored before the page opens, with
   * a text the changed version had: opened before its watcher saw the write, the preview would
   * load the old module, then reload under the test's first clicks.
   */
  readonly served: Readonly<Record<string, string>>
}

/** Puts a project copy back as committed before a test (see {@link CopyRestore}). */
export async function restoreProjectCopy(
  name: string,
  dir: string,
  appUrl: string,
  restore: CopyRestore,
): Promise<void> {
  const restored = new Set<string>()
  for (const file of restore.files) {
    const committed = await readProjectSource(name, file)
    if ((await readFile(join(dir, file), 'utf8')) === committed) continue
    await writeFile(join(dir, file), committed)
    restored.add(file)
  }
  for (const created of restore.created)
    await rm(join(dir, created), { recursive: true, force: true })
  for (const [file, changed] of Object.entries(restore.served)) {
    if (!restored.has(file)) continue
    await expect
      .poll(async () => (await fetch(`${appUrl}/${file}`)).text(), { timeout: 10_000 })
      .not.toContain(changed)
  }
}

/** Deletes a project copy and the command's state folder. */
export async function removeProjectCopy(...dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
}

/**
 * The last step of a spec on a project copy: the copy holds exactly the committed files, byte for
 * byte (nothing written beside the project's config — no bundled config, no cache — and every
 * change undone); then Ctrl-C stops the command, which exits 0 saying it is stopping, and every
 * server it started.
 */
export async function expectAsCommittedThenStop(
  command: EditorCommand,
  name: string,
  copyDir: string,
): Promise<void> {
  const committedDir = join(PROJECTS_DIR, name)
  const files = await projectFiles(committedDir)
  expect(await projectFiles(copyDir)).toEqual(files)
  for (const file of files) {
    const [copy, committed] = await Promise.all([
      readFile(join(copyDir, file)),
      readFile(join(committedDir, file)),
    ])
    expect(copy.equals(committed), `${file} is as committed`).toBe(true)
  }
  expect(await command.interrupt()).toBe(0)
  expect(command.output()).toContain('stopping')
  for (const url of [command.editorUrl, command.appUrl, `${command.mutateApiUrl}/docs`]) {
    await expect(fetch(url)).rejects.toThrow()
  }
}
