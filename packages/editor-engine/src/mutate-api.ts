import type {
  ApiRequest,
  Lookups,
  MutationResponse,
  ProjectComponents,
} from '@splendid/change-items'

/**
 * What the engine needs of apps/mutate-api: the project's lookups, and one change request sent
 * and answered. `createMutateApiClient` is the HTTP implementation; the engine depends on this
 * interface only, so the client can be swapped without touching the engine.
 *
 * A call that fails rejects with an error whose `message` is shown to the designer; an error
 * carrying `status: 0` means the server could not be reached (the notice says it; nothing is
 * logged).
 *
 * @example
 * ```ts
 * const api: MutateApi = createMutateApiClient({ baseUrl: 'http://127.0.0.1:4100' })
 * const session = createEditorSession({ canvasId: 'learner-web', api })
 * ```
 */
export interface MutateApi {
  lookups(canvasId: string): Promise<Lookups>
  /** The components the project's files export, with their props (the insert panel). */
  components(canvasId: string): Promise<ProjectComponents>
  send(request: ApiRequest<unknown>): Promise<MutationResponse>
}

/**
 * Whether a failure of {@link MutateApi} says the server could not be reached (`status` 0, as
 * `MutateApiError` reports network failures).
 *
 * @example
 * ```ts
 * isUnreachable(new MutateApiError(0, 'NETWORK', 'cannot be reached')) // true
 * isUnreachable(new MutateApiError(409, 'CONFLICT', 'changed on disk')) // false
 * ```
 */
export function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 0
}
