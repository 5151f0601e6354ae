/**
 * `pnpm bench`: warm timings of indexJsx and instrumentJsx on a generated 1,000-line TSX file.
 * Not a test: timings depend on the machine, so nothing here fails on a slow run.
 *
 * Wall time suffers when other processes share the cores, so CPU time (user + system of this
 * process) is printed too, with the load average the run saw.
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { clearIdCache } from '../src/codebase-id'
import { indexJsx, instrumentJsx } from '../src/index'
import { generateComponent } from './generate-component'

const WARMUP = 50
const RUNS = 200
const PATH = 'src/pages/Page.tsx'

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

function measure(name: string, run: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) run()
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage()
    const start = performance.now()
    run()
    wall.push(performance.now() - start)
    const { user, system } = process.cpuUsage(cpuStart)
    cpu.push((user + system) / 1000)
  }
  wall.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`
  console.log(
    `${name.padEnd(32)} wall p50 ${ms(percentile(wall, 0.5))}  p99 ${ms(percentile(wall, 0.99))}` +
      `   cpu p50 ${ms(percentile(cpu, 0.5))}`,
  )
}

const source = generateComponent(1000)
const lineCount = source.split('\n').length
const elementCount = indexJsx(PATH, source).elements.length
console.log(
  `input: ${lineCount} lines, ${elementCount} JSX elements; ${WARMUP} warm-up, ${RUNS} runs; ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
)

measure('indexJsx', () => indexJsx(PATH, source))
measure('instrumentJsx (with map)', () => instrumentJsx(PATH, source))
measure('indexJsx + instrumentJsx', () => {
  indexJsx(PATH, source)
  instrumentJsx(PATH, source)
})
// As above, but every id hashed afresh (a file seen for the first time).
measure('indexJsx, ids not memoised', () => {
  clearIdCache()
  indexJsx(PATH, source)
})
measure('instrumentJsx, ids not memoised', () => {
  clearIdCache()
  instrumentJsx(PATH, source)
})
