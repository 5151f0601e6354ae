import {
  buildLookupsUrlPath,
  isMutateApiErrorBody,
  type Lookups,
  type MutationResponse,
} from '@splendid/change-items'
import type { MutateApi } from './mutate-api'

// mutate-api's answer shape is declared once in @splendid/change-items; re-exported for the
// editor's modules.
export type { MutationResponse } from '@splendid/change-items'

/**
 * A failed call: the HTTP status and the server's `{ code, message }` (network failures: status 0,
 * code `NETWORK`; a successful answer without a JSON body: code `INVALID_RESPONSE`).
 */
export class MutateApiError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'MutateApiError'
    this.status = status
    this.code = code
  }
}

/** The editor's client of apps/mutate-api: the engine's {@link MutateApi} over HTTP. */
export type MutateApiClient = MutateApi

/**
 * Creates the client. Requests come from change-items' `prepareApiRequest`, so their paths and
 * bodies are the contract mutate-api validates. The browser sends the editor's Origin, which
 * mutate-api allows; no token lives in the editor.
 *
 * @example
 * ```ts
 * const api = createMutateApiClient({ baseUrl: 'http://127.0.0.1:4100' })
 * const answer = await api.send(prepareApiRequest(item, 'learner-web', lookups.treeElements))
 * ```
 */
export function createMutateApiClient(options: {
  readonly baseUrl: string
  readonly fetch?: typeof fetch
}): MutateApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  async function call<T>(urlPath: string, init: RequestInit): Promise<T> {
    let response: Response
    try {
      response = await doFetch(`${options.baseUrl}/${urlPath}`, init)
    } catch (error) {
      throw new MutateApiError(
        0,
        'NETWORK',
        `The editing server at ${options.baseUrl} cannot be reached (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    const text = await response.text()
    let json: unknown = null
    let isJson = text !== ''
    try {
      json = text === '' ? null : JSON.parse(text)
    } catch {
      // A non-JSON answer is reported below with the status.
      isJson = false
    }
    if (!response.ok) {
      if (isMutateApiErrorBody(json)) {
        throw new MutateApiError(response.status, json.code, json.message)
      }
      throw new MutateApiError(response.status, 'HTTP_ERROR', `HTTP ${response.status}`)
    }
    if (!isJson) {
      throw new MutateApiError(
        response.status,
        'INVALID_RESPONSE',
        `The editing server at ${options.baseUrl} answered ${urlPath} without a JSON body`,
      )
    }
    return json as T
  }
  return {
    lookups: (canvasId) => call<Lookups>(buildLookupsUrlPath(canvasId), { method: 'GET' }),
    send: (request) =>
      call<MutationResponse>(request.urlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      }),
  }
}
