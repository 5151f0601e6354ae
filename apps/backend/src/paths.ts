import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Finds the repository root: the nearest folder, from this module's location upwards, that
 * holds `supabase/migrations`. Works from `src/` (tests, tsx) and from the built `dist/`.
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let current = resolve(start)
  for (;;) {
    if (existsSync(join(current, 'supabase', 'migrations'))) return current
    const parent = dirname(current)
    if (parent === current) return process.cwd()
    current = parent
  }
}

/** Where the backend finds the schema and data: `supabase/` and the PGlite data directory. */
export interface BackendPaths {
  supabaseDir: string
  migrationsDir: string
  seedFile: string
  defaultDataDir: string
}

/** Resolves the backend's paths; `supabaseDir` overrides where `supabase/` is. */
export function resolvePaths(supabaseDir?: string): BackendPaths {
  const root = findRepoRoot()
  const dir = supabaseDir === undefined ? join(root, 'supabase') : resolve(supabaseDir)
  return {
    supabaseDir: dir,
    migrationsDir: join(dir, 'migrations'),
    seedFile: join(dir, 'seed.sql'),
    defaultDataDir: join(root, '.data', 'pglite'),
  }
}

/**
 * Where Storage keeps object bytes: `STORAGE_DIR`, else `<DATA_DIR>-storage` beside the PGlite
 * data directory, else `.data/storage` in the repository.
 */
export function resolveStorageDir(env: {
  STORAGE_DIR?: string | undefined
  DATA_DIR?: string | undefined
  SUPABASE_DIR?: string | undefined
}): string {
  if (env.STORAGE_DIR !== undefined) return resolve(env.STORAGE_DIR)
  if (env.DATA_DIR !== undefined) return `${resolve(env.DATA_DIR)}-storage`
  return join(dirname(resolvePaths(env.SUPABASE_DIR).defaultDataDir), 'storage')
}
