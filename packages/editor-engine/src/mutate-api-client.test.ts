import { createChangeItem, prepareApiRequest } from '@splendid/change-items'
import { describe, expect, it, vi } from 'vitest'
import { createMutateApiClient, MutateApiError } from './mutate-api-client'
import { codebaseId, lookupsFor, treeElement } from './testing/nav-tree-fixtures'

const BASE = 'http://127.0.0.1:4100'
const ID = codebaseId(1)

function fakeFetch(respond: () => Response | Promise<Response>) {
  return vi.fn<typeof globalThis.fetch>(async () => respond())
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function tagRequest() {
  const item = createChangeItem({
    type: 'CHANGE_TAG',
    changeFields: { codebaseIdToChange: ID, newTagName: 'section' },
  })
  return prepareApiRequest(item, 'learner-web', lookupsFor([ID]).treeElements)
}

async function errorOf(promise: Promise<unknown>): Promise<MutateApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof MutateApiError) return error
    throw error
  }
  throw new Error('expected a MutateApiError')
}

describe('createMutateApiClient', () => {
  it('GETs the lookups of a canvas', async () => {
    const lookups = lookupsFor([ID])
    const fetch = fakeFetch(() => json(200, lookups))
    const api = createMutateApiClient({ baseUrl: BASE, fetch })
    await expect(api.lookups('learner web')).resolves.toEqual(lookups)
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:4100/canvases/learner%20web/parseAndMutate/lookups',
      { method: 'GET' },
    )
  })

  it('POSTs a request as JSON to its url path', async () => {
    const answer = {
      activityId: 'act',
      prevIdToNewIdMap: {},
      changedFiles: ['src/app.tsx'],
      lookups: { treeElements: {}, scopes: {} },
    }
    const fetch = fakeFetch(() => json(200, answer))
    const api = createMutateApiClient({ baseUrl: BASE, fetch })
    await expect(api.send(tagRequest())).resolves.toEqual(answer)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(`${BASE}/canvases/learner-web/parseAndMutate/mutate/changeElementTag`)
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual({
      elementToModify: treeElement(ID),
      newTag: 'section',
    })
  })

  it('turns an error body into a MutateApiError with status, code and message', async () => {
    const fetch = fakeFetch(() =>
      json(409, { code: 'ACTIVITY_CONFLICT', message: 'src/app.tsx changed on disk' }),
    )
    const error = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch }).send(tagRequest()))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('MutateApiError')
    expect(error.status).toBe(409)
    expect(error.code).toBe('ACTIVITY_CONFLICT')
    expect(error.message).toBe('src/app.tsx changed on disk')
  })

  it('reports a network failure as status 0, code NETWORK, naming the server', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    const error = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch }).lookups('c'))
    expect(error.status).toBe(0)
    expect(error.code).toBe('NETWORK')
    expect(error.message).toBe(`The editing server at ${BASE} cannot be reached (Failed to fetch)`)
  })

  it('reports a network failure that is not an Error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject('offline'))
    const error = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch }).lookups('c'))
    expect(error.message).toBe(`The editing server at ${BASE} cannot be reached (offline)`)
  })

  it('reports a non-JSON error body by its status', async () => {
    const fetch = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch }).send(tagRequest()))
    expect(error.status).toBe(502)
    expect(error.code).toBe('HTTP_ERROR')
    expect(error.message).toBe('HTTP 502')
  })

  it('reports an empty or odd-shaped error body by its status', async () => {
    const empty = fakeFetch(() => new Response('', { status: 500 }))
    const odd = fakeFetch(() => json(400, { code: 7, message: ['x'] }))
    const first = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch: empty }).lookups('c'))
    const second = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch: odd }).lookups('c'))
    expect([first.code, first.message]).toEqual(['HTTP_ERROR', 'HTTP 500'])
    expect([second.code, second.message]).toEqual(['HTTP_ERROR', 'HTTP 400'])
  })

  it('reports a successful answer that is not JSON', async () => {
    const fetch = fakeFetch(() => new Response('not json', { status: 200 }))
    const error = await errorOf(createMutateApiClient({ baseUrl: BASE, fetch }).lookups('c'))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.status).toBe(200)
  })

  it('uses the global fetch by default', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, lookupsFor([])))
    try {
      await createMutateApiClient({ baseUrl: BASE }).lookups('c')
      expect(spy).toHaveBeenCalledOnce()
    } finally {
      spy.mockRestore()
    }
  })
})
