import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@splendid/vitest-config/browser'
import type { TestProject } from 'vitest/node'
import type { TestBackend } from './test-backend'

/** How long a fresh PGlite may take to migrate and seed on a busy machine. */
const START_TIMEOUT_MS = 90_000

/**
 * The backend package's command, linked by pnpm from the devDependency on `@splendid/backend`:
 * the app runs it, it never imports it (dependency-cruiser: apps never import apps).
 */
const BACKEND_BIN = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.bin',
  'splendid-backend',
)

function keyAfter(label: string, output: string): string | undefined {
  return new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1]
}

/** Resolves when the backend printed its keys; rejects with one line saying why it did not. */
function waitForKeys(child: ChildProcess, url: string): Promise<TestBackend> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      // Node's own crash report ends with its version: the line naming the error says more.
      const lines = stderr.trim().split('\n')
      const last = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? ''
      reject(
        new Error(
          `The integration tests need apps/backend and it did not start: ${reason}${last ? ` — ${last}` : ''} (is apps/backend built? pnpm build)`,
        ),
      )
    }
    const timer = setTimeout(
      () => fail(`no keys within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const anonKey = keyAfter('anon key', stdout)
      const serviceKey = keyAfter('service key', stdout)
      if (anonKey !== undefined && serviceKey !== undefined) {
        clearTimeout(timer)
        resolve({ url, anonKey, serviceKey })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`))
  })
}

/**
 * Vitest global setup of the integration project: starts ONE real backend for the whole run —
 * `splendid-backend start` on a free port with a fresh PGlite in a temporary folder (the start
 * migrates and seeds it), sign-ups confirmed at once and rate limits out of the way — and hands
 * its URL and keys to the tests (`inject('backend')`). When it cannot start, the run fails with
 * the reason; it never skips.
 */
export default async function startBackend(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'splendid-learner-web-db-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Never a PostgreSQL from the caller's shell: these tests run on a fresh PGlite.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(BACKEND_BIN, ['start'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAILER_AUTOCONFIRM: 'true',
      LOG_LEVEL: 'warn',
      // Every test file signs up its own users from 127.0.0.1: the per-address limits would fail
      // the suite, not test it (the backend's own tests cover them).
      RATE_LIMIT_SIGNUP: '5000',
      RATE_LIMIT_TOKEN: '10000',
      RATE_LIMIT_RECOVER: '5000',
      RATE_LIMIT_VERIFY: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  try {
    project.provide('backend', await waitForKeys(child, url))
  } catch (error) {
    stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      stop()
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}
