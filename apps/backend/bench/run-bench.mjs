// Load figures for the backend (not a test): requests/s and p50/p99 latency of a profile read
// with a user JWT and of password sign-in, with autocannon on loopback, for PGlite and for
// PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL points at a server); the profile read while
// 50 sign-ins run concurrently; sign-in throughput against the raw bcrypt-10 rate of the same
// library at the same concurrency; and a 3,000-level `or=` (answered 400). Run: pnpm bench
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash, verify } from '@node-rs/bcrypt'
import autocannon from 'autocannon'
import pg from 'pg'

const here = dirname(fileURLToPath(import.meta.url))
const cli = join(here, '..', 'dist', 'cli.js')
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SIGN_INS = 50

function withUser(url) {
  if (/^postgres(ql)?:\/\/[^/@]+@/.test(url) || /[?&]user=/.test(url)) return url
  const user = process.env.PGUSER || process.env.USER || userInfo().username
  return `${url}${url.includes('?') ? '&' : '?'}user=${encodeURIComponent(user)}`
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'start'], {
      env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_TOKEN: '100000000', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk.toString()
      const url = /listening on (\S+)/.exec(output)?.[1]
      const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1]
      if (url && anonKey) resolve({ child, url, anonKey })
    })
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)))
  })
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) reject(error)
      else resolve(result)
    })
  })
}

function figures(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/** bcrypt compares per second at cost 10 with `concurrency` in flight, as the server runs them. */
async function rawBcryptRate(concurrency, seconds) {
  const stored = await hash('student123', 10)
  let done = 0
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await verify('student123', stored)
        done += 1
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

async function benchEngine(name, env) {
  const { child, url, anonKey } = await startServer(env)
  try {
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@splendid.test', password: 'student123' }),
    })
    const session = await signIn.json()
    const userId = session.user.id
    const profileRequest = {
      url: `${url}/rest/v1/profiles?select=xp,badges,onboarding_completed,onboarding_step&id=eq.${userId}`,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${session.access_token}`,
        accept: 'application/vnd.pgrst.object+json',
      },
    }
    const loginRequest = {
      url: `${url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@splendid.test', password: 'student123' }),
    }
    // Sign-ins autocannon sent but the server has not finished are still queued when a run
    // ends; one more sign-in waits behind them, so the next scenario starts on an idle server.
    const drain = () => fetch(loginRequest.url, loginRequest).then((response) => response.text())
    const raw = await rawBcryptRate(SIGN_INS, DURATION)
    const profile = await run(profileRequest)
    const login = await run(loginRequest)
    await drain()
    const logins = await run({ ...loginRequest, connections: SIGN_INS })
    await drain()
    const [loadedProfile, loadedLogins] = await Promise.all([
      run(profileRequest),
      run({ ...loginRequest, connections: SIGN_INS }),
    ])
    await drain()
    const deepOr = await run({
      url: `${url}/rest/v1/courses?select=slug&or=(${'or('.repeat(3000)}slug.eq.x${')'.repeat(3000)})`,
      headers: { apikey: anonKey },
      connections: 1,
      duration: 3,
    })
    const signInRate = logins.requests.total / DURATION
    return {
      rows: [
        { engine: name, scenario: 'GET profile (user JWT, RLS), idle', ...figures(profile) },
        { engine: name, scenario: 'POST token?grant_type=password', ...figures(login) },
        {
          engine: name,
          scenario: `POST token?grant_type=password, ${SIGN_INS} connections`,
          ...figures(logins),
        },
        {
          engine: name,
          scenario: `GET profile while ${SIGN_INS} sign-ins run`,
          ...figures(loadedProfile),
        },
        {
          engine: name,
          scenario: `(the ${SIGN_INS} concurrent sign-ins)`,
          ...figures(loadedLogins),
        },
        {
          engine: name,
          scenario: `GET 3,000-level or= (${deepOr['4xx']} × 4xx)`,
          ...figures(deepOr),
        },
      ],
      summary:
        `${name}: loaded/idle profile p99 = ${loadedProfile.latency.p99}/${profile.latency.p99} ms ` +
        `(${(loadedProfile.latency.p99 / profile.latency.p99).toFixed(2)}×); sign-in ` +
        `${signInRate.toFixed(1)}/s vs raw bcrypt-10 ${raw.toFixed(1)}/s at ${SIGN_INS} in flight ` +
        `(${((100 * signInRate) / raw).toFixed(0)} %); 3,000-level or= p50/p99 ` +
        `${deepOr.latency.p50}/${deepOr.latency.p99} ms`,
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

const [startLoad] = (await import('node:os')).loadavg()
process.stdout.write(`load average at start: ${startLoad.toFixed(1)}\n`)
const rows = []
const summaries = []
const collect = ({ rows: engineRows, summary }) => {
  rows.push(...engineRows)
  summaries.push(summary)
}
const dataDir = mkdtempSync(join(tmpdir(), 'splendid-bench-'))
try {
  collect(await benchEngine('PGlite', { DATA_DIR: dataDir, PORT: '54391', DATABASE_URL: '' }))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
if (adminUrl) {
  const name = `splendid_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: withUser(adminUrl) })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    collect(await benchEngine('PostgreSQL', { DATABASE_URL: url.toString(), PORT: '54392' }))
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
} else {
  process.stdout.write('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL\n')
}

const [load] = (await import('node:os')).loadavg()
process.stdout.write(
  `\nload average before the summary: ${load.toFixed(1)}; ${CONNECTIONS} connections unless stated, ${DURATION} s per scenario, loopback\n\n| engine | scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|\n`,
)
for (const row of rows) {
  process.stdout.write(
    `| ${row.engine} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} |\n`,
  )
}
process.stdout.write(`\n${summaries.join('\n')}\n`)
