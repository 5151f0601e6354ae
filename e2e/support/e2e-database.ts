import { execFileSync } from 'node:child_process'

/**
 * The main e2e backend's database: with the test command's PostgreSQL (`TEST_DATABASE_URL`), a
 * fresh database for this run — native PostgreSQL serves both workers' calls in parallel, where
 * one embedded PGlite serialises them; without it, `undefined` (the backend's PGlite in a fresh
 * data directory). Made once by the runner; its workers inherit the name through the environment.
 */
export function e2eDatabaseUrl(): string | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl === undefined || adminUrl === '') return undefined
  let name = process.env.SPLENDID_E2E_DATABASE
  if (name === undefined) {
    name = `splendid_e2e_${Date.now()}_${process.pid}`
    execFileSync('psql', [adminUrl, '-q', '-c', `create database ${name}`], { stdio: 'inherit' })
    process.env.SPLENDID_E2E_DATABASE = name
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
