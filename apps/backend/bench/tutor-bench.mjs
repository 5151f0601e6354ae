// Time to the first streamed token of the AI tutor (issue 22), not a test: a scripted
// OpenAI-compatible server streams a reply; the same request timed (a) straight to that server and
// (b) through POST /functions/v1/ai-tutor on the backend (JWT check, quota and rate in SQL, lesson
// passages retrieved, the provider called, its first delta passed on as an SSE event). The
// difference of the medians is the function's overhead (goal: ≤ 20 ms p50). Run: pnpm bench
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const cli = join(here, '..', 'dist', 'cli.js')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50)
const WARM_UP = 5

/** A scripted chat-completions stream: the first chunk at once, the rest 5 ms later. */
function startScriptedProvider() {
  const chunk = (text) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      response.write(chunk('What do you say first '))
      setTimeout(() => {
        response.write(chunk('when a meeting starts?'))
        response.end('data: [DONE]\n\n')
      }, 5)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/v1` }),
    )
  })
}

function startBackend(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'start'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (data) => {
      output += data.toString()
      const url = /listening on (\S+)/.exec(output)?.[1]
      const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1]
      const serviceKey = /service key:\s+(\S+)/.exec(output)?.[1]
      if (url && anonKey && serviceKey) resolve({ child, url, anonKey, serviceKey })
    })
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)))
  })
}

/** Milliseconds from sending `request` until the body holds `marker`. */
async function timeToFirst(url, init, marker) {
  const started = performance.now()
  const response = await fetch(url, init)
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  const decoder = new TextDecoder()
  let text = ''
  for await (const part of response.body) {
    text += decoder.decode(part, { stream: true })
    if (text.includes(marker)) {
      const elapsed = performance.now() - started
      await response.body.cancel().catch(() => {})
      return elapsed
    }
  }
  throw new Error(`no ${marker} in ${text.slice(0, 200)}`)
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function rounds(measure) {
  for (let i = 0; i < WARM_UP; i += 1) await measure()
  const times = []
  for (let i = 0; i < ROUNDS; i += 1) times.push(await measure())
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

const provider = await startScriptedProvider()
const dataDir = mkdtempSync(join(tmpdir(), 'splendid-tutor-bench-'))
const backend = await startBackend({
  DATA_DIR: dataDir,
  PORT: '54396',
  DATABASE_URL: '',
  AI_TUTOR_BASE_URL: provider.url,
  AI_TUTOR_API_KEY: 'bench',
  AI_TUTOR_RATE_PER_MINUTE: '100000',
})
try {
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@splendid.test', password: 'student123' }),
  })
  const session = await signIn.json()
  // Premium: no daily quota to run out of during the rounds.
  const premium = await fetch(`${backend.url}/rest/v1/profiles?id=eq.${session.user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: backend.serviceKey,
      authorization: `Bearer ${backend.serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  })
  if (!premium.ok) throw new Error(`could not make the bench user premium: ${premium.status}`)

  const question = JSON.stringify({
    model: 'bench',
    stream: true,
    messages: [{ role: 'user', content: 'How do I open a meeting?' }],
  })
  const direct = await rounds(() =>
    timeToFirst(
      `${provider.url}/chat/completions`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: question },
      'data: ',
    ),
  )
  const throughFunction = await rounds(() =>
    timeToFirst(
      `${backend.url}/functions/v1/ai-tutor`,
      {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: 'How do I open a meeting?' }),
      },
      'event: delta',
    ),
  )
  const [load] = (await import('node:os')).loadavg()
  process.stdout.write(
    `\nAI tutor, time to the first streamed token (${ROUNDS} sequential questions after ${WARM_UP} to warm up, PGlite, loopback; load average ${load.toFixed(1)})\n\n` +
      '| path | p50 ms | p99 ms |\n|---|---|---|\n' +
      `| scripted provider, direct | ${direct.p50.toFixed(1)} | ${direct.p99.toFixed(1)} |\n` +
      `| through /functions/v1/ai-tutor | ${throughFunction.p50.toFixed(1)} | ${throughFunction.p99.toFixed(1)} |\n\n` +
      `overhead p50: ${(throughFunction.p50 - direct.p50).toFixed(1)} ms (goal ≤ 20 ms)\n`,
  )
} finally {
  const exited = new Promise((resolve) => backend.child.once('exit', resolve))
  backend.child.kill('SIGTERM')
  await exited
  provider.server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
