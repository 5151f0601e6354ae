import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { apiKeyGuard } from './api-key-guard.js'

async function statusOf(method: string, url: string, apikey?: string): Promise<number> {
  const app = Fastify()
  app.addHook('onRequest', apiKeyGuard({ anonKey: 'anon', serviceKey: 'service' }))
  app.all('/*', async () => ({ ok: true }))
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: apikey ? { apikey } : {},
  })
  await app.close()
  return response.statusCode
}

describe('apiKeyGuard on /storage/v1', () => {
  it('requires the key on the authenticated routes, as the gateway does', async () => {
    expect(await statusOf('POST', '/storage/v1/object/list/b')).toBe(401)
    expect(await statusOf('GET', '/storage/v1/object/b/a.txt')).toBe(401)
    expect(await statusOf('GET', '/storage/v1/bucket')).toBe(401)
    expect(await statusOf('POST', '/storage/v1/object/sign/b/a.txt')).toBe(401)
    expect(await statusOf('POST', '/storage/v1/object/upload/sign/b/a.txt')).toBe(401)
    expect(await statusOf('GET', '/storage/v1/bucket', 'forged')).toBe(401)
    expect(await statusOf('GET', '/storage/v1/bucket', 'anon')).toBe(200)
  })

  it('leaves open what a browser loads by URL and uploads to a signed URL', async () => {
    expect(await statusOf('GET', '/storage/v1/object/public/b/a.png')).toBe(200)
    expect(await statusOf('HEAD', '/storage/v1/object/public/b/a.png')).toBe(200)
    expect(await statusOf('GET', '/storage/v1/object/sign/b/a.webm?token=t')).toBe(200)
    expect(await statusOf('PUT', '/storage/v1/object/upload/sign/b/a.txt?token=t')).toBe(200)
    expect(await statusOf('OPTIONS', '/storage/v1/object/b/a.txt')).toBe(200)
  })
})
