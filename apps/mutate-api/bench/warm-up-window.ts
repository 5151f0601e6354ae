/**
 * `pnpm exec tsx bench/warm-up-window.ts [pairs]`: why the all-operations bench measured styling
 * slower than `profile-styling.ts`. Each measurement is a fresh process (a fresh V8) that, like
 * `run-bench.ts`, first builds the 500-file cold-start project, then opens a warm server on the
 * 300-line page and sends `mutate/styling` (Tailwind), each change undone. It reports the median
 * wall and CPU time of runs 0–9 and of runs 8–47 (the window `run-bench.ts` measures), with the
 * server's start-up warm-up off and on, alternating so that a change in the machine's load hits
 * both. Not a test: prints one line per process.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Canvas } from '../src/canvas'
import { generateComponent } from '../src/sample-component'
import { openBenchServer } from './bench-server'

const RUNS = 48

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function child(warmUp: boolean): Promise<void> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'mutate-window-'))
  const cold = path.join(base, 'cold')
  for (let index = 0; index < 500; index += 1) {
    const dir = path.join(cold, 'src', `feature-${index % 25}`)
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, `C${index}.tsx`), generateComponent(`C${index}`, 60))
  }
  const coldCanvas = await Canvas.open({
    id: 'cold',
    rootDir: cold,
    dataDir: path.join(base, 'cold-data'),
    watch: false,
  })
  coldCanvas.close()
  const server = await openBenchServer(300, warmUp)
  const h2 = server.middle('h2')
  const post = async (suffix: string, payload: object) => {
    const cpu = process.cpuUsage()
    const { ms, answer } = await server.post(suffix, payload)
    const used = process.cpuUsage(cpu)
    return { ms, cpuMs: (used.user + used.system) / 1000, id: answer.activityId }
  }
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const { ms, cpuMs, id } = await post('mutate/styling', {
      reactElement: h2,
      styling: { padding: '12px', color: '#fff' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    })
    await post('activities/undoChangeToFiles', { latestUuid: id })
    wall.push(ms)
    cpu.push(cpuMs)
  }
  await server.close()
  await rm(base, { recursive: true, force: true })
  const f = (value: number): string => value.toFixed(1)
  console.log(
    `warm-up ${warmUp ? 'on ' : 'off'} | runs 0-9 wall ${f(median(wall.slice(0, 10)))} cpu ${f(median(cpu.slice(0, 10)))} | runs 8-47 wall ${f(median(wall.slice(8)))} cpu ${f(median(cpu.slice(8)))} | load ${os.loadavg()[0]?.toFixed(1)}`,
  )
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] === 'on')
} else {
  const pairs = Number(process.argv[2] ?? 3)
  const self = fileURLToPath(import.meta.url)
  console.log('styling (Tailwind), 300-line file, median ms of each window, one process a line:')
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const mode of ['off', 'on']) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', mode], {
        encoding: 'utf8',
      })
      process.stdout.write(output)
    }
  }
}
