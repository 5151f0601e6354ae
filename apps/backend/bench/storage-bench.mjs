// Storage figures (not a test): time to the first byte and to the first 64 KiB of a seeded lesson
// video fetched with `Range: bytes=0-` through a signed URL (what a <video> element asks first;
// a proxy for the time to the first frame), and download throughput of a 32 MiB object through
// /storage/v1 against a plain node:http static server streaming the same file. Run: pnpm bench
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const cli = join(here, '..', 'dist', 'cli.js')
const ROUNDS = Number(process.env.BENCH_STORAGE_ROUNDS ?? 40)
const BIG = 32 * 1024 * 1024

function startBackend(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'start'], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk.toString()
      const url = /listening on (\S+)/.exec(output)?.[1]
      const serviceKey = /service key:\s+(\S+)/.exec(output)?.[1]
      if (url && serviceKey) resolve({ child, url, serviceKey })
    })
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)))
  })
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Milliseconds to the response headers + first chunk, and to the first 64 KiB. */
async function firstBytes(url) {
  const started = performance.now()
  const response = await fetch(url, { headers: { range: 'bytes=0-' } })
  if (response.status !== 206) throw new Error(`expected 206, got ${response.status}`)
  const reader = response.body.getReader()
  let received = 0
  let first
  let to64k
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    first ??= performance.now() - started
    if (to64k === undefined && received >= 65_536) to64k = performance.now() - started
  }
  return { first, to64k: to64k ?? performance.now() - started }
}

/** MiB/s of `rounds` sequential whole downloads. */
async function throughput(url, rounds) {
  let bytes = 0
  const started = performance.now()
  for (let round = 0; round < rounds; round += 1) {
    bytes += (await (await fetch(url)).arrayBuffer()).byteLength
  }
  return bytes / 1024 / 1024 / ((performance.now() - started) / 1000)
}

const dataDir = mkdtempSync(join(tmpdir(), 'splendid-storage-bench-'))
const bigFile = join(dataDir, 'big.bin')
writeFileSync(bigFile, randomBytes(BIG))
const { child, url, serviceKey } = await startBackend(join(dataDir, 'db'))
const service = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` }
const sign = async (bucket, name) => {
  const response = await fetch(`${url}/storage/v1/object/sign/${bucket}/${name}`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 3600 }),
  })
  return `${url}/storage/v1${(await response.json()).signedURL}`
}
try {
  console.log(`load average at start: ${loadavg()[0].toFixed(1)}`)
  const video = await sign('course-media', 'english-for-beginners/greetings.webm')
  await firstBytes(video)
  const samples = []
  for (let round = 0; round < ROUNDS; round += 1) samples.push(await firstBytes(video))
  const firsts = samples.map((sample) => sample.first)
  const to64ks = samples.map((sample) => sample.to64k)

  await fetch(`${url}/storage/v1/bucket`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'bench', name: 'bench', public: false }),
  })
  const upload = await fetch(`${url}/storage/v1/object/bench/big.bin`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/octet-stream' },
    body: createReadStream(bigFile),
    duplex: 'half',
  })
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`)
  const stored = await sign('bench', 'big.bin')
  const staticServer = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': statSync(bigFile).size,
    })
    createReadStream(bigFile).pipe(response)
  })
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}/big.bin`
  await throughput(stored, 2)
  await throughput(staticUrl, 2)
  const storageRate = await throughput(stored, 10)
  const staticRate = await throughput(staticUrl, 10)
  staticServer.close()

  console.log(
    `\n${ROUNDS} Range requests (bytes=0-) of a seeded 9 s lesson video through a signed URL:`,
  )
  console.log(
    `  first byte p50 ${percentile(firsts, 50).toFixed(1)} ms, p99 ${percentile(firsts, 99).toFixed(1)} ms;` +
      ` first 64 KiB p50 ${percentile(to64ks, 50).toFixed(1)} ms, p99 ${percentile(to64ks, 99).toFixed(1)} ms`,
  )
  console.log('32 MiB object, 10 sequential downloads each, loopback:')
  console.log(
    `  /storage/v1 ${storageRate.toFixed(0)} MiB/s, static node:http ${staticRate.toFixed(0)} MiB/s` +
      ` → ratio ${(storageRate / staticRate).toFixed(2)} (goal ≥ 0.8)`,
  )
  console.log(`load average at the end: ${loadavg()[0].toFixed(1)}`)
} finally {
  child.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
