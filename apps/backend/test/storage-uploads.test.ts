import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { INSECURE_DEV_JWT_SECRET } from '../src/env.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Each user writes and reads the folder named after their id, in a bucket of small files.
const DROPBOX_POLICIES = `
  insert into storage.buckets (id, name, file_size_limit) values ('dropbox', 'dropbox', 1024);
  create policy "dropbox: own folder read" on storage.objects for select to authenticated
    using (bucket_id = 'dropbox' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "dropbox: own folder insert" on storage.objects for insert to authenticated
    with check (bucket_id = 'dropbox' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "dropbox: own folder update" on storage.objects for update to authenticated
    using (bucket_id = 'dropbox' and (storage.foldername(name))[1] = auth.uid()::text);
  insert into storage.buckets (id, name) values ('large', 'large');`

/** The files of a bucket on disk: object files, and `.partial` ones while an upload is open. */
function filesOf(server: TestBackend, bucket: string): string[] {
  const folder = join(server.backend.storageFiles.root, bucket)
  return existsSync(folder) ? readdirSync(folder) : []
}

/** A web stream of `text`, in two chunks. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, 3))
      controller.enqueue(bytes.slice(3))
      controller.close()
    },
  })
}

async function text(data: Blob | null): Promise<string> {
  return data ? await data.text() : ''
}

for (const engine of ENGINES) {
  describe(`storage uploads (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let alice: SupabaseClient
    let aliceId: string
    let bob: SupabaseClient
    let anon: SupabaseClient

    async function signedUser(name: string): Promise<[SupabaseClient, string]> {
      const email = uniqueEmail(name)
      const id = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name,
        userType: 'student',
      })
      return [await server.signedInClient(email, 'secret123'), id]
    }

    beforeAll(async () => {
      server = seeded.backends.server
      await seeded.database.db.exec(DROPBOX_POLICIES)
      ;[alice, aliceId] = await signedUser('alice')
      ;[bob] = await signedUser('bob')
      anon = server.client()
    })

    it('signs an upload URL for what the signer may create; anyone holding it uploads once', async () => {
      const path = `${aliceId}/signed.txt`
      const signed = await alice.storage.from('dropbox').createSignedUploadUrl(path)
      expect(signed.error).toBeNull()
      expect(signed.data?.signedUrl).toContain(
        `/storage/v1/object/upload/sign/dropbox/${path}?token=`,
      )
      const token = signed.data?.token ?? ''
      const first = await anon.storage
        .from('dropbox')
        .uploadToSignedUrl(path, token, Buffer.from('first'), { contentType: 'text/plain' })
      expect(first).toEqual({ data: { path, fullPath: `dropbox/${path}` }, error: null })
      const again = await anon.storage
        .from('dropbox')
        .uploadToSignedUrl(path, token, Buffer.from('second'), { contentType: 'text/plain' })
      expect(again.error).toMatchObject({
        statusCode: '400',
        message: 'The signed upload URL has already been used',
      })
      expect(await text((await alice.storage.from('dropbox').download(path)).data)).toBe('first')
      const { rows } = await seeded.database.db.query<{ owner_id: string }>(
        `select owner_id from storage.objects where bucket_id = 'dropbox' and name = $1`,
        [path],
      )
      expect(rows).toEqual([{ owner_id: aliceId }])
    })

    it('refuses to sign what RLS would refuse, and a name that exists unless upsert', async () => {
      const foreign = await bob.storage.from('dropbox').createSignedUploadUrl(`${aliceId}/x.txt`)
      expect(foreign.error).toMatchObject({ statusCode: '403' })
      expect(
        (await anon.storage.from('dropbox').createSignedUploadUrl(`${aliceId}/x.txt`)).error,
      ).toMatchObject({ statusCode: '403' })
      expect(
        (await alice.storage.from('nope').createSignedUploadUrl(`${aliceId}/x.txt`)).error,
      ).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
      const path = `${aliceId}/signed.txt`
      expect((await alice.storage.from('dropbox').createSignedUploadUrl(path)).error).toMatchObject(
        { statusCode: '409' },
      )
      const upsert = await alice.storage
        .from('dropbox')
        .createSignedUploadUrl(path, { upsert: true })
      const replaced = await anon.storage
        .from('dropbox')
        .uploadToSignedUrl(path, upsert.data?.token ?? '', Buffer.from('replaced'), {
          contentType: 'text/plain',
        })
      expect(replaced.error).toBeNull()
      expect(await text((await alice.storage.from('dropbox').download(path)).data)).toBe('replaced')
    })

    it('refuses tampered, foreign, expired and download tokens; a refused upload keeps the token', async () => {
      const path = `${aliceId}/later.txt`
      const files = anon.storage.from('dropbox')
      const token = (await alice.storage.from('dropbox').createSignedUploadUrl(path)).data?.token
      const body = Buffer.from('x')
      const options = { contentType: 'text/plain' }
      const tampered = await files.uploadToSignedUrl(
        path,
        `${token?.slice(0, -2)}xx`,
        body,
        options,
      )
      expect(tampered.error).toMatchObject({ statusCode: '400', message: 'invalid signature' })
      const elsewhere = await files.uploadToSignedUrl(
        `${aliceId}/other.txt`,
        token ?? '',
        body,
        options,
      )
      expect(elsewhere.error).toMatchObject({
        statusCode: '400',
        message: 'The url do not match the signature',
      })
      const expiredToken = await new SignJWT({
        url: `dropbox/${path}`,
        upsert: false,
        scope: 'upload',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(crypto.randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(new TextEncoder().encode(INSECURE_DEV_JWT_SECRET))
      const expired = await files.uploadToSignedUrl(path, expiredToken, body, options)
      expect(expired.error?.message).toMatch(/exp/)
      await alice.storage.from('dropbox').upload(`${aliceId}/readable.txt`, body, options)
      const download = await alice.storage
        .from('dropbox')
        .createSignedUrl(`${aliceId}/readable.txt`, 60)
      const downloadToken = new URL(download.data?.signedUrl ?? '').searchParams.get('token')
      const scoped = await files.uploadToSignedUrl(
        `${aliceId}/readable.txt`,
        downloadToken ?? '',
        body,
        options,
      )
      expect(scoped.error).toMatchObject({
        statusCode: '400',
        message: 'Token is not scoped for upload',
      })
      const asDownload = await fetch(
        `${server.url}/storage/v1/object/sign/dropbox/${path}?token=${token}`,
      )
      expect(asDownload.status).toBe(400)
      const tooBig = await files.uploadToSignedUrl(path, token ?? '', Buffer.alloc(2048), options)
      expect(tooBig.error).toMatchObject({ statusCode: '413' })
      expect((await files.uploadToSignedUrl(path, token ?? '', body, options)).error).toBeNull()
    })

    it('streams every body kind supabase-js sends, with custom metadata, to the object', async () => {
      const files = alice.storage.from('dropbox')
      const form = new FormData()
      form.append('file', new Blob(['from a form'], { type: 'text/plain' }))
      const bodies: [string, Parameters<typeof files.upload>[1], string][] = [
        ['buffer', Buffer.from('from a buffer'), 'from a buffer'],
        [
          'arraybuffer',
          new TextEncoder().encode('from an array buffer').buffer,
          'from an array buffer',
        ],
        ['uint8array', new TextEncoder().encode('from bytes'), 'from bytes'],
        ['blob', new Blob(['from a blob'], { type: 'text/plain' }), 'from a blob'],
        ['file', new File(['from a file'], 'f.txt', { type: 'text/plain' }), 'from a file'],
        ['formdata', form, 'from a form'],
        ['stream', streamOf('from a stream'), 'from a stream'],
      ]
      for (const [kind, body, expected] of bodies) {
        const path = `${aliceId}/${kind}.txt`
        const uploaded = await files.upload(path, body, {
          contentType: 'text/plain',
          metadata: { kind, note: 'مرحبا' },
        })
        expect(uploaded.error).toBeNull()
        expect(await text((await files.download(path)).data)).toBe(expected)
        const info = await files.info(path)
        expect(info.data).toMatchObject({
          size: Buffer.byteLength(expected),
          contentType: 'text/plain',
          metadata: { kind, note: 'مرحبا' },
        })
      }
      expect(filesOf(server, 'dropbox').filter((name) => name.endsWith('.partial'))).toEqual([])
    })

    it('refuses a streamed body over the limit with 413 as it passes it, storing nothing', async () => {
      const files = alice.storage.from('dropbox')
      const before = filesOf(server, 'dropbox')
      const big = await files.upload(`${aliceId}/big.txt`, streamOf('x'.repeat(4096)), {
        contentType: 'text/plain',
      })
      expect(big.error).toMatchObject({
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      })
      const form = new FormData()
      form.append('file', new Blob(['y'.repeat(4096)], { type: 'text/plain' }))
      expect((await files.upload(`${aliceId}/big.txt`, form)).error).toMatchObject({
        statusCode: '413',
      })
      expect((await files.exists(`${aliceId}/big.txt`)).data).toBe(false)
      expect(filesOf(server, 'dropbox')).toEqual(before)
    })

    it('leaves no object, row or temporary file behind a truncated upload', async () => {
      const url = new URL(`${server.url}/storage/v1/object/large/truncated.bin`)
      await new Promise<void>((resolve) => {
        const upload = httpRequest(url, {
          method: 'POST',
          headers: {
            apikey: server.serviceKey,
            authorization: `Bearer ${server.serviceKey}`,
            'content-type': 'application/octet-stream',
            'content-length': String(1024 * 1024),
          },
        })
        upload.on('error', () => resolve())
        upload.write(Buffer.alloc(100 * 1024, 1), () => {
          upload.destroy()
          resolve()
        })
      })
      // The server answers the cut-short request (to no one) once the temporary file is gone.
      await vi.waitFor(() => expect(server.logs()).toContain('upload aborted'))
      expect(existsSync(join(server.backend.storageFiles.root, 'large'))).toBe(true)
      expect(filesOf(server, 'large')).toEqual([])
      const { rows } = await seeded.database.db.query(
        `select 1 from storage.objects where bucket_id = 'large'`,
      )
      expect(rows).toEqual([])
      const service = server.client(server.serviceKey)
      expect((await service.storage.from('large').exists('truncated.bin')).data).toBe(false)
    })
  })
}
