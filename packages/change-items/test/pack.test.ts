import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Proves what a consumer outside the monorepo gets: the packed tarball installs into a plain
// Node project and works from both ESM and CJS.

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'change-items-pack-'))
const consumer = join(work, 'consumer')
let tarball = ''

const run = (command: string, args: readonly string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

// The same scenario in both module systems: create, prepare, serialise, reconstruct, fail.
const SCENARIO = `
const item = api.createChangeItem({
  type: 'CHANGE_TAG',
  changeFields: { codebaseIdToChange: 'tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479', newTagName: 'section' },
})
const lookup = { 'tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479': { name: 'div' } }
const request = api.prepareApiRequest(item, 'c1', lookup)
const back = api.deserialiseChangeItem(JSON.parse(JSON.stringify(api.serialiseChangeItem(item))))
let unknownError = ''
try { api.deserialiseChangeItem({ ...api.serialiseChangeItem(item), type: 'NOPE' }) } catch (e) { unknownError = e.code + ': ' + e.message }
console.log(JSON.stringify({ urlPath: request.urlPath, body: request.body, same: back.id === item.id, unknownError, exports: Object.keys(api).length }))
`

const EXPECTED = {
  urlPath: 'canvases/c1/parseAndMutate/mutate/changeElementTag',
  body: { elementToModify: { name: 'div' }, newTag: 'section' },
  same: true,
  unknownError: 'UNKNOWN_CHANGE_TYPE: Unknown change type: NOPE',
}

describe('the packed package', () => {
  beforeAll(() => {
    // `pnpm pack` replaces workspace:/catalog: ranges with real versions. It packs the dist that
    // turbo built before this test (`@splendid/change-items#test` depends on `build`), without
    // the prepack rebuild: tsup empties dist first, and the other packages' tests, running at
    // the same time, import it (a CI run failed on that).
    run('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', work], packageDir)
    const name = readdirSync(work).find((file) => file.endsWith('.tgz'))
    if (name === undefined) throw new Error(`pnpm pack wrote no tarball into ${work}`)
    tarball = join(work, name)
    mkdirSync(consumer)
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    )
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball], consumer)
  }, 60_000)

  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('ships only dist, the README, the changelog and package.json, with resolved ranges', () => {
    const files = run('tar', ['-tzf', tarball], work).trim().split('\n').sort()
    expect(files).toEqual([
      'package/CHANGELOG.md',
      'package/README.md',
      'package/dist/index.cjs',
      'package/dist/index.d.cts',
      'package/dist/index.d.ts',
      'package/dist/index.js',
      'package/package.json',
    ])
    const manifest = run('tar', ['-xOzf', tarball, 'package/package.json'], work)
    expect(manifest).not.toMatch(/"(catalog|workspace):/)
    // zod is the one runtime dependency: the mutate-api contract's schemas are built with it.
    expect(JSON.parse(manifest).dependencies).toEqual({ zod: '4.6.7' })
  })

  it('imports from ESM in a plain Node project', () => {
    const output = run(
      'node',
      ['--input-type=module', '-e', `import * as api from '@splendid/change-items'\n${SCENARIO}`],
      consumer,
    )
    expect(JSON.parse(output)).toMatchObject(EXPECTED)
  })

  it('requires from CJS in a plain Node project', () => {
    const output = run(
      'node',
      ['-e', `const api = require('@splendid/change-items')\n${SCENARIO}`],
      consumer,
    )
    expect(JSON.parse(output)).toMatchObject(EXPECTED)
  })

  it('exposes the same exports to ESM and CJS', () => {
    const esm = run(
      'node',
      [
        '--input-type=module',
        '-e',
        `import * as api from '@splendid/change-items'; console.log(JSON.stringify(Object.keys(api).sort()))`,
      ],
      consumer,
    )
    const cjs = run(
      'node',
      ['-e', `console.log(JSON.stringify(Object.keys(require('@splendid/change-items')).sort()))`],
      consumer,
    )
    expect(JSON.parse(cjs)).toEqual(JSON.parse(esm))
  })
})
