import type { LookupsChange } from './lookups'

/**
 * What every successful mutate and activities call of mutate-api answers (the body of a
 * request built by `prepareApiRequest`).
 *
 * @example
 * ```ts
 * const request = prepareApiRequest(item, 'learner-web', lookups.treeElements)
 * const response = await fetch(`${base}/${request.urlPath}`, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify(request.body),
 * })
 * const answer = (await response.json()) as MutationResponse
 * const item2 = remapChangeItemIds(item, answer.prevIdToNewIdMap)
 * ```
 */
export interface MutationResponse {
  /** The activity (uuid) the change became: what `activities/undoChangeToFiles` takes. */
  readonly activityId: string
  /**
   * Previous codebase id → new id for each element of the changed files whose id changed; an id
   * it does not name is the same after the change (see `remapElementKey`).
   */
  readonly prevIdToNewIdMap: Readonly<Record<string, string>>
  /** Project-relative POSIX paths of the files written. */
  readonly changedFiles: readonly string[]
  /** How the lookups of the changed files changed (see `applyLookupsChange`). */
  readonly lookups: LookupsChange
}

/**
 * The body of every error answer of mutate-api: a stable `code` (e.g. `UNKNOWN_CODEBASE_ID`,
 * `ACTIVITY_CONFLICT`) and a human `message`, plus details of some errors (such as `conflicts`).
 */
export interface MutateApiErrorBody {
  readonly code: string
  readonly message: string
  readonly [detail: string]: unknown
}

/**
 * Tells whether a parsed JSON body is a {@link MutateApiErrorBody} (an object with a string
 * `code` and a string `message`).
 *
 * @example
 * ```ts
 * const body: unknown = await response.json()
 * if (!response.ok && isMutateApiErrorBody(body)) console.error(body.code, body.message)
 * ```
 */
export function isMutateApiErrorBody(value: unknown): value is MutateApiErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const body = value as { readonly code?: unknown; readonly message?: unknown }
  return typeof body.code === 'string' && typeof body.message === 'string'
}
