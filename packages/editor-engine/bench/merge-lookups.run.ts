/**
 * `pnpm bench` (run by vitest, printed and written to bench/results.json): the editor merging one mutation answer into a large project's lookups — a
 * restyle's change (one entry, one version) on 2,000 files of 39 elements (78,000 tree
 * elements, as the cold-start bench's project has), through `mergeLookups` (its own records,
 * changed in place) and through `applyLookupsChange` (new records each time, as it merged until
 * now). Nothing here fails on a slow run: timings depend on the machine.
 */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import {
  applyLookupsChange,
  type Lookups,
  type LookupsChange,
  type ScopeEntry,
  type TreeElement,
} from '@splendid/change-items'
import { expect, it } from 'vitest'
import { mergeLookups } from '../src/lookups'

const FILES = Number(process.env.BENCH_FILES ?? 2000)
const PER_FILE = 39
const WARMUP = 10
const RUNS = 100

function entry(file: number, index: number): TreeElement {
  return {
    codebaseId: `tempo-${file.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    type: 'native',
    tagName: 'li',
    componentName: `Feature${file}`,
    parentCodebaseId: null,
    filePath: `src/feature-${file % 25}/Feature${file}.tsx`,
    line: index + 3,
    column: 8,
    removableClasses: ['flex', 'gap-2', 'p-2'],
    textIsStatic: false,
    editableText: null,
    literalProps: {},
  }
}

function project(): Lookups {
  const treeElements: Record<string, TreeElement> = {}
  const scopes: Record<string, ScopeEntry> = {}
  const fileVersions: Record<string, string> = {}
  for (let file = 0; file < FILES; file += 1) {
    const entries = Array.from({ length: PER_FILE }, (_, index) => entry(file, index))
    for (const each of entries) treeElements[each.codebaseId] = each
    const filePath = entries[0]?.filePath ?? ''
    scopes[`${filePath}#Feature${file}`] = {
      type: 'component',
      componentName: `Feature${file}`,
      filePath,
      codebaseIds: entries.map((each) => each.codebaseId),
      rootCodebaseIds: [entries[0]?.codebaseId ?? ''],
    }
    fileVersions[filePath] = 'p.1'
  }
  return { treeElements, scopes, fileVersions }
}

/** The answer to restyling element `index` of file 7, the file at version `from`. */
function restyle(index: number, from: number): { files: string[]; change: LookupsChange } {
  const changed = { ...entry(7, index % PER_FILE), removableClasses: [`p-${index % 9}`] }
  return {
    files: [changed.filePath],
    change: {
      treeElements: { [changed.codebaseId]: changed },
      scopes: {},
      baseFileVersions: { [changed.filePath]: from === 1 ? 'p.1' : `q.${from}` },
      fileVersions: { [changed.filePath]: `q.${from + 1}` },
    },
  }
}

function measure(merge: (lookups: Lookups, run: number) => Lookups) {
  let lookups = project()
  const times: number[] = []
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now()
    lookups = merge(lookups, run + 1)
    if (run >= WARMUP) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { p50Ms: Number(at(0.5).toFixed(3)), p99Ms: Number(at(0.99).toFixed(3)), lookups }
}

it(`merges ${RUNS} one-entry changes into ${FILES * PER_FILE} tree elements`, () => {
  const copied = measure((lookups, run) => {
    const { files, change } = restyle(run, run)
    return applyLookupsChange(lookups, files, change).lookups
  })
  const inPlace = measure((lookups, run) => {
    const { files, change } = restyle(run, run)
    const merged = mergeLookups(lookups, files, change)
    if (merged.stale.length > 0) throw new Error('the bench chained versions wrongly')
    return merged.lookups
  })
  // Both end with the same lookups.
  expect(inPlace.lookups).toEqual(copied.lookups)
  const results = {
    date: new Date().toISOString(),
    loadAverage: loadavg()
      .map((load) => load.toFixed(2))
      .join(' '),
    project: `${FILES} files, ${FILES * PER_FILE} tree elements`,
    changes: RUNS,
    applyLookupsChangeNewRecords: { p50Ms: copied.p50Ms, p99Ms: copied.p99Ms },
    mergeLookupsInPlace: { p50Ms: inPlace.p50Ms, p99Ms: inPlace.p99Ms },
  }
  console.info(JSON.stringify(results, null, 2))
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
})
