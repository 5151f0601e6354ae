import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// A bucket whose users each read the folder named after their id, as hosted projects write it.
const SHELF_POLICIES = `
  insert into storage.buckets (id, name) values ('shelf', 'shelf');
  create policy "shelf: own folder read" on storage.objects for select to authenticated
    using (bucket_id = 'shelf' and (storage.foldername(name))[1] = auth.uid()::text);`

type ListV2Options = Parameters<ReturnType<SupabaseClient['storage']['from']>['listV2']>[0]

/** Every page of a listing, walked by `nextCursor`, as [folders, objects] names and page count. */
async function walk(client: SupabaseClient, options: ListV2Options) {
  const folders: string[] = []
  const objects: string[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const { data, error } = await client.storage
      .from('shelf')
      .listV2(cursor ? { ...options, cursor } : options)
    if (error) throw error
    pages += 1
    folders.push(...data.folders.map((folder) => folder.name))
    objects.push(...data.objects.map((object) => object.name))
    expect(data.nextCursor === undefined).toBe(!data.hasNext)
    cursor = data.hasNext ? data.nextCursor : undefined
  } while (cursor)
  return { folders, objects, pages }
}

// Names as storage-api sorts them: byte order (C collation), upper case before lower case.
const NAMES = [
  'a.txt',
  'a/1.txt',
  'a/2.txt',
  'a/deep/3.txt',
  'B.txt',
  'b/4.txt',
  'c.txt',
  'c_/5.txt',
  'cX.txt',
  'cX/6.txt',
  'z.txt',
]
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

for (const engine of ENGINES) {
  describe(`storage list-v2 (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let aliceId: string

    beforeAll(async () => {
      server = seeded.backends.server
      service = server.client(server.serviceKey)
      await seeded.database.db.exec(SHELF_POLICIES)
      const email = uniqueEmail('alice')
      aliceId = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name: 'Alice',
        userType: 'student',
      })
      alice = await server.signedInClient(email, 'secret123')
      for (const name of [...NAMES, `${aliceId}/mine.txt`, `${aliceId}/sub/deeper.txt`]) {
        const { error } = await service.storage
          .from('shelf')
          .upload(name, Buffer.from(name), { contentType: 'text/plain' })
        if (error) throw error
      }
    })

    it('lists every object flat by name in byte order, paged by cursor without overlap', async () => {
      const all = [...NAMES, `${aliceId}/mine.txt`, `${aliceId}/sub/deeper.txt`].sort(byBytes)
      expect(await walk(service, { limit: 3 })).toEqual({
        folders: [],
        objects: all,
        pages: Math.ceil(all.length / 3),
      })
      const desc = await walk(service, { limit: 4, sortBy: { column: 'name', order: 'desc' } })
      expect(desc.objects).toEqual([...all].reverse())
      const { data } = await service.storage.from('shelf').listV2({ prefix: 'a/', limit: 1 })
      expect(data?.objects[0]).toMatchObject({
        name: 'a/1.txt',
        id: expect.any(String),
        metadata: expect.objectContaining({ size: 7, mimetype: 'text/plain' }),
      })
    })

    it('groups folders with a delimiter, below a prefix with or without its slash', async () => {
      const root = await walk(service, { with_delimiter: true, limit: 2 })
      expect(root.folders).toEqual([`${aliceId}/`, 'a/', 'b/', 'c_/', 'cX/'].sort(byBytes))
      expect(root.objects).toEqual(['B.txt', 'a.txt', 'c.txt', 'cX.txt', 'z.txt'])
      const inA = await service.storage.from('shelf').listV2({ with_delimiter: true, prefix: 'a/' })
      expect(inA.data?.folders).toEqual([{ id: null, name: 'a/deep/' }])
      expect(inA.data?.objects.map((object) => [object.key, object.name])).toEqual([
        ['1.txt', 'a/1.txt'],
        ['2.txt', 'a/2.txt'],
      ])
      const bare = await service.storage
        .from('shelf')
        .listV2({ with_delimiter: true, prefix: 'cX' })
      expect(bare.data?.folders.map((folder) => folder.name)).toEqual(['cX/'])
      expect(bare.data?.objects.map((object) => object.name)).toEqual(['cX.txt'])
      // LIKE wildcards in a prefix are literal characters.
      const literal = await walk(service, { prefix: 'c_' })
      expect(literal.objects).toEqual(['c_/5.txt'])
      expect((await walk(service, { prefix: '%' })).objects).toEqual([])
    })

    it('sorts by a time column across pages, folders dated by their oldest object', async () => {
      const flat = await service.storage.from('shelf').listV2({ limit: 1000 })
      const expected = [...(flat.data?.objects ?? [])]
        .sort(
          (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || byBytes(b.name, a.name),
        )
        .map((object) => object.name)
      const desc = await walk(service, {
        limit: 3,
        sortBy: { column: 'created_at', order: 'desc' },
      })
      expect(desc.objects).toEqual(expected)
      const folders = await walk(service, {
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'created_at', order: 'asc' },
      })
      // Uploaded in NAMES order, then Alice's folder last.
      expect(folders.folders).toEqual(['a/', 'b/', 'c_/', 'cX/', `${aliceId}/`])
    })

    it('lists only what RLS lets the caller read; refuses a forged cursor and a missing apikey', async () => {
      expect(await walk(alice, { limit: 1 })).toEqual({
        folders: [],
        objects: [`${aliceId}/mine.txt`, `${aliceId}/sub/deeper.txt`],
        pages: 2,
      })
      const folders = await walk(alice, { with_delimiter: true })
      expect(folders.folders).toEqual([`${aliceId}/`])
      expect((await walk(server.client(), {})).objects).toEqual([])
      const forged = await service.storage
        .from('shelf')
        .listV2({ cursor: Buffer.from('x:nope').toString('base64') })
      expect(forged.error).toMatchObject({
        statusCode: '400',
        message: 'Invalid Parameter continuation token',
      })
      const keyless = await fetch(`${server.url}/storage/v1/object/list-v2/shelf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(keyless.status).toBe(401)
      expect(await keyless.json()).toMatchObject({ message: 'No API key found in request' })
      const badLimit = await service.storage.from('shelf').listV2({ limit: 0 })
      expect(badLimit.error).toMatchObject({ statusCode: '400' })
    })
  })
}
