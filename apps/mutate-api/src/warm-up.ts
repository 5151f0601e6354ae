import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { MutationResponse, TreeElement } from '@splendid/change-items'
import { Canvas } from './canvas'
import { generateComponent } from './sample-component'

/** The id of the throw-away canvas a warm-up runs on (never one of the served canvases). */
export const WARM_UP_CANVAS_ID = '.warm-up'

/** Options of {@link warmUp}. */
export interface WarmUpOptions {
  /** How many rounds of changes at most (default 30). */
  readonly rounds?: number
  /** Stop after the round that passes this many milliseconds (default 1500). */
  readonly budgetMs?: number
}

/** What a warm-up did. */
export interface WarmUpReport {
  readonly rounds: number
  readonly requests: number
  readonly ms: number
}

/** A call that answers like the server: `(urlPath, body) → status and JSON`. */
export type WarmUpCall = (
  urlPath: string,
  body: unknown,
) => Promise<{ readonly statusCode: number; readonly json: () => unknown }>

/**
 * Runs changes of the common kinds (styling in the three frameworks, addClass, editText,
 * changePropValue), each undone, through the server's own routes on a throw-away project in the
 * OS temp folder, so that the first changes a designer makes run on code V8 has already
 * optimised: on a fresh process the first 10–20 changes cost 1.5–2.5 × a warm one (see README
 * "Benchmark"). Never touches a served project; the temp folder is removed afterwards.
 *
 * `register` makes the throw-away canvas reachable under {@link WARM_UP_CANVAS_ID} and returns
 * the function that removes it again.
 *
 * @throws {Error} when a warm-up change is refused (a bug: the sample is fixed).
 * @example
 * ```ts
 * const report = await warmUp(call, (canvas) => { extra.set(canvas.id, canvas); return () => extra.delete(canvas.id) })
 * ```
 */
export async function warmUp(
  call: WarmUpCall,
  register: (canvas: Canvas) => () => void,
  options: WarmUpOptions = {},
): Promise<WarmUpReport> {
  const started = performance.now()
  const base = mkdtempSync(path.join(os.tmpdir(), 'mutate-api-warm-up-'))
  const root = path.join(base, 'project')
  mkdirSync(path.join(root, 'src'), { recursive: true })
  writeFileSync(path.join(root, 'src', 'WarmUp.tsx'), generateComponent('WarmUp', 75))
  writeFileSync(path.join(root, 'src', 'index.css'), '@import "tailwindcss";\n')
  const canvas = await Canvas.open({
    id: WARM_UP_CANVAS_ID,
    rootDir: root,
    dataDir: path.join(base, 'data'),
    watch: false,
  })
  const unregister = register(canvas)
  let rounds = 0
  let requests = 0
  try {
    const elements = Object.values(canvas.index.lookups().treeElements)
    const first = (tag: string): TreeElement => {
      const found = elements.find((element) => element.tagName === tag)
      if (found === undefined) throw new Error(`Warm-up sample has no <${tag}>`)
      return found
    }
    const h2 = first('h2')
    const li = first('li')
    const styling = (framework: string, styles: Record<string, string>) => ({
      reactElement: h2,
      styling: styles,
      stylingFramework: framework,
      modifiers: [],
      customProperties: {},
    })
    const changes: readonly (readonly [string, unknown])[] = [
      ['mutate/styling', styling('Tailwind', { padding: '12px', color: '#fff' })],
      ['mutate/styling', styling('Inline', { color: 'red' })],
      ['mutate/styling', styling('CSS', { color: 'red' })],
      [
        'mutate/addClass',
        {
          reactElement: h2,
          className: 'underline',
          stylingFramework: 'Tailwind',
          modifiers: [],
          customProperties: {},
        },
      ],
      ['mutate/editText', { element: h2, oldText: h2.editableText, newText: 'Changed' }],
      ['mutate/changePropValue', { elementToModify: li, propName: 'title', propValue: 'Hello' }],
    ]
    const send = async (suffix: string, body: unknown): Promise<MutationResponse> => {
      const answer = await call(`/canvases/${WARM_UP_CANVAS_ID}/parseAndMutate/${suffix}`, body)
      requests += 1
      if (answer.statusCode !== 200)
        throw new Error(
          `Warm-up ${suffix} answered ${answer.statusCode}: ${JSON.stringify(answer.json())}`,
        )
      return answer.json() as MutationResponse
    }
    const maxRounds = options.rounds ?? 30
    const budgetMs = options.budgetMs ?? 1500
    while (rounds < maxRounds && performance.now() - started < budgetMs) {
      for (const [suffix, body] of changes) {
        const { activityId } = await send(suffix, body)
        await send('activities/undoChangeToFiles', { latestUuid: activityId })
      }
      rounds += 1
    }
  } finally {
    unregister()
    canvas.close()
    rmSync(base, { recursive: true, force: true })
  }
  return { rounds, requests, ms: performance.now() - started }
}
