import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import type { Database } from '../../src/db/database.js'
import { migrate } from '../../src/db/migrate.js'
import { openPgliteDatabase } from '../../src/db/pglite-database.js'
import { openPostgresDatabase, pgConnectionConfig } from '../../src/db/postgres-database.js'
import { seed } from '../../src/db/seed.js'
import { loadEnv } from '../../src/env.js'
import { type OutboxEntry, readOutbox } from '../../src/outbox/outbox-routes.js'
import { resolvePaths } from '../../src/paths.js'
import { type Backend, buildServer } from '../../src/server.js'

/** The engines every integration scenario runs on. */
export type EngineName = 'pglite' | 'postgres'

/** The admin connection for PostgreSQL runs (set by the repository's test command). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

/**
 * The engines every integration suite runs on. Neither is ever skipped: without
 * TEST_DATABASE_URL the PostgreSQL half fails with the reason (npm test starts the local cluster
 * and sets it).
 */
export const ENGINES: readonly EngineName[] = ['pglite', 'postgres']

// supabase-js builds a realtime client eagerly and Node 20 has no global WebSocket; the backend
// serves no realtime, so the tests hand it a transport that refuses to be used.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by this backend')
  }
}

/** A freshly created database for one test file. */
export interface TestDatabase {
  engine: EngineName
  db: Database
  /** Connection string (PostgreSQL) or undefined (in-memory PGlite). */
  url: string | undefined
  drop(): Promise<void>
}

/**
 * Creates an empty database: in-memory PGlite, or a uniquely named PostgreSQL database (a copy of
 * `postgresTemplate` when given).
 */
export async function createTestDatabase(
  engine: EngineName,
  pgliteDir?: string,
  postgresTemplate?: string,
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openPgliteDatabase(pgliteDir)
    return { engine, db, url: undefined, drop: () => db.close() }
  }
  const adminUrl = TEST_DATABASE_URL
  if (adminUrl === undefined || adminUrl === '') {
    throw new Error(
      'PostgreSQL is required for the postgres half of the backend suite: set TEST_DATABASE_URL (npm test starts the local cluster and sets it)',
    )
  }
  const name = `splendid_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client(pgConnectionConfig(adminUrl))
  await admin.connect()
  await admin.query(
    postgresTemplate === undefined
      ? `create database ${name}`
      : `create database ${name} template ${postgresTemplate}`,
  )
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openPostgresDatabase(url.toString(), 5)
  return {
    engine,
    db,
    url: url.toString(),
    async drop() {
      await db.close()
      const cleanup = new pg.Client(pgConnectionConfig(adminUrl))
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** A running backend for tests. */
export interface TestBackend {
  url: string
  anonKey: string
  serviceKey: string
  backend: Backend
  /** Everything the server logged, as text. */
  logs(): string
  /** A supabase-js client that keeps its session in memory only. */
  client(key?: string): SupabaseClient
  /** A {@link client} signed in with a password; throws when the sign-in fails. */
  signedInClient(email: string, password: string): Promise<SupabaseClient>
  /** Mails sent to `to`, newest first. */
  outbox(to: string): Promise<OutboxEntry[]>
  close(): Promise<void>
}

const FAST_LIMITS = {
  RATE_LIMIT_TOKEN: '100000',
  RATE_LIMIT_SIGNUP: '100000',
  RATE_LIMIT_RECOVER: '100000',
  RATE_LIMIT_VERIFY: '100000',
}

/** Migrates and seeds `db` (idempotent). */
export async function prepareDatabase(db: Database): Promise<void> {
  const paths = resolvePaths()
  await migrate(db, paths.migrationsDir)
  await seed(db, paths.seedFile)
}

/** Starts a backend on a random loopback port over `db` with env overrides. */
export async function startBackend(
  db: Database,
  overrides: Record<string, string> = {},
): Promise<TestBackend> {
  // A Storage folder of its own unless the test hands one over (a restart on another's bytes):
  // removed on close, the handed-over one left to its owner.
  const ownStorageDir =
    overrides.STORAGE_DIR === undefined
      ? mkdtempSync(join(tmpdir(), 'splendid-test-storage-'))
      : undefined
  const env = loadEnv({
    PORT: '0',
    LOG_LEVEL: 'info',
    ...(ownStorageDir === undefined ? {} : { STORAGE_DIR: ownStorageDir }),
    ...FAST_LIMITS,
    ...overrides,
  })
  let logText = ''
  const logStream = new PassThrough()
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString('utf8')
  })
  const backend = await buildServer({ db, env, logStream })
  const address = await backend.app.listen({ port: 0, host: '127.0.0.1' })
  const client = (key = backend.anonKey) =>
    createClient(address, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
    })
  return {
    url: address,
    anonKey: backend.anonKey,
    serviceKey: backend.serviceKey,
    backend,
    logs: () => logText,
    client,
    async signedInClient(email, password) {
      const signedIn = client()
      const { error } = await signedIn.auth.signInWithPassword({ email, password })
      if (error) throw new Error(`Sign-in of ${email} failed: ${error.message}`)
      return signedIn
    },
    outbox: (to) => readOutbox(db, to),
    async close() {
      await backend.app.close()
      if (ownStorageDir !== undefined) rmSync(ownStorageDir, { recursive: true, force: true })
    },
  }
}

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@splendid.test`
}
