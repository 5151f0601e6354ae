import { migrate } from './db/migrate.js'
import { openDatabase } from './db/open-database.js'
import { grantAdmin, seed } from './db/seed.js'
import { loadEnv } from './env.js'
import { scheduleFunction } from './functions/function-schedule.js'
import { resolvePaths } from './paths.js'
import { buildServer } from './server.js'
import { seedDeclaredBuckets } from './storage/seed-buckets.js'

const USAGE = `Usage: splendid-backend <command>

Commands:
  start               migrate, seed the demo data, listen (default port 54321)
  migrate             apply supabase/migrations
  seed                apply supabase/seed.sql and create the demo accounts
  grant-admin <email> set app_metadata.role = 'admin' for a user
`

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const env = loadEnv()
  const paths = resolvePaths(env.SUPABASE_DIR)
  switch (command) {
    case 'start': {
      const db = await openDatabase(env)
      await migrate(db, paths.migrationsDir)
      await seed(db, paths.seedFile)
      const backend = await buildServer({ db, env })
      await seedDeclaredBuckets(db, backend.storageFiles, paths.supabaseDir)
      const address = await backend.app.listen({ port: env.PORT, host: env.HOST })
      const engine =
        db.engine === 'pglite' ? `PGlite (${env.DATA_DIR ?? paths.defaultDataDir})` : 'PostgreSQL'
      process.stdout.write(
        [
          '',
          `Splendid backend listening on ${address} (database: ${engine})`,
          `  API URL:      ${address}`,
          `  Auth:         ${address}/auth/v1`,
          `  REST:         ${address}/rest/v1`,
          `  Storage:      ${address}/storage/v1`,
          `  Functions:    ${address}/functions/v1/<name>`,
          `  Mail outbox:  ${address}/outbox`,
          `  anon key:     ${backend.anonKey}`,
          `  service key:  ${backend.serviceKey}`,
          env.JWT_SECRET.startsWith('splendid-local-dev')
            ? '  WARNING: the development JWT_SECRET is in use; set JWT_SECRET for any shared deployment.'
            : '',
          '',
        ].join('\n'),
      )
      // What pg_cron runs on hosted Supabase (supabase/functions/README.md).
      const schedules = [
        ['notification-emails', env.NOTIFICATION_EMAILS_INTERVAL_SECONDS],
        ['tutor-slots', env.TUTOR_SLOTS_INTERVAL_SECONDS],
      ] as const
      const stops = schedules.map(([name, everySeconds]) =>
        scheduleFunction({
          baseUrl: address,
          serviceKey: backend.serviceKey,
          name,
          everySeconds,
          log: backend.app.log,
        }),
      )
      let closing = false
      const shutdown = async (signal: string) => {
        if (closing) return
        closing = true
        for (const stop of stops) stop()
        backend.app.log.info({ signal }, 'shutting down')
        await backend.app.close()
        await db.close()
        process.exit(0)
      }
      process.on('SIGINT', () => void shutdown('SIGINT'))
      process.on('SIGTERM', () => void shutdown('SIGTERM'))
      return -1
    }
    case 'migrate': {
      const db = await openDatabase(env)
      const applied = await migrate(db, paths.migrationsDir)
      process.stdout.write(
        `Applied ${applied.length} migration(s)${applied.length > 0 ? `: ${applied.join(', ')}` : ''}\n`,
      )
      await db.close()
      return 0
    }
    case 'seed': {
      const db = await openDatabase(env)
      await migrate(db, paths.migrationsDir)
      await seed(db, paths.seedFile)
      process.stdout.write('Seeded the demo courses and accounts.\n')
      await db.close()
      return 0
    }
    case 'grant-admin': {
      const email = rest[0]
      if (email === undefined) {
        process.stderr.write(USAGE)
        return 2
      }
      const db = await openDatabase(env)
      try {
        await grantAdmin(db, email)
        process.stdout.write(`${email} is now an admin (app_metadata.role = 'admin').\n`)
        return 0
      } finally {
        await db.close()
      }
    }
    default:
      process.stderr.write(USAGE)
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code)
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    const code = (error as { code?: unknown }).code
    process.stderr.write(`Error${typeof code === 'string' ? ` [${code}]` : ''}: ${message}\n`)
    process.exit(1)
  },
)
