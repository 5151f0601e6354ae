import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { resolvePaths } from '../src/paths.js'
import { seedDeclaredBuckets } from '../src/storage/seed-buckets.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// What hosted users write: each user owns the folder named after their id.
const TEST_POLICIES = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('homework', 'homework', false, 1024, array['text/plain', 'image/*']);
  create policy "homework: own folder read" on storage.objects for select to authenticated
    using (bucket_id = 'homework' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "homework: own folder insert" on storage.objects for insert to authenticated
    with check (bucket_id = 'homework' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "homework: own folder update" on storage.objects for update to authenticated
    using (bucket_id = 'homework' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "homework: own folder delete" on storage.objects for delete to authenticated
    using (bucket_id = 'homework' and (storage.foldername(name))[1] = auth.uid()::text);`

async function bodyText(data: Blob | null): Promise<string> {
  return data ? await data.text() : ''
}

for (const engine of ENGINES) {
  describe(`storage objects (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let aliceId: string
    let bob: SupabaseClient

    beforeAll(async () => {
      server = seeded.backends.server
      service = server.client(server.serviceKey)
      await seeded.database.db.exec(TEST_POLICIES)
      await seedDeclaredBuckets(
        seeded.database.db,
        server.backend.storageFiles,
        resolvePaths().supabaseDir,
      )
      const aliceEmail = uniqueEmail('alice')
      const bobEmail = uniqueEmail('bob')
      aliceId = await createConfirmedUser(seeded.database.db, {
        email: aliceEmail,
        password: 'secret123',
        name: 'Alice',
        userType: 'student',
      })
      await createConfirmedUser(seeded.database.db, {
        email: bobEmail,
        password: 'secret123',
        name: 'Bob',
        userType: 'student',
      })
      alice = await server.signedInClient(aliceEmail, 'secret123')
      bob = await server.signedInClient(bobEmail, 'secret123')
    })

    it('seeds the buckets of config.toml with their files, once', async () => {
      const { data: buckets } = await service.storage.listBuckets()
      expect(buckets?.map((bucket) => [bucket.id, bucket.public])).toEqual(
        expect.arrayContaining([
          ['course-covers', true],
          ['course-media', false],
        ]),
      )
      const cover = await fetch(
        service.storage.from('course-covers').getPublicUrl('english-for-beginners.320w.webp').data
          .publicUrl,
      )
      expect(cover.status).toBe(200)
      expect(cover.headers.get('content-type')).toBe('image/webp')
      const again = await seedDeclaredBuckets(
        seeded.database.db,
        server.backend.storageFiles,
        resolvePaths().supabaseDir,
      )
      expect(again).toBe(0)
    })

    it('uploads every body supabase-js sends, with metadata, and downloads it', async () => {
      const files = service.storage.from('homework')
      const bodies: [string, Parameters<typeof files.upload>[1]][] = [
        ['buffer.txt', Buffer.from('from a buffer')],
        ['arraybuffer.txt', new TextEncoder().encode('from an array buffer').buffer],
        ['blob.txt', new Blob(['from a blob'], { type: 'text/plain' })],
      ]
      for (const [name, body] of bodies) {
        const { data, error } = await files.upload(`${aliceId}/${name}`, body, {
          contentType: 'text/plain',
          metadata: { source: name },
        })
        expect(error).toBeNull()
        expect(data?.path).toBe(`${aliceId}/${name}`)
      }
      const form = new FormData()
      form.append('', new Blob(['from a form'], { type: 'text/plain' }))
      expect((await files.upload(`${aliceId}/form.txt`, form)).error).toBeNull()
      expect(await bodyText((await files.download(`${aliceId}/blob.txt`)).data)).toBe('from a blob')
      expect(await bodyText((await files.download(`${aliceId}/form.txt`)).data)).toBe('from a form')
      const info = await files.info(`${aliceId}/buffer.txt`)
      expect(info.error).toBeNull()
      expect(info.data).toMatchObject({
        size: 13,
        contentType: 'text/plain',
        metadata: { source: 'buffer.txt' },
      })
      expect((await files.exists(`${aliceId}/buffer.txt`)).data).toBe(true)
      expect((await files.exists(`${aliceId}/missing.txt`)).data).toBe(false)
    })

    it('answers Range requests with 206, and 416 outside the file', async () => {
      const { data } = await service.storage
        .from('course-media')
        .createSignedUrl('english-for-beginners/greetings.webm', 60)
      const url = data?.signedUrl ?? ''
      const whole = await fetch(url)
      const size = Number(whole.headers.get('content-length'))
      expect(whole.status).toBe(200)
      expect(whole.headers.get('accept-ranges')).toBe('bytes')
      await whole.arrayBuffer()
      const part = await fetch(url, { headers: { range: 'bytes=100-199' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
      expect((await part.arrayBuffer()).byteLength).toBe(100)
      const tail = await fetch(url, { headers: { range: 'bytes=-10' } })
      expect(tail.status).toBe(206)
      expect((await tail.arrayBuffer()).byteLength).toBe(10)
      const outside = await fetch(url, { headers: { range: `bytes=${size}-` } })
      expect(outside.status).toBe(416)
      expect(outside.headers.get('content-range')).toBe(`bytes */${size}`)
    })

    it('sends object bytes with the CORS headers a browser needs, and HEAD without a body', async () => {
      const publicUrl = service.storage
        .from('course-covers')
        .getPublicUrl('english-for-beginners.320w.webp').data.publicUrl
      const origin = { origin: 'http://localhost:5173' }
      const whole = await fetch(publicUrl, { headers: origin })
      const size = (await whole.arrayBuffer()).byteLength
      expect(whole.status).toBe(200)
      expect(whole.headers.get('access-control-allow-origin')).toBe('*')
      expect(whole.headers.get('access-control-expose-headers')).toContain('content-range')
      expect(Number(whole.headers.get('content-length'))).toBe(size)
      const part = await fetch(publicUrl, { headers: { ...origin, range: 'bytes=0-9' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('access-control-allow-origin')).toBe('*')
      expect((await part.arrayBuffer()).byteLength).toBe(10)
      const head = await fetch(publicUrl, { method: 'HEAD', headers: origin })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(size))
      expect(head.headers.get('access-control-allow-origin')).toBe('*')
      expect((await head.arrayBuffer()).byteLength).toBe(0)
    })

    it('refuses tampered, foreign and expired signed URLs', async () => {
      const files = service.storage.from('course-media')
      const { data } = await files.createSignedUrl('english-for-beginners/greetings.en.vtt', 60)
      const url = new URL(data?.signedUrl ?? '')
      const token = url.searchParams.get('token') ?? ''
      const tampered = new URL(url)
      tampered.searchParams.set('token', `${token.slice(0, -3)}abc`)
      const refused = await fetch(tampered)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' })
      const other = new URL(url.href.replace('greetings.en.vtt', 'greetings.ar.vtt'))
      expect((await fetch(other)).status).toBe(400)
      const expiring = await files.createSignedUrl('english-for-beginners/greetings.en.vtt', 1)
      await new Promise((resolve) => setTimeout(resolve, 2100))
      const expired = await fetch(expiring.data?.signedUrl ?? '')
      expect(expired.status).toBe(400)
      expect(((await expired.json()) as { message: string }).message).toMatch(/exp/)
      const batch = await files.createSignedUrls(
        ['english-for-beginners/numbers.en.vtt', 'nope.vtt'],
        60,
      )
      expect(batch.data?.map((item) => item.error)).toEqual([
        null,
        'Either the object does not exist or you do not have access to it',
      ])
    })

    it('keeps each user to what the policies allow', async () => {
      const mine = alice.storage.from('homework')
      expect(
        (
          await mine.upload(`${aliceId}/essay.txt`, Buffer.from('mine'), {
            contentType: 'text/plain',
          })
        ).error,
      ).toBeNull()
      const intruder = await bob.storage
        .from('homework')
        .upload(`${aliceId}/evil.txt`, Buffer.from('x'), {
          contentType: 'text/plain',
        })
      expect(intruder.error?.message).toMatch(/row-level security/)
      expect(
        (await bob.storage.from('homework').download(`${aliceId}/essay.txt`)).error,
      ).not.toBeNull()
      expect(
        (await bob.storage.from('homework').createSignedUrl(`${aliceId}/essay.txt`, 60)).error,
      ).not.toBeNull()
      const anon = server.client()
      expect(
        (await anon.storage.from('homework').download(`${aliceId}/essay.txt`)).error,
      ).not.toBeNull()
      expect((await bob.storage.from('homework').remove([`${aliceId}/essay.txt`])).data).toEqual([])
      expect(await bodyText((await mine.download(`${aliceId}/essay.txt`)).data)).toBe('mine')
      // course-media follows the lessons (migration policy): the premium course's free-preview
      // video opens for a free learner; a media object no lesson they may open points at does not.
      await service.storage
        .from('course-media')
        .upload('business-english/unlisted.webm', Buffer.from('webm'), {
          contentType: 'video/webm',
        })
      const freeUser = await server.signedInClient('student@splendid.test', 'student123')
      const media = freeUser.storage.from('course-media')
      expect((await media.download('business-english/meetings.webm')).error).toBeNull()
      expect((await media.download('business-english/unlisted.webm')).error).not.toBeNull()
      expect(
        (await media.createSignedUrl('business-english/unlisted.webm', 60)).error,
      ).not.toBeNull()
    })

    it('refuses objects over the size limit (413) or of a refused type (415), storing nothing', async () => {
      const files = alice.storage.from('homework')
      const big = await files.upload(`${aliceId}/big.txt`, Buffer.alloc(2048, 97), {
        contentType: 'text/plain',
      })
      expect(big.error).toMatchObject({ statusCode: '413' })
      const pdf = await files.upload(`${aliceId}/doc.pdf`, Buffer.from('%PDF'), {
        contentType: 'application/pdf',
      })
      expect(pdf.error).toMatchObject({ statusCode: '415' })
      const image = await files.upload(`${aliceId}/pic.png`, Buffer.from('png'), {
        contentType: 'image/png',
      })
      expect(image.error).toBeNull()
      const { data } = await files.list(aliceId)
      expect(data?.map((item) => item.name)).not.toContain('big.txt')
      expect(data?.map((item) => item.name)).not.toContain('doc.pdf')
      const traversal = await files.upload(`${aliceId}/../x.txt`, Buffer.from('x'), {
        contentType: 'text/plain',
      })
      expect(traversal.error).not.toBeNull()
    })

    it('upserts only when asked, lists folders and files, moves, copies and removes', async () => {
      const files = service.storage.from('homework')
      const name = 'shared/notes/one.txt'
      expect(
        (await files.upload(name, Buffer.from('v1'), { contentType: 'text/plain' })).error,
      ).toBeNull()
      const duplicate = await files.upload(name, Buffer.from('v2'), { contentType: 'text/plain' })
      expect(duplicate.error).toMatchObject({ statusCode: '409' })
      expect(
        (await files.upload(name, Buffer.from('v2'), { contentType: 'text/plain', upsert: true }))
          .error,
      ).toBeNull()
      expect(await bodyText((await files.download(name)).data)).toBe('v2')
      expect(
        (await files.update(name, Buffer.from('v3'), { contentType: 'text/plain' })).error,
      ).toBeNull()
      expect(await bodyText((await files.download(name)).data)).toBe('v3')
      expect(
        (await files.upload('shared/top.txt', Buffer.from('t'), { contentType: 'text/plain' }))
          .error,
      ).toBeNull()
      const listed = await files.list('shared')
      expect(listed.data?.map((item) => [item.name, item.id === null])).toEqual([
        ['notes', true],
        ['top.txt', false],
      ])
      expect((await files.move(name, 'shared/notes/two.txt')).error).toBeNull()
      expect((await files.copy('shared/notes/two.txt', 'shared/notes/three.txt')).error).toBeNull()
      expect(await bodyText((await files.download('shared/notes/three.txt')).data)).toBe('v3')
      const removed = await files.remove(['shared/notes/two.txt', 'shared/notes/three.txt'])
      expect(removed.data).toHaveLength(2)
      expect((await files.download('shared/notes/two.txt')).error).not.toBeNull()
    })

    it('manages buckets as Supabase: create, get, update, empty, delete; users cannot', async () => {
      const id = `bucket-${engine}`
      expect(
        (await service.storage.createBucket(id, { public: false, fileSizeLimit: '1mb' })).error,
      ).toBeNull()
      expect((await service.storage.createBucket(id)).error).toMatchObject({ statusCode: '409' })
      expect((await service.storage.getBucket(id)).data).toMatchObject({
        id,
        public: false,
        file_size_limit: 1_000_000,
      })
      expect(
        (await service.storage.updateBucket(id, { public: true, allowedMimeTypes: ['text/*'] }))
          .error,
      ).toBeNull()
      expect((await service.storage.getBucket(id)).data).toMatchObject({
        public: true,
        allowed_mime_types: ['text/*'],
      })
      await service.storage
        .from(id)
        .upload('a.txt', Buffer.from('a'), { contentType: 'text/plain' })
      expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' })
      expect((await service.storage.emptyBucket(id)).error).toBeNull()
      expect((await service.storage.deleteBucket(id)).error).toBeNull()
      expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' })
      expect((await alice.storage.createBucket('mine')).error).not.toBeNull()
    })
  })
}
