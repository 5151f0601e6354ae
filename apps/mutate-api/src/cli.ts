import { DataDirLockedError } from './activities/data-dir-lock'
import { Canvas } from './canvas'
import { type MutateApiEnv, readEnv } from './env'
import { buildServer } from './server'
import { USAGE } from './usage'

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.info(USAGE)
  process.exit(0)
}
const env = readEnvOrExit(args)
const started = performance.now()
const canvases = new Map<string, Canvas>()
// The server listens at once and warms up while the project is indexed: calls for the canvas
// wait for the index (`opening`), and the editor loads its page meanwhile. A second server on the same data
// directory is refused at once (its lock is the first thing Canvas.open takes).
const opening = Canvas.open({
  id: env.canvasId,
  rootDir: env.root,
  dataDir: env.dataDir,
  maxActivities: env.maxActivities,
}).then(
  (canvas) => {
    canvases.set(canvas.id, canvas)
    // However the process ends, the data directory is given back (a lock of a dead pid is
    // taken over anyway).
    process.once('exit', () => canvas.close())
    console.log(
      `mutate-api: canvas "${canvas.id}" → ${canvas.root.dir} (${canvas.index.fileCount} files indexed in ${Math.round(performance.now() - started)} ms)`,
    )
  },
  (error: unknown) => {
    console.error(
      `mutate-api: ${error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  },
)
const app = await buildServer({
  canvases,
  opening,
  allowedOrigins: env.allowedOrigins,
  token: env.token,
  // The first changes after a start would otherwise run on unoptimised code (README "Benchmark").
  warmUp: true,
})
await app.listen({ host: env.host, port: env.port })
console.log(
  `mutate-api: listening on http://${env.host}:${env.port} (docs at /docs), activities in ${env.dataDir}`,
)
console.log(`mutate-api: allowed origins ${env.allowedOrigins.join(', ')}`)
if (env.tokenGenerated)
  console.log(`mutate-api: token for direct calls (header x-mutate-api-token): ${env.token}`)

const shutdown = (): void => {
  for (const canvas of canvases.values()) canvas.close()
  void app.close().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

/** The configuration, or a one-line reason and the usage on stderr and exit code 2. */
function readEnvOrExit(argv: readonly string[]): MutateApiEnv {
  try {
    return readEnv(process.env, argv)
  } catch (error) {
    console.error(
      `mutate-api: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
    )
    process.exit(2)
  }
}
