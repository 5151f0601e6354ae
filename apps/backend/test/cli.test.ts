import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteDatabase } from '../src/db/pglite-database.js'
import { grantAdmin, UnknownUserError } from '../src/db/seed.js'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(join(tmpdir(), 'splendid-cli-'))

function cli(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: packageDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function finished(child: ChildProcess): Promise<{ code: number | null; out: string; err: string }> {
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString()
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })))
}

describe('the CLI', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('starts (migrate, seed, listen, keys), serves, and shuts down on SIGTERM', async () => {
    const child = cli(['start'])
    const exit = finished(child)
    const banner = await new Promise<string>((resolve, reject) => {
      let text = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        if (/service key:\s+\S+/.test(text)) resolve(text)
      })
      child.on('exit', () => reject(new Error(`start exited early: ${text}`)))
    })
    const url = /listening on (\S+)/.exec(banner)?.[1] ?? ''
    const anonKey = /anon key:\s+(\S+)/.exec(banner)?.[1] ?? ''
    expect(banner).toContain('Mail outbox:')
    const health = await fetch(`${url}/auth/v1/health`)
    expect(health.status).toBe(200)
    const courses = await fetch(`${url}/rest/v1/courses?select=slug`, {
      headers: { apikey: anonKey },
    })
    expect(((await courses.json()) as unknown[]).length).toBe(4)
    child.kill('SIGTERM')
    expect((await exit).code).toBe(0)
  })

  it('grants admin to an existing user', async () => {
    const granted = await finished(cli(['grant-admin', 'teacher@splendid.test']))
    expect(granted.code).toBe(0)
    expect(granted.out).toContain(
      "teacher@splendid.test is now an admin (app_metadata.role = 'admin')",
    )
    const db = await openPgliteDatabase(dataDir)
    try {
      const result = await db.query<{ role: string }>(
        `select raw_app_meta_data ->> 'role' as role from auth.users where email = 'teacher@splendid.test'`,
      )
      expect(result.rows).toEqual([{ role: 'admin' }])
      await expect(grantAdmin(db, 'nobody@splendid.test')).rejects.toBeInstanceOf(UnknownUserError)
    } finally {
      await db.close()
    }
  })

  it('prints usage and fails for an unknown command', async () => {
    const result = await finished(cli(['explode']))
    expect(result.code).toBe(2)
    expect(result.err).toContain('Usage: splendid-backend <command>')
  })
})
