import { CodebaseIdError } from './codebase-id-error'

const WINDOWS_DRIVE = /^[A-Za-z]:/

/**
 * Brings a project-relative path to the one spelling that is hashed into codebase ids:
 * POSIX separators, no leading `./`, no empty or `.` segments, `..` segments resolved.
 *
 * Pure string work (no Node APIs), so the same result comes out on every platform.
 *
 * @throws {CodebaseIdError} `INVALID_PATH` when the path is empty, absolute (`/x`, `C:\x`,
 * `\\server\x`) or climbs above the root (`../x`).
 *
 * @example
 * ```ts
 * normalizeRelativePath('.\\src\\components\\Card.tsx') // 'src/components/Card.tsx'
 * normalizeRelativePath('./src//app/../App.tsx') // 'src/App.tsx'
 * ```
 */
export function normalizeRelativePath(relativePath: string): string {
  const slashed = relativePath.replaceAll('\\', '/')
  if (slashed.startsWith('/') || WINDOWS_DRIVE.test(slashed)) {
    throw new CodebaseIdError(
      'INVALID_PATH',
      `Expected a path relative to the project root, got the absolute path "${relativePath}"`,
    )
  }
  const segments: string[] = []
  for (const segment of slashed.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) {
        throw new CodebaseIdError(
          'INVALID_PATH',
          `The path "${relativePath}" points outside the project root`,
        )
      }
      segments.pop()
      continue
    }
    segments.push(segment)
  }
  if (segments.length === 0) {
    throw new CodebaseIdError('INVALID_PATH', `The path "${relativePath}" names no file`)
  }
  return segments.join('/')
}
