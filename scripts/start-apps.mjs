// Starts every app of the monorepo that has a `start` script, in the order given by
// `splendid.order` in its package.json, waits for each one's health URL, prints the URLs,
// and stops them all cleanly on Ctrl-C (SIGINT) or SIGTERM.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const appsDir = join(root, 'apps')

const apps = (existsSync(appsDir) ? readdirSync(appsDir) : [])
  .map((folder) => join(appsDir, folder, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .filter((pkg) => pkg.scripts?.start)
  .map((pkg) => ({ name: pkg.name, ...pkg.splendid }))
  .sort((a, b) => (a.order ?? 99) - (b.order ?? 99))

if (apps.length === 0) {
  console.info('[splendid] no app has a start script yet; nothing to start')
  process.exit(0)
}

const children = []
let stopping = false

function prefixLines(name, stream, target) {
  let buffered = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) target.write(`[${name}] ${line}\n`)
  })
}

async function waitForHealth(app) {
  if (!app.health) return true
  for (let attempt = 0; attempt < 240; attempt++) {
    if (stopping) return false
    try {
      const response = await fetch(app.health)
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  return false
}

function stopAll(code) {
  if (stopping) return
  stopping = true
  console.info('\n[splendid] stopping…')
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    process.exit(code)
  }, 5000)
  deadline.unref()
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) resolve()
          else child.once('exit', resolve)
        }),
    ),
  ).then(() => process.exit(code))
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

for (const app of apps) {
  const short = app.name.replace('@splendid/', '')
  const child = spawn('pnpm', ['--filter', app.name, '--silent', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  })
  children.push(child)
  prefixLines(short, child.stdout, process.stdout)
  prefixLines(short, child.stderr, process.stderr)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[splendid] ${short} exited with code ${code}; stopping the others`)
      stopAll(code ?? 1)
    }
  })
  if (!(await waitForHealth(app))) {
    if (!stopping) {
      console.error(`[splendid] ${short} did not become healthy at ${app.health}`)
      stopAll(1)
    }
    break
  }
}

if (!stopping) {
  console.info('\n[splendid] running — press Ctrl-C to stop')
  for (const app of apps) {
    if (app.url) console.info(`  ${app.label ?? app.name}: ${app.url}`)
  }
}
