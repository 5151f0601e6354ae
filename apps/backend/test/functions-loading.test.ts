import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
} from './support/backend-harness.js'

// How function modules are found and loaded: a per-function deno.json import map (bare names
// → npm: packages and relative folders), and a changed source file picked up without a
// restart. Each run works on a copy, so the test can edit a function.
const SHARED_DIR = resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'supabase',
  'functions',
  '_shared',
)

function writeFunction(functionsDir: string, name: string, source: string, denoJson?: object) {
  mkdirSync(join(functionsDir, name), { recursive: true })
  writeFileSync(join(functionsDir, name, 'index.ts'), source)
  if (denoJson !== undefined) {
    writeFileSync(join(functionsDir, name, 'deno.json'), JSON.stringify(denoJson))
  }
}

const VERSIONED = (version: number) => `
import { serve } from 'shared/serve.ts'
export const handler = serve(() => Response.json({ version: ${version} }))
`

for (const engine of ENGINES) {
  describe(`function loading (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let projectDir: string

    beforeAll(async () => {
      projectDir = mkdtempSync(join(tmpdir(), 'splendid-functions-test-'))
      const functionsDir = join(projectDir, 'supabase', 'functions')
      cpSync(SHARED_DIR, join(functionsDir, '_shared'), { recursive: true })
      const importMap = { imports: { 'shared/': '../_shared/', signer: 'npm:jose@6' } }
      writeFunction(
        functionsDir,
        'signed',
        `
import { SignJWT, jwtVerify } from 'signer'
import { serve } from 'shared/serve.ts'
export const handler = serve(async () => {
  const key = new TextEncoder().encode('a-test-key-that-is-32-bytes-long!')
  const token = await new SignJWT({ course: 'grammar' }).setProtectedHeader({ alg: 'HS256' }).sign(key)
  const { payload } = await jwtVerify(token, key)
  return Response.json(payload)
})
`,
        importMap,
      )
      writeFunction(functionsDir, 'versioned', VERSIONED(1), importMap)
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db, { SUPABASE_DIR: join(projectDir, 'supabase') })
    })
    afterAll(async () => {
      await server?.close()
      await database?.drop()
      rmSync(projectDir, { recursive: true, force: true })
    })

    it('resolves deno.json imports: npm: packages and relative folders', async () => {
      const { data, error } = await server.client().functions.invoke('signed', { method: 'GET' })
      expect(error).toBeNull()
      expect(data).toEqual({ course: 'grammar' })
    })

    it('picks up a changed function without a restart', async () => {
      const client = server.client()
      expect((await client.functions.invoke('versioned', { method: 'GET' })).data).toEqual({
        version: 1,
      })
      const file = join(projectDir, 'supabase', 'functions', 'versioned', 'index.ts')
      writeFileSync(file, VERSIONED(2))
      // Some file systems keep modification times in whole seconds: make the change visible.
      const later = new Date(Date.now() + 5000)
      utimesSync(file, later, later)
      expect((await client.functions.invoke('versioned', { method: 'GET' })).data).toEqual({
        version: 2,
      })
    })
  })
}
