import { thumbs } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'

/**
 * A DiceBear avatar as an SVG data URI, generated in the browser from `seed` (a user id or an
 * instructor's name). Nothing is fetched from a third-party service, so avatars work offline and
 * leak no user ids. The same seed always gives the same picture.
 *
 * @example
 * ```ts
 * avatarDataUri('Sarah Johnson') // 'data:image/svg+xml;utf8,…'
 * ```
 */
export function avatarDataUri(seed: string): string {
  return createAvatar(thumbs, { seed, radius: 50 }).toDataUri()
}
