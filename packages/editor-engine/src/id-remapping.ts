import {
  type ChangeItem,
  type CodebaseIdMap,
  remapChangeItemIds,
  remapElementKey,
} from '@splendid/change-items'
import type { EditorState } from './editor-state'

/**
 * The state's remembered element keys (selection, hover, the text being edited, the Edit Dynamic
 * Text dialog, the inspection) and the copied elements following a rewrite's id map.
 *
 * @example
 * ```ts
 * store.setState(remapStateKeys(store.getState(), response.prevIdToNewIdMap))
 * ```
 */
export function remapStateKeys(state: EditorState, map: CodebaseIdMap): Partial<EditorState> {
  const remap = (key: string) => remapElementKey(key, map)
  return {
    selectedKey: state.selectedKey === null ? null : remap(state.selectedKey),
    multiselectedKeys: state.multiselectedKeys.map(remap),
    hoveredKey: state.hoveredKey === null ? null : remap(state.hoveredKey),
    editingTextKey: state.editingTextKey === null ? null : remap(state.editingTextKey),
    dynamicText:
      state.dynamicText === null
        ? null
        : { ...state.dynamicText, elementKey: remap(state.dynamicText.elementKey) },
    inspection:
      state.inspection === null
        ? null
        : { ...state.inspection, elementKey: remap(state.inspection.elementKey) },
    copied:
      state.copied === null
        ? null
        : {
            codebaseIds: [
              ...new Set(
                state.copied.codebaseIds.map((id) =>
                  Object.hasOwn(map, id) ? (map[id] ?? id) : id,
                ),
              ),
            ],
          },
  }
}

/**
 * The id maps received so far, oldest first. A change queued behind others is remapped by the
 * maps that came after it was queued: the frame was told of those rewrites, so the change must
 * name the new ids.
 */
export interface IdMapLog {
  /** How many maps were received: a mark to remap from later. */
  mark(): number
  record(map: CodebaseIdMap): void
  /** The item with the ids of every map received since `mark`. */
  remapSince(item: ChangeItem, mark: number): ChangeItem
}

/**
 * Creates an empty log.
 *
 * @example
 * ```ts
 * const log = createIdMapLog()
 * const mark = log.mark()
 * log.record({ [oldId]: newId })
 * log.remapSince(item, mark) // names newId where it named oldId
 * ```
 */
export function createIdMapLog(): IdMapLog {
  const maps: CodebaseIdMap[] = []
  return {
    mark: () => maps.length,
    record(map) {
      maps.push(map)
    },
    remapSince(item, mark) {
      let current = item
      for (const map of maps.slice(mark)) current = remapChangeItemIds(current, map)
      return current
    },
  }
}
