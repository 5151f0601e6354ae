import { PostgrestError } from './postgrest-error.js'

/** The `Prefer` header settings PostgREST honours. */
export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only' | undefined
  /** Whether a total is wanted (`count=exact|planned|estimated`). */
  count: boolean
  countMode: 'exact' | 'planned' | 'estimated' | undefined
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  missingDefault: boolean
  rollback: boolean
  handling: 'strict' | 'lenient' | undefined
  /** `timezone=…`: the session time zone for rendering timestamps (invalid → PostgreSQL's error). */
  timezone: string | undefined
  /** `max-affected=n`; only enforced with `handling=strict`, as PostgREST. */
  maxAffected: number | undefined
  /** Items PostgREST does not recognise (refused with `handling=strict`). */
  invalid: string[]
  /** The `Preference-Applied` header value, or undefined when nothing applies. */
  applied: string | undefined
}

const ACCEPTED = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
])

function first<T extends string>(items: string[], key: string, values: readonly T[]) {
  for (const item of items) {
    const value = item.startsWith(`${key}=`) ? item.slice(key.length + 1) : undefined
    if (value !== undefined && (values as readonly string[]).includes(value)) return value as T
  }
  return undefined
}

/**
 * Parses one or more `Prefer` headers (comma-separated items) as PostgREST: the first valid
 * value of each preference wins; unknown items are collected for `handling=strict`.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const returnMode = first(items, 'return', ['minimal', 'representation', 'headers-only'] as const)
  const countMode = first(items, 'count', ['exact', 'planned', 'estimated'] as const)
  const resolution = first(items, 'resolution', ['merge-duplicates', 'ignore-duplicates'] as const)
  const missing = first(items, 'missing', ['default', 'null'] as const)
  const tx = first(items, 'tx', ['commit', 'rollback'] as const)
  const handling = first(items, 'handling', ['strict', 'lenient'] as const)
  const timezone = items.find((item) => item.startsWith('timezone='))?.slice(9)
  const maxText = items.find((item) => item.startsWith('max-affected='))?.slice(13)
  const maxAffected = maxText !== undefined && /^\d+$/.test(maxText) ? Number(maxText) : undefined
  const invalid = items.filter(
    (item) =>
      !ACCEPTED.has(item) && !item.startsWith('timezone=') && !item.startsWith('max-affected='),
  )
  const applied = [
    resolution && `resolution=${resolution}`,
    missing && `missing=${missing}`,
    returnMode && `return=${returnMode}`,
    countMode && `count=${countMode}`,
    tx && `tx=${tx}`,
    handling && `handling=${handling}`,
    timezone !== undefined && `timezone=${timezone}`,
    handling === 'strict' && maxAffected !== undefined && `max-affected=${maxAffected}`,
  ].filter((item): item is string => typeof item === 'string')
  return {
    returnMode,
    count: countMode !== undefined,
    countMode,
    resolution,
    missingDefault: missing === 'default',
    rollback: tx === 'rollback',
    handling,
    timezone,
    maxAffected,
    invalid,
    applied: applied.length === 0 ? undefined : applied.join(', '),
  }
}

/** PGRST122 when `handling=strict` comes with preferences PostgREST does not know. */
export function checkStrictPreferences(prefer: Preferences): void {
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
    throw new PostgrestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    )
  }
}

/** Whether `max-affected` is in force (it needs `handling=strict`). */
export function strictMaxAffected(prefer: Preferences): number | undefined {
  return prefer.handling === 'strict' ? prefer.maxAffected : undefined
}

/** PGRST124 (400) when a mutation or call affected more rows than `max-affected` allows. */
export function checkMaxAffected(prefer: Preferences, affected: number): void {
  const limit = strictMaxAffected(prefer)
  if (limit !== undefined && affected > limit) {
    throw new PostgrestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    )
  }
}
