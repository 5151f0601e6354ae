/** GoTrue's metadata merge: `patch` wins, a null value deletes its key. */
export function mergeMetadata(
  base: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(base ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__') continue
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
