/**
 * `pnpm exec tsx bench/profile-structure.ts [runs] [lines] [editText|moveJsxElement]`: only the
 * calls that rewrite a file's structure or text (`editText`, `moveJsxElement`) on the benchmark's
 * generated component (3,000 lines unless told), through Fastify's `inject` on a warm server, each
 * change undone before the next. Small enough to run under `node --import tsx --cpu-prof` (see
 * README "Benchmark"). Not a test: prints one line per operation.
 */
import { openBenchServer } from './bench-server'

const RUNS = Number(process.argv[2] ?? 100)
const LINES = Number(process.argv[3] ?? 3000)
const WARMUP = 10

const server = await openBenchServer(LINES)
const p = server.middle('p')
const section = server.middle('section')
const h2 = server.middle('h2')
const bodies: Record<string, object> = {
  editText: { element: p, oldText: p.editableText, newText: 'Changed text' },
  moveJsxElement: {
    elementToMove: p,
    newContainerElement: section,
    afterElement: null,
    beforeElement: h2,
    expectedCurrentParent: section,
  },
}
const only = process.argv[4]
const at = (values: number[], fraction: number): string => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN).toFixed(
    1,
  )
}
for (const [operation, body] of Object.entries(bodies)) {
  if (only !== undefined && operation !== only) continue
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const before = process.cpuUsage()
    const { ms, answer } = await server.post(`mutate/${operation}`, body)
    const used = process.cpuUsage(before)
    await server.post('activities/undoChangeToFiles', { latestUuid: answer.activityId })
    if (run >= WARMUP) {
      times.push(ms)
      cpuTimes.push((used.user + used.system) / 1000)
    }
  }
  console.log(
    `${operation} ${LINES}-line file, ${RUNS} runs: p50 ${at(times, 0.5)} ms, p90 ${at(times, 0.9)} ms, p99 ${at(times, 0.99)} ms, max ${at(times, 1)} ms (CPU p50 ${at(cpuTimes, 0.5)} ms)`,
  )
}
await server.close()
