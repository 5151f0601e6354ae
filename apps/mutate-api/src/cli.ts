import { DataDirLockedError } from './activities/data-dir-lock'
import { Canvas } from './canvas'
import { readEnv } from './env'
import { buildServer } from './server'

const env = readEnv(process.env, process.argv.slice(2))
const started = performance.now()
const canvas = await Canvas.open({
  id: env.canvasId,
  rootDir: env.root,
  dataDir: env.dataDir,
  maxActivities: env.maxActivities,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(`mutate-api: ${error.message}`)
  process.exit(1)
})
// However the process ends, the data directory is given back (a lock of a dead pid is taken
// over anyway).
process.once('exit', () => canvas.close())
const indexedMs = performance.now() - started
const app = await buildServer({
  canvases: new Map([[canvas.id, canvas]]),
  allowedOrigins: env.allowedOrigins,
  token: env.token,
  // The first changes after a start would otherwise run on unoptimised code (README "Benchmark").
  warmUp: true,
})
await app.listen({ host: env.host, port: env.port })
console.log(
  `mutate-api: canvas "${canvas.id}" → ${canvas.root.dir} (${canvas.index.fileCount} files indexed in ${Math.round(indexedMs)} ms, ready in ${Math.round(performance.now() - started)} ms after a warm-up)`,
)
console.log(
  `mutate-api: listening on http://${env.host}:${env.port} (docs at /docs), activities in ${env.dataDir}`,
)
console.log(`mutate-api: allowed origins ${env.allowedOrigins.join(', ')}`)
if (env.tokenGenerated)
  console.log(`mutate-api: token for direct calls (header x-mutate-api-token): ${env.token}`)

const shutdown = (): void => {
  canvas.close()
  void app.close().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
