/**
 * `pnpm bench`: server latency of each operation (fastify inject, in-process, warm server) on a
 * 300-line and a 3,000-line component, and the cold lookup build of a 500-file project.
 * Not a test: prints a table to paste into README.md.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Canvas } from '../src/canvas'
import { generateComponent } from '../src/sample-component'
import { BENCH_WARM_UP, openBenchServer } from './bench-server'

// A p99 means something only over enough runs: of 40, it is the slowest one. 200 runs on the
// small file (its p99 is the second slowest), 100 on the large one (the slowest).
const RUNS_BY_LINES: Readonly<Record<number, number>> = { 300: 200, 3000: 100 }
const WARMUP = 8

async function tempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'mutate-bench-'))
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function coldStart(files: number): Promise<number> {
  const base = await tempDir()
  const root = path.join(base, 'project')
  for (let index = 0; index < files; index += 1) {
    const dir = path.join(root, 'src', `feature-${index % 25}`)
    await mkdir(dir, { recursive: true })
    await writeFile(
      path.join(dir, `Component${index}.tsx`),
      generateComponent(`Component${index}`, 60),
    )
  }
  const started = performance.now()
  const canvas = await Canvas.open({
    id: 'cold',
    rootDir: root,
    dataDir: path.join(base, 'data'),
    watch: false,
  })
  const elapsed = performance.now() - started
  canvas.close()
  await rm(base, { recursive: true, force: true })
  return elapsed
}

async function operationLatencies(lines: number): Promise<Map<string, number[]>> {
  const RUNS = RUNS_BY_LINES[lines] ?? 100
  const server = await openBenchServer(lines)
  const { middle, post } = server
  const h2 = middle('h2')
  const section = middle('section')
  const p = middle('p')
  const operations: Record<string, () => unknown> = {
    'styling (Tailwind)': () => ({
      reactElement: h2,
      styling: { padding: '12px', color: '#fff' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    }),
    'styling (Inline)': () => ({
      reactElement: h2,
      styling: { color: 'red' },
      stylingFramework: 'Inline',
      modifiers: [],
      customProperties: {},
    }),
    'styling (CSS)': () => ({
      reactElement: h2,
      styling: { color: 'red' },
      stylingFramework: 'CSS',
      modifiers: [],
      customProperties: {},
    }),
    addClass: () => ({
      reactElement: h2,
      className: 'underline',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    }),
    removeClass: () => ({ reactElement: h2, className: 'font-semibold' }),
    editText: () => ({ element: p, oldText: p.editableText, newText: 'Changed text' }),
    changePropValue: () => ({ elementToModify: h2, propName: 'title', propValue: 'Hello' }),
    removeJsxElement: () => ({ elementsToRemove: [p] }),
    duplicate: () => ({ reactElements: [p] }),
    wrapInDiv: () => ({ reactElements: [h2, p] }),
    changeElementTag: () => ({ elementToModify: h2, newTag: 'h3' }),
    addJsxElement: () => ({
      destinationElement: section,
      beforeElement: null,
      afterElement: null,
      newElement: { type: 'native', nativeTag: 'hr', componentName: 'hr', propsToSet: {} },
      canvasId: 'bench',
      deletedStoryboardId: null,
      fileContentsToSourceFrom: null,
      fileContentsSourceFilename: null,
      hasInstantUpdate: false,
    }),
    moveJsxElement: () => ({
      elementToMove: p,
      newContainerElement: section,
      afterElement: null,
      beforeElement: h2,
      expectedCurrentParent: section,
    }),
  }
  const suffixes: Record<string, string> = {
    'styling (Tailwind)': 'mutate/styling',
    'styling (Inline)': 'mutate/styling',
    'styling (CSS)': 'mutate/styling',
  }
  const results = new Map<string, number[]>()
  const undos: number[] = []
  for (const [name, payload] of Object.entries(operations)) {
    const times: number[] = []
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const { ms, answer } = await post(suffixes[name] ?? `mutate/${name}`, payload())
      const undo = await post('activities/undoChangeToFiles', { latestUuid: answer.activityId })
      if (run >= WARMUP) {
        times.push(ms)
        undos.push(undo.ms)
      }
    }
    results.set(name, times)
  }
  results.set('undo', undos)
  // Styling changes that follow one another without an undo: each starts from the file the one
  // before wrote, whose syntax tree the server parses once the answer is sent (see README).
  const inARow = async (pauseMs: number): Promise<number[]> => {
    const times: number[] = []
    const applied: string[] = []
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const { ms, answer } = await post('mutate/styling', {
        reactElement: h2,
        styling: { padding: run % 2 === 0 ? '16px' : '12px' },
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      })
      applied.push(answer.activityId)
      if (run >= WARMUP) times.push(ms)
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
    for (const id of applied.reverse())
      await post('activities/undoChangeToFiles', { latestUuid: id })
    return times
  }
  results.set('styling (Tailwind) in a row, 20 ms apart', await inARow(20))
  results.set('styling (Tailwind) in a row, back to back', await inARow(0))
  const started = performance.now()
  for (let run = 0; run < RUNS; run += 1) await server.getLookups()
  results.set('GET lookups (whole project)', [(performance.now() - started) / RUNS])
  await server.close()
  return results
}

const cold = await coldStart(500)
const small = await operationLatencies(300)
const large = await operationLatencies(3000)
const format = (values: readonly number[] | undefined): string => {
  const sorted = [...(values ?? [])].sort((a, b) => a - b)
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}`
}
console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(
      ' ',
    )} at the end; server ${BENCH_WARM_UP ? 'warmed up at start (as the CLI does)' : 'NOT warmed up at start (BENCH_WARM_UP=0)'}, ${RUNS_BY_LINES[300]} runs on the 300-line file and ${RUNS_BY_LINES[3000]} on the 3,000-line one, after ${WARMUP} warm-up runs; each change is undone before the next (but in the rows "in a row").\n`,
)
console.log('| operation | 300-line file p50 / p99 (ms) | 3,000-line file p50 / p99 (ms) |')
console.log('|---|---|---|')
for (const name of small.keys())
  console.log(`| ${name} | ${format(small.get(name))} | ${format(large.get(name))} |`)
console.log(
  `\nCold lookup build of a 500-file project (scan + index, no watcher): ${cold.toFixed(0)} ms`,
)
