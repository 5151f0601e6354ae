import { SUPABASE_URL } from './supabase-url'

/**
 * The URL of an object in a public Storage bucket, exactly as supabase-js' `getPublicUrl` builds
 * it — without loading supabase-js, so a course card can show its cover on first paint.
 *
 * @example
 * ```ts
 * publicObjectUrl('course-covers', 'business-english.webp')
 * // https://<project>/storage/v1/object/public/course-covers/business-english.webp
 * ```
 */
export function publicObjectUrl(bucket: string, path: string): string {
  return encodeURI(`${SUPABASE_URL}/storage/v1/object/public/${bucket}/${path.replace(/^\/+/, '')}`)
}
