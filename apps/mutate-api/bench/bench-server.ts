/**
 * The benchmarks' server: a temp project with one generated page (`src/Page.tsx`, `lines` long)
 * and `src/index.css`, a canvas on it (watching, unless `BENCH_WATCH=0`) and the Fastify app,
 * started as the CLI starts it (warmed up) unless `BENCH_WARM_UP=0`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { MutationResponse, TreeElement } from '@splendid/change-items'
import type { FastifyInstance } from 'fastify'
import { Canvas } from '../src/canvas'
import { generateComponent } from '../src/sample-component'
import { buildServer } from '../src/server'

const TOKEN = 'bench-token-0123456789abcdef'

/** Whether the bench server warms itself up at start (as the CLI does); `BENCH_WARM_UP=0`: no. */
export const BENCH_WARM_UP = process.env.BENCH_WARM_UP !== '0'

/** An open bench server. */
export interface BenchServer {
  readonly canvas: Canvas
  readonly app: FastifyInstance
  /** The middle element with this tag, by line. */
  middle(tag: string): TreeElement
  /** POSTs a call (`mutate/…` or `activities/…`) and times it; throws on an error answer. */
  post(suffix: string, payload: unknown): Promise<{ ms: number; answer: MutationResponse }>
  /** The whole-project lookups call. */
  getLookups(): Promise<void>
  close(): Promise<void>
}

/** Opens a {@link BenchServer} on a generated page of about `lines` lines. */
export async function openBenchServer(
  lines: number,
  warmUp: boolean = BENCH_WARM_UP,
): Promise<BenchServer> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'mutate-bench-'))
  const root = path.join(base, 'project')
  await mkdir(path.join(root, 'src'), { recursive: true })
  await writeFile(path.join(root, 'src', 'Page.tsx'), generateComponent('Page', lines))
  await writeFile(path.join(root, 'src', 'index.css'), '@import "tailwindcss";\n')
  const canvas = await Canvas.open({
    id: 'bench',
    rootDir: root,
    dataDir: path.join(base, 'data'),
    // As the CLI runs it: following file changes (`BENCH_WATCH=0` turns the watchers off).
    watch: process.env.BENCH_WATCH !== '0',
  })
  const app = await buildServer({
    canvases: new Map([['bench', canvas]]),
    allowedOrigins: [],
    token: TOKEN,
    warmUp,
  })
  const elements = Object.values(canvas.index.lookups().treeElements).sort(
    (a, b) => a.line - b.line,
  )
  return {
    canvas,
    app,
    middle: (tag) => {
      const matching = elements.filter((each) => each.tagName === tag)
      const found = matching[Math.floor(matching.length / 2)]
      if (found === undefined) throw new Error(`no ${tag}`)
      return found
    },
    post: async (suffix, payload) => {
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: `/canvases/bench/parseAndMutate/${suffix}`,
        headers: { 'x-mutate-api-token': TOKEN },
        payload: payload as object,
      })
      const ms = performance.now() - started
      if (response.statusCode !== 200) throw new Error(`${suffix}: ${response.body}`)
      return { ms, answer: response.json() as MutationResponse }
    },
    getLookups: async () => {
      await app.inject({
        method: 'GET',
        url: '/canvases/bench/parseAndMutate/lookups',
        headers: { 'x-mutate-api-token': TOKEN },
      })
    },
    close: async () => {
      await app.close()
      canvas.close()
      await rm(base, { recursive: true, force: true })
    },
  }
}
