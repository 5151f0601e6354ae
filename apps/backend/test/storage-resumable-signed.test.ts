import type { SupabaseClient } from '@supabase/supabase-js'
import { Upload } from 'tus-js-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import type { Learner } from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'
import {
  accessToken,
  courseMediaOwner,
  finish,
  metadataHeader,
  patternBytes,
  uploadIdOf,
} from './support/tus-fixtures.js'

// Resumable uploads to a signed URL (`/upload/resumable/sign`, the token of
// `createSignedUploadUrl` in `x-signature`), and creation with upload.

for (const engine of ENGINES) {
  describe(`storage resumable uploads to signed URLs (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let endpoint: string
    let owner: Learner

    const signUpload = async (client: SupabaseClient, name: string) => {
      const signed = await client.storage.from('course-media').createSignedUploadUrl(name)
      expect(signed.error).toBeNull()
      return signed.data?.token ?? ''
    }

    /** Creates a signed upload as a browser would: no API key, no JWT, only the token. */
    const create = (token: string, name: string, length: number) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'x-signature': token,
          'upload-length': String(length),
          'upload-metadata': metadataHeader({
            bucketName: 'course-media',
            objectName: name,
            contentType: 'video/webm',
          }),
        },
      })

    const head = (url: string, extra: Record<string, string>) =>
      fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...extra } })

    beforeAll(async () => {
      const { db } = seeded.database
      server = seeded.backends.server
      endpoint = `${server.url}/storage/v1/upload/resumable/sign`
      owner = await courseMediaOwner(db, server)
    })

    it('uploads with the token alone, sending data with the creation; the signer owns it', async () => {
      const name = 'business-english/signed.webm'
      const token = await signUpload(owner.client, name)
      const video = patternBytes(90 * 1024)
      const upload = new Upload(video, {
        endpoint,
        chunkSize: 32 * 1024,
        retryDelays: null,
        uploadDataDuringCreation: true,
        headers: { 'x-signature': token },
        metadata: { bucketName: 'course-media', objectName: name, contentType: 'video/webm' },
      })
      const url = await finish(upload)
      expect(url).toMatch(new RegExp(`^${endpoint}/[A-Za-z0-9_-]+$`))
      expect(uploadIdOf(url)).toMatch(/^course-media\/business-english\/signed\.webm\//)
      const { data } = await owner.client.storage.from('course-media').download(name)
      expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(video)).toBe(true)
      const { rows } = await seeded.database.db.query<{ owner_id: string }>(
        `select owner_id from storage.objects where bucket_id = 'course-media' and name = $1`,
        [name],
      )
      expect(rows).toEqual([{ owner_id: owner.id }])
      const again = await create(token, name, 4)
      expect(again.status).toBe(400)
      expect(await again.json()).toMatchObject({
        message: 'The signed upload URL has already been used',
      })
    })

    it('takes an upload only with the token that created it, and only for its object', async () => {
      const name = 'business-english/signed-later.webm'
      const token = await signUpload(owner.client, name)
      const elsewhere = await create(token, 'business-english/other.webm', 4)
      expect(elsewhere.status).toBe(400)
      expect(await elsewhere.json()).toMatchObject({ error: 'InvalidSignature' })
      const created = await create(token, name, 4)
      expect(created.status).toBe(201)
      const url = created.headers.get('location') ?? ''
      expect((await head(url, { 'x-signature': token })).headers.get('upload-offset')).toBe('0')
      expect((await head(url, {})).status).toBe(400)
      const second = await signUpload(owner.client, name)
      expect((await head(url, { 'x-signature': second })).status).toBe(404)
      // The same upload by the JWT route: not the signed URL's, so not found.
      const byJwt = url.replace('/upload/resumable/sign/', '/upload/resumable/')
      const ownerJwt = await accessToken(owner.client)
      const asOwner = await head(byJwt, {
        apikey: server.anonKey,
        authorization: `Bearer ${ownerJwt}`,
      })
      expect(asOwner.status).toBe(404)
      const done = await fetch(url, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'x-signature': token,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: 'webm',
      })
      expect(done.status).toBe(204)
      expect(done.headers.get('tus-complete')).toBe('1')
    })

    it('still wants the API key on the JWT route', async () => {
      const plain = await fetch(endpoint.replace(/\/sign$/, ''), {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '4' },
      })
      expect(plain.status).toBe(401)
    })
  })
}
