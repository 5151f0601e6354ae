import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import type { Learner } from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'
import { accessToken, courseMediaOwner, metadataHeader } from './support/tus-fixtures.js'

// Resumable uploads as browsers and proxies meet them: the Location behind the learner-web Vite
// proxy, CORS, and a client that retries while its first connection still hangs.

for (const engine of ENGINES) {
  describe(`storage resumable uploads over HTTP (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let endpoint: string
    let owner: Learner
    let token: string

    const headers = (extra: Record<string, string> = {}) => ({
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      ...extra,
    })
    const creation = (name: string, length: number) =>
      headers({
        'upload-length': String(length),
        'upload-metadata': metadataHeader({
          bucketName: 'course-media',
          objectName: name,
          contentType: 'video/webm',
        }),
      })

    beforeAll(async () => {
      server = seeded.backends.server
      endpoint = `${server.url}/storage/v1/upload/resumable`
      owner = await courseMediaOwner(seeded.database.db, server)
      token = await accessToken(owner.client)
    })

    it('answers with a Location on the origin the request came by (Vite keeps Host)', async () => {
      const answer = await new Promise<{
        status: number | undefined
        headers: IncomingHttpHeaders
      }>((resolve, reject) => {
        const sent = httpRequest(endpoint, {
          method: 'POST',
          headers: { ...creation('business-english/proxied.webm', 4), host: 'localhost:5173' },
        })
        sent.on('response', (response) => {
          response.resume()
          resolve({ status: response.statusCode, headers: response.headers })
        })
        sent.on('error', reject)
        sent.end()
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.location).toMatch(
        /^http:\/\/localhost:5173\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/,
      )
    })

    it('lets a page send the TUS headers and read the answers', async () => {
      const preflight = await fetch(endpoint, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers':
            'authorization,apikey,tus-resumable,upload-length,upload-offset,upload-metadata,x-upsert,x-signature,content-type',
        },
      })
      expect(preflight.status).toBeLessThan(300)
      await preflight.arrayBuffer()
      const allowed = preflight.headers.get('access-control-allow-headers') ?? ''
      for (const header of ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata']) {
        expect(allowed).toContain(header)
      }
      expect(allowed).toContain('x-upsert')
      expect(allowed).toContain('x-signature')
      const created = await fetch(endpoint, {
        method: 'POST',
        headers: { ...creation('business-english/cors.webm', 4), origin: 'http://localhost:5173' },
      })
      expect(created.status).toBe(201)
      await created.arrayBuffer()
      const exposed = created.headers.get('access-control-expose-headers') ?? ''
      for (const header of ['location', 'upload-offset', 'upload-length', 'tus-resumable']) {
        expect(exposed).toContain(header)
      }
    })

    it('lets a retried PATCH take over from one whose connection still hangs', async () => {
      const name = 'business-english/retried.webm'
      const created = await fetch(endpoint, { method: 'POST', headers: creation(name, 20) })
      const url = created.headers.get('location') ?? ''
      const offset = async () =>
        (await fetch(url, { method: 'HEAD', headers: headers() })).headers.get('upload-offset')
      const hanging = httpRequest(url, {
        method: 'PATCH',
        headers: headers({
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': '20',
        }),
      })
      const cut = new Promise<void>((resolve) => {
        hanging.on('error', () => resolve())
        hanging.on('response', () => resolve())
      })
      hanging.write('01234')
      await vi.waitFor(async () => expect(await offset()).toBe('5'), { timeout: 10_000 })
      const retried = await fetch(url, {
        method: 'PATCH',
        headers: headers({
          'upload-offset': '5',
          'content-type': 'application/offset+octet-stream',
        }),
        body: '56789abcdefghij',
      })
      expect(retried.status).toBe(204)
      expect(retried.headers.get('tus-complete')).toBe('1')
      await cut
      // Read from disk, not downloaded: a download's keep-alive connection sometimes holds the
      // server's close for its 72 s keep-alive timeout (the main suite downloads).
      const { rows } = await seeded.database.db.query<{ version: string }>(
        `select version from storage.objects where bucket_id = 'course-media' and name = $1`,
        [name],
      )
      const file = join(server.backend.storageFiles.root, 'course-media', rows[0]?.version ?? '')
      expect(readFileSync(file, 'utf8')).toBe('0123456789abcdefghij')
    })
  })
}
