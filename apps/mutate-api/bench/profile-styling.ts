/**
 * `pnpm exec tsx bench/profile-styling.ts [runs] [Tailwind|Inline|CSS]`: only `mutate/styling`
 * (all three frameworks, or the one named) on the benchmark's 300-line component, through
 * Fastify's `inject` on a warm server, each change undone before the next. Small enough to run
 * under `node --import tsx --cpu-prof` (see README "Benchmark"). Not a test: prints one line per
 * framework.
 */
import { openBenchServer } from './bench-server'

const RUNS = Number(process.argv[2] ?? 200)
const WARMUP = 20

const server = await openBenchServer(300)
const h2 = server.middle('h2')
// CPU time of the process during the request, beside wall time: on a shared 2-core VM the wall
// time also measures whoever else runs; the server does its work on this one thread (its file
// reads and writes are synchronous), so CPU time is what the change itself cost.
const post = async (
  suffix: string,
  payload: object,
): Promise<{ ms: number; cpuMs: number; id: string }> => {
  const before = process.cpuUsage()
  const { ms, answer } = await server.post(suffix, payload)
  const used = process.cpuUsage(before)
  return { ms, cpuMs: (used.user + used.system) / 1000, id: answer.activityId }
}

const only = process.argv[3]
const bodies = {
  Tailwind: { padding: '12px', color: '#fff' },
  Inline: { color: 'red' },
  CSS: { color: 'red' },
}
for (const [framework, styling] of Object.entries(bodies)) {
  if (only !== undefined && framework !== only) continue
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const { ms, cpuMs, id } = await post('mutate/styling', {
      reactElement: h2,
      styling,
      stylingFramework: framework,
      modifiers: [],
      customProperties: {},
    })
    await post('activities/undoChangeToFiles', { latestUuid: id })
    if (run >= WARMUP) {
      times.push(ms)
      cpuTimes.push(cpuMs)
    }
  }
  const at = (values: number[], p: number): string => {
    const sorted = [...values].sort((a, b) => a - b)
    return (
      sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN
    ).toFixed(2)
  }
  console.log(
    `styling (${framework}) 300-line file, ${RUNS} runs: p50 ${at(times, 0.5)} ms, p90 ${at(times, 0.9)} ms, p99 ${at(times, 0.99)} ms (CPU p50 ${at(cpuTimes, 0.5)} ms)`,
  )
}
await server.close()
