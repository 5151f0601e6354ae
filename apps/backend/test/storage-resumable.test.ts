import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { Upload } from 'tus-js-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, startBackend, type TestBackend } from './support/backend-harness.js'
import { type Learner, newLearner } from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'
import {
  accessToken,
  courseMediaOwner,
  finish,
  interruptAfter,
  memoryUrlStorage,
  metadataHeader,
  patternBytes,
  storageUpload,
  uploadIdOf,
  versionOf,
} from './support/tus-fixtures.js'

const VIDEO = { bucket: 'course-media', contentType: 'video/webm' }
const KiB = 1024

for (const engine of ENGINES) {
  describe(`storage resumable uploads (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let endpoint: string
    let owner: Learner
    let ownerToken: string
    let learner: Learner
    let learnerToken: string

    /** The files of course-media on disk: objects, and `.tus` / `.tus.json` of resumable uploads. */
    const mediaFiles = () => {
      const folder = join(server.backend.storageFiles.root, 'course-media')
      return existsSync(folder) ? readdirSync(folder).sort() : []
    }
    const partialBytes = () => mediaFiles().filter((name) => name.endsWith('.tus'))

    const headers = (token: string, extra: Record<string, string> = {}) => ({
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      ...extra,
    })

    /** Creates an upload with raw fetch, as tus-js-client would. */
    const create = (token: string, name: string, length: number, extra = {}) =>
      fetch(endpoint, {
        method: 'POST',
        headers: headers(token, {
          'upload-length': String(length),
          'upload-metadata': metadataHeader({
            bucketName: 'course-media',
            objectName: name,
            contentType: 'video/webm',
          }),
          ...extra,
        }),
      })

    const patch = (token: string, url: string, offset: number, body: Uint8Array) =>
      fetch(url, {
        method: 'PATCH',
        headers: headers(token, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body,
      })

    const head = (token: string, url: string) =>
      fetch(url, { method: 'HEAD', headers: headers(token) })

    const download = async (client: SupabaseClient, name: string) => {
      const { data, error } = await client.storage.from('course-media').download(name)
      expect(error).toBeNull()
      return Buffer.from(await (data as Blob).arrayBuffer())
    }

    beforeAll(async () => {
      const { db } = seeded.database
      server = seeded.backends.server
      endpoint = `${server.url}/storage/v1/upload/resumable`
      owner = await courseMediaOwner(db, server)
      learner = await newLearner(db, server, 'learner')
      ownerToken = await accessToken(owner.client)
      learnerToken = await accessToken(learner.client)
    })

    it('uploads a lesson video in several PATCHes; the object reads back like any upload', async () => {
      const video = patternBytes(200 * KiB)
      const name = 'business-english/tus-lesson.webm'
      const { upload, patches } = storageUpload(
        video,
        endpoint,
        { ...VIDEO, name },
        {
          chunkSize: 64 * KiB,
          headers: { authorization: `Bearer ${ownerToken}`, apikey: server.anonKey },
        },
      )
      const url = await finish(upload)
      expect(patches).toEqual(['0', String(64 * KiB), String(128 * KiB), String(192 * KiB)])
      expect(url).toMatch(new RegExp(`^${endpoint}/[A-Za-z0-9_-]+$`))
      const id = uploadIdOf(url)
      expect(id).toMatch(/^course-media\/business-english\/tus-lesson\.webm\/[0-9a-f-]{36}$/)
      expect((await download(owner.client, name)).equals(video)).toBe(true)
      const info = await owner.client.storage.from('course-media').info(name)
      expect(info.data).toMatchObject({ size: video.length, contentType: 'video/webm' })
      expect(info.data?.cacheControl).toBe('max-age=3600')
      const { rows } = await seeded.database.db.query<{ owner_id: string; version: string }>(
        `select owner_id, version from storage.objects where bucket_id = 'course-media' and name = $1`,
        [name],
      )
      expect(rows).toEqual([{ owner_id: owner.id, version: id.split('/').pop() }])
      expect(partialBytes()).toEqual([])
      // A client that missed the last answer learns from HEAD that the upload is complete.
      const done = await head(ownerToken, url)
      expect(done.status).toBe(200)
      expect(done.headers.get('upload-offset')).toBe(String(video.length))
    })

    it('resumes an interrupted upload from the offset the server reports', async () => {
      const video = patternBytes(160 * KiB + 123)
      const name = 'business-english/resumed.webm'
      const urlStorage = memoryUrlStorage()
      const options = {
        chunkSize: 32 * KiB,
        urlStorage,
        headers: { authorization: `Bearer ${ownerToken}`, apikey: server.anonKey },
      }
      const first = storageUpload(video, endpoint, { ...VIDEO, name }, options)
      const accepted = await interruptAfter(first.upload, 64 * KiB)
      expect(accepted).toBe(64 * KiB)
      const url = first.upload.url ?? ''
      expect((await head(ownerToken, url)).headers.get('upload-offset')).toBe(String(accepted))
      expect(await owner.client.storage.from('course-media').exists(name)).toMatchObject({
        data: false,
      })

      const second = storageUpload(video, endpoint, { ...VIDEO, name }, options)
      const previous = await second.upload.findPreviousUploads()
      expect(previous.map((found) => found.uploadUrl)).toEqual([url])
      second.upload.resumeFromPreviousUpload(previous[0] as (typeof previous)[number])
      expect(await finish(second.upload)).toBe(url)
      expect(second.patches[0]).toBe(String(accepted))
      expect((await download(owner.client, name)).equals(video)).toBe(true)
    })

    it('continues on a restarted server from the bytes kept on disk', async () => {
      const video = patternBytes(100 * KiB)
      const name = 'business-english/restarted.webm'
      const auth = { authorization: `Bearer ${ownerToken}`, apikey: server.anonKey }
      const first = storageUpload(
        video,
        endpoint,
        { ...VIDEO, name },
        { chunkSize: 40 * KiB, headers: auth },
      )
      expect(await interruptAfter(first.upload, 40 * KiB)).toBe(40 * KiB)
      const restarted = await startBackend(seeded.database.db, {
        STORAGE_DIR: server.backend.storageFiles.root,
      })
      try {
        const url = (first.upload.url ?? '').replace(server.url, restarted.url)
        const again = new Upload(video, {
          uploadUrl: url,
          chunkSize: 40 * KiB,
          retryDelays: null,
          headers: { ...auth, apikey: restarted.anonKey },
        })
        expect(await finish(again)).toBe(url)
        expect((await download(owner.client, name)).equals(video)).toBe(true)
      } finally {
        await restarted.close()
      }
    })

    it('keeps an upload to its creator: other users, anon and forged ids find nothing', async () => {
      const created = await create(ownerToken, 'business-english/private.webm', 10)
      expect(created.status).toBe(201)
      const url = created.headers.get('location') ?? ''
      expect((await head(learnerToken, url)).status).toBe(404)
      expect((await head(server.anonKey, url)).status).toBe(404)
      const forged = await patch(learnerToken, url, 0, new Uint8Array(10))
      expect(forged.status).toBe(404)
      expect(await forged.json()).toMatchObject({ statusCode: '404', message: 'Upload not found' })
      const deleted = await fetch(url, { method: 'DELETE', headers: headers(learnerToken) })
      expect(deleted.status).toBe(404)
      const version = versionOf(url)
      const guessed = Buffer.from(
        `course-media/business-english/private.webm/${crypto.randomUUID()}`,
      ).toString('base64url')
      expect((await head(ownerToken, `${endpoint}/${guessed}`)).status).toBe(404)
      expect((await head(ownerToken, `${endpoint}/not-an-id`)).status).toBe(404)
      const mine = await head(ownerToken, url)
      expect(mine.headers.get('upload-offset')).toBe('0')
      expect(mediaFiles()).toContain(`${version}.tus`)
      const ended = await fetch(url, { method: 'DELETE', headers: headers(ownerToken) })
      expect(ended.status).toBe(204)
      expect(mediaFiles()).not.toContain(`${version}.tus`)
      expect((await head(ownerToken, url)).status).toBe(404)
    })

    it('refuses what a normal upload refuses, at creation, storing nothing', async () => {
      const before = mediaFiles()
      const foreign = await create(learnerToken, 'business-english/not-mine.webm', 10)
      expect(foreign.status).toBe(403)
      expect(await foreign.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
      const huge = await create(ownerToken, 'business-english/huge.webm', 501 * 1024 * KiB)
      expect(huge.status).toBe(413)
      expect(await huge.json()).toEqual({
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      })
      const pdf = await fetch(endpoint, {
        method: 'POST',
        headers: headers(ownerToken, {
          'upload-length': '10',
          'upload-metadata': metadataHeader({
            bucketName: 'course-media',
            objectName: 'business-english/notes.pdf',
            contentType: 'application/pdf',
          }),
        }),
      })
      expect(pdf.status).toBe(415)
      expect(await pdf.json()).toMatchObject({ error: 'invalid_mime_type' })
      const noVersion = await create(ownerToken, 'business-english/x.webm', 10, {
        'tus-resumable': '0.2.2',
      })
      expect(noVersion.status).toBe(412)
      expect(mediaFiles()).toEqual(before)
    })

    it('leaves standard uploads of course-media within the server limit (50 MiB)', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const sent = httpRequest(
          `${server.url}/storage/v1/object/course-media/business-english/big.webm`,
          {
            method: 'POST',
            headers: {
              ...headers(ownerToken),
              'content-type': 'video/webm',
              'content-length': String(60 * 1024 * KiB),
            },
          },
        )
        sent.on('response', (response) => {
          resolve(response.statusCode ?? 0)
          sent.destroy()
        })
        sent.on('error', reject)
        sent.flushHeaders()
      })
      expect(status).toBe(413)
    })

    it('refuses an existing name without x-upsert (409) and replaces it with x-upsert', async () => {
      const name = 'business-english/existing.webm'
      const first = await owner.client.storage
        .from('course-media')
        .upload(name, Buffer.from('first'), { contentType: 'video/webm' })
      expect(first.error).toBeNull()
      const duplicate = await create(ownerToken, name, 6)
      expect(duplicate.status).toBe(409)
      expect(await duplicate.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' })
      const upsert = await create(ownerToken, name, 6, { 'x-upsert': 'true' })
      expect(upsert.status).toBe(201)
      const url = upsert.headers.get('location') ?? ''
      const done = await patch(ownerToken, url, 0, Buffer.from('second'))
      expect(done.status).toBe(204)
      expect(done.headers.get('upload-offset')).toBe('6')
      expect((await download(owner.client, name)).toString()).toBe('second')
    })

    it('answers a wrong Upload-Offset with 409 and keeps the bytes it has', async () => {
      const created = await create(ownerToken, 'business-english/offsets.webm', 20)
      const url = created.headers.get('location') ?? ''
      const firstHalf = await patch(ownerToken, url, 0, Buffer.from('0123456789'))
      expect(firstHalf.status).toBe(204)
      expect(firstHalf.headers.get('upload-offset')).toBe('10')
      expect(firstHalf.headers.get('tus-resumable')).toBe('1.0.0')
      for (const offset of [0, 5, 15]) {
        const wrong = await patch(ownerToken, url, offset, Buffer.from('abcdefghij'))
        expect(wrong.status).toBe(409)
        expect(wrong.headers.get('tus-resumable')).toBe('1.0.0')
      }
      const plain = await fetch(url, {
        method: 'PATCH',
        headers: headers(ownerToken, { 'upload-offset': '10', 'content-type': 'text/plain' }),
        body: 'abcdefghij',
      })
      expect(plain.status).toBe(415)
      const tooMuch = await patch(ownerToken, url, 10, Buffer.from('abcdefghijk'))
      expect(tooMuch.status).toBe(413)
      const state = await head(ownerToken, url)
      expect(state.headers.get('upload-offset')).toBe('10')
      expect(state.headers.get('upload-length')).toBe('20')
      expect(state.headers.get('cache-control')).toBe('no-store')
      expect((await patch(ownerToken, url, 10, Buffer.from('abcdefghij'))).status).toBe(204)
      const name = 'business-english/offsets.webm'
      expect((await download(owner.client, name)).toString()).toBe('0123456789abcdefghij')
    })

    it('expires an incomplete upload after its time: 410, and its bytes are gone', async () => {
      const created = await create(ownerToken, 'business-english/stale.webm', 10)
      const url = created.headers.get('location') ?? ''
      expect(Date.parse(created.headers.get('upload-expires') ?? '')).toBeGreaterThan(
        Date.now() + 23 * 60 * 60 * 1000,
      )
      const version = versionOf(url)
      const record = join(server.backend.storageFiles.root, 'course-media', `${version}.tus.json`)
      const stale = {
        ...JSON.parse(readFileSync(record, 'utf8')),
        expiresAt: '2020-01-01T00:00:00.000Z',
      }
      writeFileSync(record, JSON.stringify(stale))
      expect((await head(ownerToken, url)).status).toBe(410)
      expect(mediaFiles().filter((file) => file.startsWith(`${version}`))).toEqual([])
    })
  })
}
