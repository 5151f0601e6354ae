import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { frameScriptCode, prebuildFrameScript } from './frame-script'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function prebuilt(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'frame-script-'))
  dirs.push(dir)
  await prebuildFrameScript(dir)
  return dir
}

it('serves the frame script the build bundled while the files it was made of are unchanged', async () => {
  const dir = await prebuilt()
  const code = await readFile(path.join(dir, 'frame-script.js'), 'utf8')
  expect(code).toContain('import.meta.hot')
  expect(code).not.toMatch(/from ['"]@splendid\//)
  // Marked, to tell the prebuilt script from one bundled now.
  await writeFile(path.join(dir, 'frame-script.js'), `${code}\n// prebuilt`)
  expect(await frameScriptCode(dir)).toBe(`${code}\n// prebuilt`)
})

it('bundles the frame script again when a file it was made of changed since the build', async () => {
  const dir = await prebuilt()
  const inputsFile = path.join(dir, 'frame-script-inputs.json')
  const inputs = JSON.parse(await readFile(inputsFile, 'utf8')) as { file: string; size: number }[]
  expect(inputs.some((input) => input.file.includes(`frame-bridge${path.sep}src`))).toBe(true)
  const [first, ...rest] = inputs
  await writeFile(inputsFile, JSON.stringify([{ ...first, size: -1 }, ...rest]))
  await writeFile(path.join(dir, 'frame-script.js'), '// stale')
  const code = await frameScriptCode(dir)
  expect(code).not.toBe('// stale')
  expect(code).toContain('import.meta.hot')
})

it('bundles the frame script when the build left none', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'frame-script-none-'))
  dirs.push(dir)
  expect(await frameScriptCode(dir)).toContain('import.meta.hot')
})
