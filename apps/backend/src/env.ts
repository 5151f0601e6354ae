import { z } from 'zod'

/** The development JWT secret. Anyone can read it here: never use it outside a developer machine. */
export const INSECURE_DEV_JWT_SECRET = 'splendid-local-dev-jwt-secret-do-not-use-in-production'

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const positiveInt = z.coerce.number().int().positive()
const nonNegativeInt = z.coerce.number().int().nonnegative()

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(54_321),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters long')
    .default(INSECURE_DEV_JWT_SECRET),
  JWT_EXPIRY: positiveInt.default(3600),
  JWT_SIGNING_KEYS: z.string().min(2).optional(),
  SITE_URL: z.url().default('http://localhost:5173'),
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  API_EXTERNAL_URL: z.url().optional(),
  MAILER_AUTOCONFIRM: booleanString.default(false),
  MAIL_OUTBOX_HTTP: booleanString.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_SENDER: z.string().min(3).default('Splendid <no-reply@splendid.test>'),
  TRUST_PROXY: booleanString.default(false),
  MAILER_OTP_EXP: positiveInt.default(86_400),
  REFRESH_TOKEN_REUSE_INTERVAL: nonNegativeInt.default(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(300),
  RATE_LIMIT_TOKEN: positiveInt.default(150),
  RATE_LIMIT_SIGNUP: positiveInt.default(30),
  RATE_LIMIT_RECOVER: positiveInt.default(30),
  RATE_LIMIT_VERIFY: positiveInt.default(360),
  RATE_LIMIT_MFA: positiveInt.default(15),
  RATE_LIMIT_EMAIL_INTERVAL_SECONDS: nonNegativeInt.default(60),
  RATE_LIMIT_OTP: positiveInt.default(30),
  ANONYMOUS_USERS_ENABLED: booleanString.default(false),
  SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: booleanString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPABASE_DIR: z.string().min(1).optional(),
  FUNCTIONS_IDLE_TIMEOUT_SECONDS: positiveInt.default(150),
  NOTIFICATION_EMAILS_INTERVAL_SECONDS: nonNegativeInt.default(60),
  TUTOR_SLOTS_INTERVAL_SECONDS: nonNegativeInt.default(3600),
  PGRST_DB_SCHEMAS: z.string().min(1).default('public'),
  PGRST_DB_AGGREGATES_ENABLED: booleanString.default(false),
  /** Where Storage keeps object bytes (default: beside the PGlite data directory). */
  STORAGE_DIR: z.string().min(1).optional(),
  /** The largest upload in bytes, whatever a bucket allows (Supabase's default: 50 MiB). */
  STORAGE_FILE_SIZE_LIMIT: positiveInt.default(50 * 1024 * 1024),
  /** The largest resumable (TUS) upload in bytes; a bucket's own limit applies up to it. */
  STORAGE_RESUMABLE_FILE_SIZE_LIMIT: positiveInt.default(5 * 1024 * 1024 * 1024),
})

/** The validated configuration of the backend; every environment variable it reads is here. */
export type Env = z.infer<typeof envSchema>

/** Raised when an environment variable has an invalid value. */
export class EnvError extends Error {
  readonly code = 'invalid_env'
  constructor(message: string) {
    super(message)
    this.name = 'EnvError'
  }
}

/**
 * Reads and validates the backend's configuration from environment variables.
 *
 * Empty strings count as unset, so `DATABASE_URL=` selects PGlite.
 *
 * @throws {EnvError} when a variable is present but invalid.
 * @example
 * ```ts
 * const env = loadEnv({ ...process.env, PORT: '0', MAILER_AUTOCONFIRM: 'true' })
 * ```
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned: Record<string, string> = {}
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key]
    if (value !== undefined && value !== '') cleaned[key] = value
  }
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
    throw new EnvError(`Invalid backend configuration: ${details}`)
  }
  return parsed.data
}
