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
const post = async (suffix: string, payload: object): Promise<{ ms: number; id: string }> => {
  const { ms, answer } = await server.post(suffix, payload)
  return { ms, id: answer.activityId }
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
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const { ms, id } = await post('mutate/styling', {
      reactElement: h2,
      styling,
      stylingFramework: framework,
      modifiers: [],
      customProperties: {},
    })
    await post('activities/undoChangeToFiles', { latestUuid: id })
    if (run >= WARMUP) times.push(ms)
  }
  const sorted = times.sort((a, b) => a - b)
  const at = (p: number): string =>
    (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN).toFixed(2)
  console.log(
    `styling (${framework}) 300-line file, ${RUNS} runs: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`,
  )
}
await server.close()
