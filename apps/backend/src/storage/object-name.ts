import { invalidKey } from './storage-error.js'

const MAX_NAME_LENGTH = 1024

/**
 * Checks an object name (the path inside a bucket) as Supabase Storage does, and more strictly:
 * no empty, `.` or `..` segment, no leading or trailing slash, no control characters, at most
 * 1,024 characters. Names never become file-system paths here (bytes are stored by version id),
 * so this is about keeping names unambiguous, not about the disk.
 *
 * @throws {StorageError} 400 InvalidKey
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/')
  if (
    name.length === 0 ||
    name.length > MAX_NAME_LENGTH ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f]/.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw invalidKey(name)
  }
  return name
}

/** A bucket id as Supabase accepts it. */
export function isBucketId(id: string): boolean {
  return /^[A-Za-z0-9_.-]{1,100}$/.test(id) && id !== '.' && id !== '..'
}
