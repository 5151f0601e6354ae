import type { Env } from '../env.js'
import { resolvePaths } from '../paths.js'
import type { Database } from './database.js'
import { openPgliteDatabase } from './pglite-database.js'
import { openPostgresDatabase } from './postgres-database.js'

/** Opens PostgreSQL when `DATABASE_URL` is set, else PGlite persisted in `DATA_DIR`. */
export function openDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL !== undefined) return openPostgresDatabase(env.DATABASE_URL)
  return openPgliteDatabase(env.DATA_DIR ?? resolvePaths(env.SUPABASE_DIR).defaultDataDir)
}
