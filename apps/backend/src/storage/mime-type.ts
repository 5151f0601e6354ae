import { extname } from 'node:path'

const BY_EXTENSION: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
}

/** The content type of a seeded file, from its extension (the CLI guesses the same way). */
export function mimeTypeOf(fileName: string): string {
  return BY_EXTENSION[extname(fileName).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Whether `mimeType` is allowed by a bucket's `allowed_mime_types` (null: anything), which may
 * hold wildcards such as `image/*`.
 */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (allowed === null || allowed.length === 0) return true
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase()
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted
  })
}
