import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BOOTSTRAP_SQL } from './bootstrap-sql.js'
import type { Database } from './database.js'
import { STORAGE_BOOTSTRAP_SQL } from './storage-bootstrap-sql.js'

/** A migration file found in `supabase/migrations`. */
export interface MigrationFile {
  /** The leading digits of the file name, Supabase's migration version. */
  version: string
  /** The rest of the file name without `.sql`. */
  name: string
  path: string
}

/** Raised when a migration file name does not follow `<digits>_<name>.sql`. */
export class MigrationError extends Error {
  readonly code = 'invalid_migration'
  constructor(message: string) {
    super(message)
    this.name = 'MigrationError'
  }
}

/** Lists the migrations of `migrationsDir` in filename order. */
export async function listMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()
  return names.map((fileName) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(fileName)
    if (!match?.[1] || !match[2]) {
      throw new MigrationError(`Migration ${fileName} must be named <version>_<name>.sql`)
    }
    return { version: match[1], name: match[2], path: join(migrationsDir, fileName) }
  })
}

/**
 * Runs the local bootstrap, then every migration not yet recorded in
 * `supabase_migrations.schema_migrations`, each in its own transaction, in filename order.
 * Running it again applies nothing; an advisory lock keeps two processes from racing.
 *
 * @returns the versions applied by this call.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  const migrations = await listMigrations(migrationsDir)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)')
    await tx.exec(BOOTSTRAP_SQL)
    await tx.exec(STORAGE_BOOTSTRAP_SQL)
    const done = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    )
    const applied = new Set(done.rows.map((row) => row.version))
    const appliedNow: string[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      const sql = await readFile(migration.path, 'utf8')
      await tx.exec(sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      )
      appliedNow.push(migration.version)
    }
    return appliedNow
  })
}
