import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { migrate } from '../../src/db/migrate.js'
import { openPgliteDatabase } from '../../src/db/pglite-database.js'
import { openPostgresDatabase, pgConnectionConfig } from '../../src/db/postgres-database.js'
import { resolvePaths } from '../../src/paths.js'
import {
  createTestDatabase,
  type EngineName,
  prepareDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './backend-harness.js'

// Migrating and seeding a fresh database takes ~3.5 s on PGlite (most of it initdb) and ~0.6 s
// on PostgreSQL, once per describe block and engine. Instead each run prepares one template per
// engine — a PGlite data-directory dump, a PostgreSQL template database — and every block
// starts from a copy (~0.5 s and ~0.1 s). The key covers everything the template holds: the
// migrations, the seed, the PGlite version and the seed's day (its tutoring slots are relative
// to Cairo's today).

/**
 * The day the seed's dates count from: its tutoring slots start on the days after Cairo's today
 * (`now() at time zone 'Africa/Cairo'`), which is a day ahead of UTC's from 22:00 (21:00 in
 * summer) — a template keyed by the UTC date then held yesterday's slots, and a re-seed added a
 * day of them.
 */
function seedDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date())
}

function templateKey(): string {
  const paths = resolvePaths()
  const hash = createHash('sha256')
  for (const file of readdirSync(paths.migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(paths.migrationsDir, file)))
  }
  hash.update(readFileSync(paths.seedFile))
  hash.update(seedDay())
  hash.update(process.version)
  return hash.digest('hex').slice(0, 16)
}

const KEY = templateKey()
const TEMPLATE_DIR = join(tmpdir(), 'splendid-backend-test-templates')

/** The dump of a migrated, seeded PGlite database, made once per key (shared by test files). */
async function pgliteDump(): Promise<Blob> {
  const file = join(TEMPLATE_DIR, `pglite-${KEY}.tar`)
  if (!existsSync(file)) {
    mkdirSync(TEMPLATE_DIR, { recursive: true })
    const dir = mkdtempSync(join(tmpdir(), 'splendid-pglite-template-'))
    try {
      const db = await openPgliteDatabase(dir)
      await prepareDatabase(db)
      await db.close()
      const pglite = await PGlite.create(dir)
      const dump = await pglite.dumpDataDir('none')
      await pglite.close()
      const partial = `${file}.${randomBytes(4).toString('hex')}`
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
      renameSync(partial, file)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return new Blob([readFileSync(file)])
}

/** The name of the PostgreSQL template database, created (migrated, seeded) when missing. */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `splendid_template_${KEY}`
  const admin = new pg.Client(pgConnectionConfig(adminUrl))
  await admin.connect()
  try {
    // Another process (learner-web's suite) may prepare the same template at the same time.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const db = await openPostgresDatabase(url.toString(), 1)
      try {
        await prepareDatabase(db)
      } finally {
        await db.close()
      }
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
  } finally {
    await admin.end()
  }
  return name
}

/** A migrated, seeded database on `engine`, copied from this run's template. */
export async function createSeededDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openPgliteDatabase(undefined, { loadDataDir: await pgliteDump() })
    return { engine, db, url: undefined, drop: () => db.close() }
  }
  if (TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === '') {
    return createTestDatabase(engine) // fails with the reason
  }
  const database = await createTestDatabase(
    engine,
    undefined,
    await postgresTemplate(TEST_DATABASE_URL),
  )
  // `alter role … in database … set` (the API roles' statement_timeout) is not copied with a
  // template: the bootstrap sets it again (every migration is already applied).
  await migrate(database.db, resolvePaths().migrationsDir)
  return database
}
