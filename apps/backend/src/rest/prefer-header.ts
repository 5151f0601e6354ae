/** The `Prefer` header settings PostgREST honours here. */
export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only' | undefined
  count: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  missingDefault: boolean
  rollback: boolean
}

/** Parses one or more `Prefer` headers (comma-separated `key=value` items). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const preferences: Preferences = {
    returnMode: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
  }
  for (const item of items) {
    const [key, value] = item.split('=').map((part) => part.trim())
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      preferences.returnMode = value
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      preferences.count = true
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      preferences.resolution = value
    } else if (key === 'missing' && value === 'default') {
      preferences.missingDefault = true
    } else if (key === 'tx' && value === 'rollback') {
      preferences.rollback = true
    }
  }
  return preferences
}
