import type { TreeElement } from '@splendid/change-items'
import type { RegionEdit } from '../source/region-edit'
import { buildFileLookups, type FileLookups, scopesOf } from './file-lookups'

/**
 * The lookups after a {@link RegionEdit}, from the ones before it: the region's elements built
 * from its own parse (their ids, parents and component taken from the derived index), every
 * other element's entry kept with its new id, parent and position. Parses nothing more.
 */
export function deriveRegionLookups(before: FileLookups, edit: RegionEdit): FileLookups {
  const { after, region, first, countBefore, newIds } = edit
  const regionElements = buildFileLookups(region).treeElements
  const elements = after.index.elements
  const countAfter = regionElements.length
  const treeElements = elements.map((entry, ordinal): TreeElement => {
    const { line, column } = entry.range.startPosition
    if (ordinal >= first && ordinal < first + countAfter) {
      const local = regionElements[ordinal - first] as TreeElement
      return {
        ...local,
        codebaseId: entry.id,
        parentCodebaseId: entry.parentId,
        componentName: entry.componentName,
      }
    }
    const oldOrdinal = ordinal < first ? ordinal : ordinal - countAfter + countBefore
    const previous = before.treeElements[oldOrdinal]
    if (previous === undefined || newIds.get(previous.codebaseId) !== entry.id)
      throw new Error(`Lookups of ${after.relativePath} do not match its index at ${ordinal}`)
    return previous.codebaseId === entry.id &&
      previous.parentCodebaseId === entry.parentId &&
      previous.line === line &&
      previous.column === column
      ? previous
      : { ...previous, codebaseId: entry.id, parentCodebaseId: entry.parentId, line, column }
  })
  return {
    filePath: before.filePath,
    treeElements,
    scopes: scopesOf(before.filePath, elements),
  }
}
