// Secrets and settings of a function, read the same way on both runtimes: `Deno.env` on Supabase
// Edge Runtime, and in Node the values apps/backend gives the running invocation (SUPABASE_URL,
// the keys, SUPABASE_DB_URL, supabase/functions/.env), then `process.env`.

interface DenoEnv {
  env: { get(name: string): string | undefined }
}

type EnvLookup = (name: string) => string | undefined

/** Where apps/backend publishes the environment of the invocation in progress. */
const BACKEND_ENV = Symbol.for('splendid.functions.env')

/**
 * The value of an environment variable or secret, `undefined` when unset. Read it inside the
 * handler (not at module load), because in Node one process serves several projects' values.
 *
 * @example
 * ```ts
 * const url = getEnv('SUPABASE_URL')
 * ```
 */
export function getEnv(name: string): string | undefined {
  const global = globalThis as {
    Deno?: DenoEnv
    process?: { env: Record<string, string | undefined> }
    [BACKEND_ENV]?: EnvLookup
  }
  if (global.Deno !== undefined) return global.Deno.env.get(name)
  return global[BACKEND_ENV]?.(name) ?? global.process?.env[name]
}

/** Like {@link getEnv}, but a missing value is an error naming the variable. */
export function requireEnv(name: string): string {
  const value = getEnv(name)
  if (value === undefined || value === '') throw new Error(`${name} is not set`)
  return value
}
