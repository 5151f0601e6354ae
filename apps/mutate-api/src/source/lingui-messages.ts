import { linguiTransNames } from '@splendid/codebase-ids'
import type { ParsedTsx } from './parsed-tsx'

/**
 * The ids of the elements of a file that are, or sit inside, a Lingui `<Trans>`: their text is
 * part of a message (`Hello <0>you</0>`) that only the `<Trans>` path may rewrite. Empty for a
 * file that imports no `Trans`.
 */
export function idsInLinguiMessages(file: ParsedTsx): ReadonlySet<string> {
  const transNames = linguiTransNames(file.sourceFile)
  const inside = new Set<string>()
  if (transNames.size === 0) return inside
  // The index lists elements in depth-first source order: a parent before its children.
  for (const entry of file.index.elements) {
    if (transNames.has(entry.tagName) || (entry.parentId !== null && inside.has(entry.parentId)))
      inside.add(entry.id)
  }
  return inside
}
