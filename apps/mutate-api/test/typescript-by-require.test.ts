import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'tsup'
import { afterEach, expect, it } from 'vitest'
import { typescriptByRequire } from '../build/typescript-by-require'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

it('bundles TypeScript as a require of the installed compiler, no ES import of it left', async () => {
  // Inside the package, so that the bundle finds `typescript` in its node_modules.
  const dir = await mkdtemp(path.join(packageDir, '.typescript-by-require-'))
  dirs.push(dir)
  await writeFile(
    path.join(dir, 'entry.ts'),
    "import ts from 'typescript'\nexport const identifier = ts.SyntaxKind[ts.SyntaxKind.Identifier]\nexport const version = ts.version\n",
  )
  await build({
    entry: [path.join(dir, 'entry.ts')],
    outDir: path.join(dir, 'out'),
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
    config: false,
    noExternal: ['typescript'],
    esbuildPlugins: [typescriptByRequire],
  })
  const code = await readFile(path.join(dir, 'out', 'entry.js'), 'utf8')
  expect(code).not.toMatch(/from\s*["']typescript["']/)
  expect(code).toContain('createRequire(import.meta.url)("typescript")')
  const bundled = await import(pathToFileURL(path.join(dir, 'out', 'entry.js')).href)
  const { version } = await import('typescript')
  expect(bundled).toMatchObject({ identifier: 'Identifier', version })
})
