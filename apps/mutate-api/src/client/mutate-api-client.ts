import {
  buildLookupsUrlPath,
  type ChangeItem,
  isMutateApiErrorBody,
  type Lookups,
  type MutationResponse,
  prepareApiRequest,
  type TreeElementLookup,
} from '@splendid/change-items'

/** An error answer of the API: its HTTP status and `{ code, message }`. */
export class MutateApiClientError extends Error {
  readonly status: number
  readonly code: string
  readonly body: Readonly<Record<string, unknown>>

  constructor(status: number, body: Readonly<Record<string, unknown>>) {
    const known = isMutateApiErrorBody(body)
    super(known ? body.message : `HTTP ${status}`)
    this.name = 'MutateApiClientError'
    this.status = status
    this.code = known ? body.code : 'UNKNOWN'
    this.body = body
  }
}

/** Options of {@link createMutateApiClient}. */
export interface MutateApiClientOptions {
  /** e.g. `http://127.0.0.1:4100` */
  readonly baseUrl: string
  /** The server token; not needed from an allowed Origin (the editor host in a browser). */
  readonly token?: string
  readonly fetch?: typeof fetch
}

/** The typed client: a change item in, the server's answer out. */
export interface MutateApiClient {
  /** Sends a change item (prepared with change-items' `prepareApiRequest`) as a POST. */
  send<E extends object>(
    item: ChangeItem,
    canvasId: string,
    lookup: TreeElementLookup<E>,
  ): Promise<MutationResponse>
  /** Reads the lookups of the whole project. */
  lookups(canvasId: string): Promise<Lookups>
}

/**
 * Creates the client the editor host uses: requests are built by change-items'
 * `prepareApiRequest` (the contract), answers are typed as {@link MutationResponse}; an error
 * answer throws {@link MutateApiClientError}.
 *
 * @example
 * ```ts
 * const client = createMutateApiClient({ baseUrl: 'http://127.0.0.1:4100' })
 * const { treeElements } = await client.lookups('learner-web')
 * const answer = await client.send(item, 'learner-web', treeElements)
 * ```
 */
export function createMutateApiClient(options: MutateApiClientOptions): MutateApiClient {
  const doFetch = options.fetch ?? fetch
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token !== undefined) headers['x-mutate-api-token'] = options.token
  const call = async <T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> => {
    const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/${urlPath}`, {
      method,
      headers: method === 'GET' ? { ...headers, 'content-type': 'text/plain' } : headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await response.json()) as Record<string, unknown>
    if (!response.ok) throw new MutateApiClientError(response.status, json)
    return json as T
  }
  return {
    send: (item, canvasId, lookup) => {
      const request = prepareApiRequest(item, canvasId, lookup)
      return call<MutationResponse>('POST', request.urlPath, request.body)
    },
    lookups: (canvasId) => call<Lookups>('GET', buildLookupsUrlPath(canvasId)),
  }
}
