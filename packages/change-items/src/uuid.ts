import { ChangeItemError } from './change-item-error'

// RFC 9562: versions 1-8 with the 10xx variant, plus the nil and max uuids.
const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i

/**
 * Tells whether a value is a uuid as RFC 9562 defines it (any version 1-8, or nil, or max),
 * in either letter case.
 *
 * @example
 * ```ts
 * isUuid('f47ac10b-58cc-4372-a567-0e02b2c3d479') // true
 * isUuid('not-a-uuid') // false
 * ```
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/**
 * Returns the value when it is a uuid.
 *
 * @throws {@link ChangeItemError} `INVALID_UUID` with the message `Invalid UUID`.
 * @example
 * ```ts
 * const id = assertUuid(input.id)
 * ```
 */
export function assertUuid(value: unknown): string {
  if (!isUuid(value)) throw new ChangeItemError('INVALID_UUID', 'Invalid UUID')
  return value
}
