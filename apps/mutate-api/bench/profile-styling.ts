/**
 * `pnpm exec tsx bench/profile-styling.ts [runs] [Tailwind|Inline|CSS]`: only `mutate/styling`
 * (all three frameworks, or the one named) on the benchmark's 300-line component, through
 * Fastify's `inject` on a warm server, each change undone before the next. Small enough to run
 * under `node --import tsx --cpu-prof` (see README "Benchmark"). Not a test: prints one line per
 * framework.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { MutationResponse } from '../src/canvas'
import { Canvas } from '../src/canvas'
import { buildServer } from '../src/server'
import { generateComponent } from './generate-component'

const TOKEN = 'bench-token-0123456789abcdef'
const RUNS = Number(process.argv[2] ?? 200)
const WARMUP = 20

const base = await mkdtemp(path.join(os.tmpdir(), 'mutate-profile-'))
const root = path.join(base, 'project')
await mkdir(path.join(root, 'src'), { recursive: true })
await writeFile(path.join(root, 'src', 'Page.tsx'), generateComponent('Page', 300))
await writeFile(path.join(root, 'src', 'index.css'), '@import "tailwindcss";\n')
const canvas = await Canvas.open({
  id: 'bench',
  rootDir: root,
  dataDir: path.join(base, 'data'),
  watch: false,
})
const app = await buildServer({
  canvases: new Map([['bench', canvas]]),
  allowedOrigins: [],
  token: TOKEN,
})
const h2s = Object.values(canvas.index.lookups().treeElements)
  .filter((each) => each.tagName === 'h2')
  .sort((a, b) => a.line - b.line)
const h2 = h2s[Math.floor(h2s.length / 2)]
if (h2 === undefined) throw new Error('no h2')

const post = async (suffix: string, payload: object): Promise<{ ms: number; id: string }> => {
  const started = performance.now()
  const response = await app.inject({
    method: 'POST',
    url: `/canvases/bench/parseAndMutate/${suffix}`,
    headers: { 'x-mutate-api-token': TOKEN },
    payload,
  })
  const ms = performance.now() - started
  if (response.statusCode !== 200) throw new Error(`${suffix}: ${response.body}`)
  return { ms, id: (response.json() as MutationResponse).activityId }
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
await app.close()
canvas.close()
await rm(base, { recursive: true, force: true })
