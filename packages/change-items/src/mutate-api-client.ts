import type { z } from 'zod'
import { type ApiRequest, buildLookupsUrlPath } from './api-request'
import type { Lookups } from './lookups'
import {
  LOOKUPS_SCHEMA,
  MUTATE_API_ERROR_BODY_SCHEMA,
  MUTATION_RESPONSE_SCHEMA,
} from './mutate-api-response-schemas'
import type { MutationResponse } from './mutation-response'
import {
  buildComponentsUrlPath,
  PROJECT_COMPONENTS_SCHEMA,
  type ProjectComponents,
} from './project-components'

/**
 * A failed call of mutate-api: the HTTP status and the server's `{ code, message }`, with the
 * error body's details in `body` (e.g. `conflicts`). Network failures have status 0 and code
 * `NETWORK`; an answer that is not JSON, or not the contract's shape, has code
 * `INVALID_RESPONSE`; an error answer without a `{ code, message }` body has code `HTTP_ERROR`.
 */
export class MutateApiError extends Error {
  readonly status: number
  readonly code: string
  readonly body: Readonly<Record<string, unknown>>

  constructor(
    status: number,
    code: string,
    message: string,
    body: Readonly<Record<string, unknown>> = { code, message },
  ) {
    super(message)
    this.name = 'MutateApiError'
    this.status = status
    this.code = code
    this.body = body
  }
}

/** What the client needs of `fetch` (the global one fits; the package needs no DOM types). */
export type MutateApiFetch = (
  url: string,
  init: {
    readonly method: 'GET' | 'POST'
    readonly headers?: Record<string, string>
    readonly body?: string
  },
) => Promise<{ readonly ok: boolean; readonly status: number; text(): Promise<string> }>

/** Options of {@link createMutateApiClient}. */
export interface MutateApiClientOptions {
  /** e.g. `http://127.0.0.1:4100` */
  readonly baseUrl: string
  /** The server token (header `x-mutate-api-token`); not needed from an allowed Origin. */
  readonly token?: string
  /** Defaults to the global `fetch`. */
  readonly fetch?: MutateApiFetch
}

/** The one typed client of mutate-api. */
export interface MutateApiClient {
  /** Reads the lookups of a whole project. */
  lookups(canvasId: string): Promise<Lookups>
  /** Reads the components the project's files export, with their props. */
  components(canvasId: string): Promise<ProjectComponents>
  /** Sends a request built by `prepareApiRequest`. */
  send(request: ApiRequest<unknown>): Promise<MutationResponse>
}

/**
 * Creates the client of mutate-api: requests come from `prepareApiRequest` (bodies the server
 * validates with {@link MUTATE_BODY_SCHEMAS}), answers are checked against the response schemas;
 * every failure throws a {@link MutateApiError}.
 *
 * @example
 * ```ts
 * const api = createMutateApiClient({ baseUrl: 'http://127.0.0.1:4100' })
 * const { treeElements } = await api.lookups('learner-web')
 * const answer = await api.send(prepareApiRequest(item, 'learner-web', treeElements))
 * ```
 */
export function createMutateApiClient(options: MutateApiClientOptions): MutateApiClient {
  const doFetch: MutateApiFetch = options.fetch ?? ((url, init) => globalFetch()(url, init))
  const tokenHeader: Record<string, string> =
    options.token === undefined ? {} : { 'x-mutate-api-token': options.token }

  async function call<S extends z.ZodType>(
    urlPath: string,
    init: Parameters<MutateApiFetch>[1],
    schema: S,
  ): Promise<z.infer<S>> {
    let response: Awaited<ReturnType<MutateApiFetch>>
    try {
      response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/${urlPath}`, init)
    } catch (error) {
      throw new MutateApiError(
        0,
        'NETWORK',
        `The editing server at ${options.baseUrl} cannot be reached (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    const json = parseJson(await response.text())
    if (!response.ok) {
      const body = MUTATE_API_ERROR_BODY_SCHEMA.safeParse(json)
      if (body.success) {
        throw new MutateApiError(response.status, body.data.code, body.data.message, body.data)
      }
      throw new MutateApiError(response.status, 'HTTP_ERROR', `HTTP ${response.status}`)
    }
    const answer = json === NOT_JSON ? undefined : schema.safeParse(json)
    if (answer?.success !== true) {
      throw new MutateApiError(
        response.status,
        'INVALID_RESPONSE',
        json === NOT_JSON
          ? `The editing server at ${options.baseUrl} answered ${urlPath} without a JSON body`
          : `The editing server at ${options.baseUrl} answered ${urlPath} with an unexpected body`,
      )
    }
    return answer.data
  }

  return {
    lookups: (canvasId) =>
      call(
        buildLookupsUrlPath(canvasId),
        options.token === undefined ? { method: 'GET' } : { method: 'GET', headers: tokenHeader },
        LOOKUPS_SCHEMA,
      ),
    components: (canvasId) =>
      call(
        buildComponentsUrlPath(canvasId),
        options.token === undefined ? { method: 'GET' } : { method: 'GET', headers: tokenHeader },
        PROJECT_COMPONENTS_SCHEMA,
      ),
    send: (request) =>
      call(
        request.urlPath,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...tokenHeader },
          body: JSON.stringify(request.body),
        },
        MUTATION_RESPONSE_SCHEMA,
      ),
  }
}

const NOT_JSON = Symbol('not JSON')

/** The global `fetch`, read at call time (tests replace it). */
function globalFetch(): MutateApiFetch {
  const { fetch } = globalThis as { readonly fetch?: MutateApiFetch }
  if (fetch === undefined) throw new TypeError('fetch is not available; pass options.fetch')
  return fetch
}

function parseJson(text: string): unknown {
  if (text === '') return NOT_JSON
  try {
    return JSON.parse(text)
  } catch {
    return NOT_JSON
  }
}
