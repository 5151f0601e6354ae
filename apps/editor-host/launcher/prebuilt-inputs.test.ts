import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { bundleInputsUnchanged, writeBundleInputs } from '../bin/prebuilt-inputs.mjs'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function bundleOf(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'prebuilt-inputs-'))
  dirs.push(dir)
  const paths = Object.keys(files).map((name) => path.join(dir, name))
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
  const manifest = path.join(dir, 'inputs.json')
  writeBundleInputs(manifest, paths)
  return { dir, manifest }
}

it('a bundle is current while every file it was made of is as it was', async () => {
  const { manifest } = await bundleOf({ 'a.ts': 'export const a = 1', 'b.ts': 'export {}' })
  expect(bundleInputsUnchanged(manifest)).toBe(true)
})

it('a bundle is stale once a file it was made of changed or is gone', async () => {
  const changed = await bundleOf({ 'a.ts': 'export const a = 1' })
  await writeFile(path.join(changed.dir, 'a.ts'), 'export const a = 22')
  expect(bundleInputsUnchanged(changed.manifest)).toBe(false)

  const gone = await bundleOf({ 'a.ts': 'export const a = 1' })
  await rm(path.join(gone.dir, 'a.ts'))
  expect(bundleInputsUnchanged(gone.manifest)).toBe(false)
})

it('no manifest, or an empty one, is no current bundle', async () => {
  const { dir } = await bundleOf({})
  expect(bundleInputsUnchanged(path.join(dir, 'inputs.json'))).toBe(false)
  expect(bundleInputsUnchanged(path.join(dir, 'missing.json'))).toBe(false)
})
