/**
 * `pnpm exec tsx bench/parse-reuse.ts`: what handing the validating parse to `indexJsx` saves,
 * measured interleaved in one process (so both variants see the same machine load): parse +
 * `indexJsx(path, text)` against parse + `indexJsx(path, text, { sourceFile })` on the
 * benchmark's 300-line component. Not a test: prints one line.
 */
import { indexJsx } from '@splendid/codebase-ids'
import ts from 'typescript'
import { generateComponent } from '../src/sample-component'

const RUNS = 250
const WARMUP = 50
const PATH = 'src/Big.tsx'
const text = generateComponent('Big', 300)

const parse = (): ts.SourceFile =>
  ts.createSourceFile(PATH, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

const variants = [
  {
    name: 'parse + indexJsx (two parses)',
    run: () => {
      parse()
      indexJsx(PATH, text)
    },
    times: [] as number[],
  },
  {
    name: 'parse + indexJsx({ sourceFile }) (one parse)',
    run: () => {
      const sourceFile = parse()
      indexJsx(PATH, text, { sourceFile })
    },
    times: [] as number[],
  },
]

for (let run = 0; run < WARMUP + RUNS; run += 1) {
  for (const variant of variants) {
    const started = performance.now()
    variant.run()
    if (run >= WARMUP) variant.times.push(performance.now() - started)
  }
}

const p50 = (times: readonly number[]): string =>
  ([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN).toFixed(2)
console.log(
  `300-line file, ${RUNS} interleaved runs: ${variants.map((each) => `${each.name} p50 ${p50(each.times)} ms`).join('; ')}`,
)
