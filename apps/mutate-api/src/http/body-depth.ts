import { MutateError } from '../mutate-error'

/** How deep a request body may nest (objects and arrays); real bodies stay under ten. */
export const MAX_BODY_DEPTH = 64

/**
 * Refuses a body nested deeper than {@link MAX_BODY_DEPTH} before anything walks it
 * recursively (the zod schema of a JSON value, the prop writer): a 20,000-level `propValue`
 * would otherwise overflow the stack and answer 500. The walk itself keeps an explicit stack.
 *
 * @throws {MutateError} `BAD_REQUEST` naming the limit.
 */
export function checkBodyDepth(body: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_BODY_DEPTH) {
      throw new MutateError(
        'BAD_REQUEST',
        `The body is nested deeper than ${MAX_BODY_DEPTH} levels; nothing was changed`,
      )
    }
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 })
  }
}
