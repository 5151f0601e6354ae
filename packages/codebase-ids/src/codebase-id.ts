import { validate as isUuid, parse as parseUuid, v5 as uuidV5 } from 'uuid'
import { CodebaseIdError } from './codebase-id-error'
import { normalizeRelativePath } from './normalize-relative-path'

/** Every codebase id starts with this prefix, followed by a UUID. */
export const TEMPO_ID_PREFIX = 'tempo-'

/**
 * The fixed UUID v5 namespace of codebase ids. It was drawn at random once and must never
 * change: changing it changes every id in every instrumented app.
 */
export const CODEBASE_ID_NAMESPACE = 'c4db6684-14eb-4980-b76e-1dfa17ac4b6e'

/**
 * The JSX prop that carries an element's codebase id. Lower-case on purpose: on a DOM element
 * React renders it as a plain attribute; on a component it is an ordinary prop that the frame
 * script finds through React fibers.
 */
export const TEMPO_ELEMENT_ID_ATTRIBUTE = 'tempoelementid'

/**
 * The codebase id of the JSX element with the given ordinal in the given file:
 * `tempo-` + UUID v5 (namespace {@link CODEBASE_ID_NAMESPACE}) of `"<normalised path>:<ordinal>"`.
 *
 * The ordinal is the element's position in a depth-first (source-order) traversal of the file's
 * JSX elements, fragments excluded — see `indexJsx`. Ids are therefore stable under any edit that
 * leaves the elements before it in place (formatting, props, text), and inserting or removing an
 * element shifts the ids of every element after it; mutate-api reports that shift as a map from
 * previous ids to new ids.
 *
 * @throws {CodebaseIdError} `INVALID_PATH` (see `normalizeRelativePath`) or `INVALID_ORDINAL`.
 *
 * @example
 * ```ts
 * codebaseIdFor('src/App.tsx', 0) // 'tempo-…' (the same string on every machine)
 * codebaseIdFor('./src\\App.tsx', 0) === codebaseIdFor('src/App.tsx', 0) // true
 * ```
 */
export function codebaseIdFor(relativePath: string, ordinal: number): string {
  if (!Number.isSafeInteger(ordinal) || ordinal < 0) {
    throw new CodebaseIdError(
      'INVALID_ORDINAL',
      `An element ordinal must be a non-negative integer, got ${String(ordinal)}`,
    )
  }
  return idForNormalizedPath(normalizeRelativePath(relativePath), ordinal)
}

// Given as strings, uuid parses the namespace and UTF-8-encodes the name (slowly) on every call.
const NAMESPACE_BYTES = parseUuid(CODEBASE_ID_NAMESPACE)
const UTF8 = new TextEncoder()

// Ids are pure functions of (path, ordinal) and files are re-read on every save, so most ids are
// asked for again and again; hashing is about a third of indexing a file. Bounded: emptied when
// full (a project's worth of elements fits).
const ID_CACHE_LIMIT = 50_000
const idCache = new Map<string, string>()

/** {@link codebaseIdFor} without re-normalising: for callers that normalised once per file. */
export function idForNormalizedPath(normalizedPath: string, ordinal: number): string {
  const name = `${normalizedPath}:${ordinal}`
  const cached = idCache.get(name)
  if (cached !== undefined) return cached
  const id = TEMPO_ID_PREFIX + uuidV5(UTF8.encode(name), NAMESPACE_BYTES)
  if (idCache.size >= ID_CACHE_LIMIT) idCache.clear()
  idCache.set(name, id)
  return id
}

/** Empties the id memo; for benchmarks that measure hashing too. */
export function clearIdCache(): void {
  idCache.clear()
}

/**
 * Whether a value is a codebase id: `tempo-` followed by a UUID.
 *
 * @example
 * ```ts
 * isTempoId(codebaseIdFor('src/App.tsx', 3)) // true
 * isTempoId('tempo-not-a-uuid') // false
 * ```
 */
export function isTempoId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith(TEMPO_ID_PREFIX) &&
    isUuid(value.slice(TEMPO_ID_PREFIX.length))
  )
}
