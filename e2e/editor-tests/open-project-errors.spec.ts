import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '@splendid/vitest-config/browser'
import {
  copyProject,
  editorCommandResult,
  freePortFlags,
  removeProjectCopy,
} from '../support/editor-project'

// The editor's command refuses, with one clear line and exit code 1, what it cannot open.
let scratch: string
const run = (args: readonly string[]) =>
  editorCommandResult(args, { cwd: scratch, stateDir: join(scratch, '.state') })

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'splendid-editor-errors-'))
})

test.afterAll(async () => {
  await removeProjectCopy(scratch)
})

test('a path that does not exist', async () => {
  const result = await run(['no-such-project'])
  expect(result.code).toBe(1)
  expect(result.output).toContain(`No such folder: ${join(scratch, 'no-such-project')}`)
})

test('a folder that is not a Vite project', async () => {
  const dir = join(scratch, 'plain')
  await mkdir(dir)
  await writeFile(join(dir, 'package.json'), '{ "name": "plain", "dependencies": {} }\n')
  const result = await run([dir])
  expect(result.code).toBe(1)
  expect(result.output).toContain(
    `${dir} is not a Vite project: no "vite" in the dependencies of its package.json and no vite.config.js`,
  )
})

test('a Vite project whose dependencies are not installed', async () => {
  const dir = await copyProject('vite-react-ts', [])
  try {
    await writeFile(join(dir, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    const result = await run([dir])
    expect(result.code).toBe(1)
    expect(result.output).toContain(
      `The dependencies of ${dir} are not installed (its "vite" cannot be found): run \`pnpm install\` in that folder`,
    )
  } finally {
    await removeProjectCopy(dir)
  }
})

test('a port already in use', async () => {
  const dir = await copyProject('vite-react-ts', ['vite'])
  const port = await freePort()
  const busy: Server = createServer()
  await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve))
  try {
    const flags = (await freePortFlags()).filter((_, index) => index > 1)
    const result = await run([dir, '--editor-port', String(port), ...flags])
    expect(result.code).toBe(1)
    expect(result.output).toContain(
      `Port ${port} on 127.0.0.1 is already in use, and the editor needs it: stop what runs there or choose another port with --editor-port <port>`,
    )
  } finally {
    busy.close()
    await removeProjectCopy(dir)
  }
})

test('a port browsers refuse to connect to', async () => {
  const result = await run(['.', '--api-port', '4190'])
  expect(result.code).toBe(1)
  expect(result.output).toContain('--api-port 4190: browsers refuse to connect to that port')
})
