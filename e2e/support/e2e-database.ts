import { execFileSync } from 'node:child_process'

/**
 * The main e2e backend's database: with the test command's PostgreSQL (`TEST_DATABASE_URL`), a
 * fresh database for this run — native PostgreSQL serves both workers' calls in parallel, where
 * one embedded PGlite serialises them; without it, `undefined` (the backend's PGlite in a fresh
 * data directory). Made once by the runner (its workers inherit the name through the
 * environment) and dropped when the runner exits.
 */
export function e2eDatabaseUrl(): string | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl === undefined || adminUrl === '') return undefined
  let name = process.env.SPLENDID_E2E_DATABASE
  if (name === undefined) {
    name = `splendid_e2e_${Date.now()}_${process.pid}`
    execFileSync('psql', [adminUrl, '-q', '-c', `create database ${name}`], { stdio: 'inherit' })
    process.env.SPLENDID_E2E_DATABASE = name
    // The runner drops it when it exits (its web servers stopped by then; `force` in case not).
    const dropped = name
    process.on('exit', () => {
      execFileSync(
        'psql',
        [adminUrl, '-q', '-c', `drop database if exists ${dropped} with (force)`],
        {
          stdio: 'inherit',
        },
      )
    })
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
