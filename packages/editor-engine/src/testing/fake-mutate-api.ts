import type { ApiRequest, MutationResponse, ProjectComponents } from '@splendid/change-items'
import type { Lookups } from '../lookups'
import type { MutateApi } from '../mutate-api'

/** A promise the test settles by hand. */
export interface Deferred<T> {
  readonly promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** One request the session sent, with the answer the test gives it. */
export interface SentRequest {
  readonly request: ApiRequest<unknown>
  readonly answer: Deferred<MutationResponse>
}

/** A successful answer with nothing changed but the activity id. */
export function okResponse(
  activityId: string,
  overrides: Partial<MutationResponse> = {},
): MutationResponse {
  return {
    activityId,
    prevIdToNewIdMap: {},
    changedFiles: [],
    lookups: { treeElements: {}, scopes: {} },
    ...overrides,
  }
}

/**
 * A mutate-api client whose every `send` waits for the test to settle it (`resolve(0, …)`,
 * `reject(0, …)`), unless `autoAnswer` answers at once.
 */
export class FakeMutateApi implements MutateApi {
  readonly sent: SentRequest[] = []
  readonly lookupCalls: string[] = []
  lookupsAnswer: () => Promise<Lookups> = () => Promise.resolve({ treeElements: {}, scopes: {} })
  /** When set, answers each request at once (else it waits for the test). */
  autoAnswer: ((request: ApiRequest<unknown>, index: number) => MutationResponse) | null = null

  constructor(private readonly log: string[] = []) {}

  lookups(canvasId: string): Promise<Lookups> {
    this.lookupCalls.push(canvasId)
    return this.lookupsAnswer()
  }

  componentsAnswer: () => Promise<ProjectComponents> = () => Promise.resolve({ components: [] })

  components(_canvasId: string): Promise<ProjectComponents> {
    return this.componentsAnswer()
  }

  send(request: ApiRequest<unknown>): Promise<MutationResponse> {
    this.log.push(`api:${request.pathSuffix}`)
    const answer = deferred<MutationResponse>()
    const index = this.sent.length
    this.sent.push({ request, answer })
    if (this.autoAnswer) answer.resolve(this.autoAnswer(request, index))
    return answer.promise
  }

  resolve(index: number, response: MutationResponse): void {
    this.at(index).answer.resolve(response)
  }

  reject(index: number, error: unknown): void {
    this.at(index).answer.reject(error)
  }

  /** The url paths sent so far, in order. */
  paths(): string[] {
    return this.sent.map((each) => each.request.urlPath)
  }

  private at(index: number): SentRequest {
    const sent = this.sent[index]
    if (!sent) throw new Error(`No request #${index} was sent (sent ${this.sent.length})`)
    return sent
  }
}

/** Lets pending promise callbacks and zero-delay timers run. */
export async function flush(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((done) => setTimeout(done, 0))
}
