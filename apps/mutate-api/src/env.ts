import { createHash, randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { DEFAULT_MAX_ACTIVITIES } from './activities/activity-store'

/** The validated configuration of the server (environment variables and CLI flags). */
export interface MutateApiEnv {
  readonly port: number
  readonly host: string
  /** The project root of the default canvas. */
  readonly root: string
  /** The id of the default canvas. */
  readonly canvasId: string
  readonly allowedOrigins: readonly string[]
  readonly token: string
  /** Whether the token was generated (then the CLI prints it). */
  readonly tokenGenerated: boolean
  /** Where activities are stored: outside the watched source tree. */
  readonly dataDir: string
  /** How many activities the undo history keeps per canvas (the oldest drop out). */
  readonly maxActivities: number
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  HOST: z.string().min(1).default('127.0.0.1'),
  MUTATE_API_ROOT: z.string().min(1).optional(),
  MUTATE_API_CANVAS: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('learner-web'),
  ALLOWED_ORIGINS: z.string().default('http://localhost:5174,http://127.0.0.1:5174'),
  MUTATE_API_TOKEN: z.string().min(16).optional(),
  DATA_DIR: z.string().min(1).optional(),
  MUTATE_API_MAX_ACTIVITIES: z.coerce.number().int().min(1).default(DEFAULT_MAX_ACTIVITIES),
})

/**
 * Reads the configuration once: env vars `PORT` (4100), `HOST` (127.0.0.1), `MUTATE_API_ROOT`,
 * `MUTATE_API_CANVAS` ('learner-web'), `ALLOWED_ORIGINS` (the editor host on 5174),
 * `MUTATE_API_TOKEN` (generated when unset), `DATA_DIR` (default
 * `$XDG_STATE_HOME/splendid-mutate-api/<canvas>-<hash of root>`, outside any source tree),
 * `MUTATE_API_MAX_ACTIVITIES` (1000: the undo history kept per canvas); CLI flags `--root`,
 * `--canvas`, `--port`, `--host`, `--data-dir`, `--max-activities` win over env vars.
 *
 * @throws {Error} with every invalid setting listed.
 * @example
 * ```ts
 * const env = readEnv(process.env, ['--root', '../learner-web', '--canvas', 'learner-web'])
 * ```
 */
export function readEnv(source: NodeJS.ProcessEnv, argv: readonly string[]): MutateApiEnv {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      root: { type: 'string' },
      canvas: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'max-activities': { type: 'string' },
    },
    strict: true,
  })
  const parsed = schema.safeParse({
    ...source,
    ...(values.port === undefined ? {} : { PORT: values.port }),
    ...(values.host === undefined ? {} : { HOST: values.host }),
    ...(values.root === undefined ? {} : { MUTATE_API_ROOT: values.root }),
    ...(values.canvas === undefined ? {} : { MUTATE_API_CANVAS: values.canvas }),
    ...(values['data-dir'] === undefined ? {} : { DATA_DIR: values['data-dir'] }),
    ...(values['max-activities'] === undefined
      ? {}
      : { MUTATE_API_MAX_ACTIVITIES: values['max-activities'] }),
  })
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  }
  const env = parsed.data
  const root = path.resolve(env.MUTATE_API_ROOT ?? process.cwd())
  return {
    port: env.PORT,
    host: env.HOST,
    root,
    canvasId: env.MUTATE_API_CANVAS,
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    token: env.MUTATE_API_TOKEN ?? randomBytes(24).toString('hex'),
    tokenGenerated: env.MUTATE_API_TOKEN === undefined,
    dataDir: path.resolve(env.DATA_DIR ?? defaultDataDir(source, root, env.MUTATE_API_CANVAS)),
    maxActivities: env.MUTATE_API_MAX_ACTIVITIES,
  }
}

/** An OS state folder per canvas and root: never inside the watched project. */
function defaultDataDir(source: NodeJS.ProcessEnv, root: string, canvasId: string): string {
  const stateHome = source.XDG_STATE_HOME ?? path.join(os.homedir(), '.local', 'state')
  const rootHash = createHash('sha256').update(root).digest('hex').slice(0, 10)
  return path.join(stateHome, 'splendid-mutate-api', `${canvasId}-${rootHash}`)
}
