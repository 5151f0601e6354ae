import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/** The environment one invocation of a function sees (besides `process.env`). */
export type FunctionEnv = ReadonlyMap<string, string>

// supabase/functions/_shared/env.ts looks this symbol up on globalThis, so a function reads the
// values of the backend that runs it even when one process runs several backends (the tests).
const BACKEND_ENV = Symbol.for('splendid.functions.env')
const invocationEnv = new AsyncLocalStorage<FunctionEnv>()

function installLookup(): void {
  const global = globalThis as { [BACKEND_ENV]?: (name: string) => string | undefined }
  if (global[BACKEND_ENV] !== undefined) return
  global[BACKEND_ENV] = (name) => invocationEnv.getStore()?.get(name)
}

/** Runs `work` (a handler call and the reading of its answer) with `env` visible to the function. */
export function withFunctionEnv<T>(env: FunctionEnv, work: () => T): T {
  installLookup()
  return invocationEnv.run(env, work)
}

/**
 * Reads `supabase/functions/.env` (dotenv syntax), where the Supabase CLI's `functions serve`
 * reads local secrets; missing file → no secrets.
 */
export function readFunctionSecrets(envFile: string): Map<string, string> {
  if (!existsSync(envFile)) return new Map()
  const parsed = parseEnv(readFileSync(envFile, 'utf8')) as Record<string, string>
  return new Map(Object.entries(parsed))
}
