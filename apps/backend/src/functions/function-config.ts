import { existsSync, readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** What `supabase/config.toml` says about one function (`[functions.<name>]`). */
export interface FunctionSettings {
  /** Require a valid JWT in `Authorization: Bearer` (Supabase's default: true). */
  verifyJwt: boolean
  /** `enabled = false` hides the function (404), as the Supabase CLI does. */
  enabled: boolean
}

/** A function name as Supabase accepts it (a URL path segment, no dots or slashes). */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,127}$/

const DEFAULT_SETTINGS: FunctionSettings = { verifyJwt: true, enabled: true }

/** Raised when `config.toml` cannot be read as the Supabase CLI's format. */
export class FunctionConfigError extends Error {
  readonly code = 'invalid_function_config'
  constructor(message: string) {
    super(message)
    this.name = 'FunctionConfigError'
  }
}

function readBoolean(
  table: Record<string, unknown>,
  key: string,
  where: string,
  fallback: boolean,
) {
  const value = table[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') {
    throw new FunctionConfigError(`${where}.${key} must be true or false`)
  }
  return value
}

/**
 * Reads the `[functions.<name>]` tables of a Supabase CLI `config.toml` (text). Other tables and
 * keys (`import_map`, `entrypoint`, `static_files`, the rest of the CLI's settings) are ignored.
 *
 * @throws {FunctionConfigError} when the TOML does not parse or a setting has the wrong type.
 * @example
 * ```ts
 * parseFunctionConfig('[functions.stripe-webhook]\nverify_jwt = false').get('stripe-webhook')
 * // { verifyJwt: false, enabled: true }
 * ```
 */
export function parseFunctionConfig(text: string): Map<string, FunctionSettings> {
  let document: Record<string, unknown>
  try {
    document = parse(text) as Record<string, unknown>
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new FunctionConfigError(`config.toml does not parse: ${reason}`)
  }
  const settings = new Map<string, FunctionSettings>()
  const functions = document.functions
  if (functions === undefined) return settings
  if (typeof functions !== 'object' || functions === null || Array.isArray(functions)) {
    throw new FunctionConfigError('config.toml: [functions] must be a table')
  }
  for (const [name, table] of Object.entries(functions as Record<string, unknown>)) {
    const where = `functions.${name}`
    if (typeof table !== 'object' || table === null || Array.isArray(table)) {
      throw new FunctionConfigError(`config.toml: [${where}] must be a table`)
    }
    const entry = table as Record<string, unknown>
    settings.set(name, {
      verifyJwt: readBoolean(entry, 'verify_jwt', where, DEFAULT_SETTINGS.verifyJwt),
      enabled: readBoolean(entry, 'enabled', where, DEFAULT_SETTINGS.enabled),
    })
  }
  return settings
}

/** The settings of every function in `<supabaseDir>/config.toml` (none when the file is absent). */
export function loadFunctionConfig(configFile: string): Map<string, FunctionSettings> {
  if (!existsSync(configFile)) return new Map()
  return parseFunctionConfig(readFileSync(configFile, 'utf8'))
}

/** The settings of `name`: its table in config.toml, else Supabase's defaults. */
export function settingsOf(config: Map<string, FunctionSettings>, name: string): FunctionSettings {
  return config.get(name) ?? DEFAULT_SETTINGS
}
