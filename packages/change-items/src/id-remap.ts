import { CHANGE_FIELD_SCHEMAS, type FieldKind } from './change-fields-schema'
import type { ChangeItem, ElementSelection } from './change-item'
import { buildElementKey, isElementKey, parseElementKey } from './element-key'

/** Previous codebase id to new codebase id, as the backend reports after a rewrite. */
export type CodebaseIdMap = Readonly<Record<string, string>>

const mapId = (id: string, map: CodebaseIdMap): string =>
  Object.hasOwn(map, id) ? (map[id] ?? id) : id

/**
 * Rewrites the codebase id of an element key through the map. A string that is not a
 * well-formed key is returned unchanged.
 *
 * @example
 * ```ts
 * remapElementKey('tempo-old|sb|0-1', { 'tempo-old': 'tempo-new' }) // 'tempo-new|sb|0-1'
 * ```
 */
export function remapElementKey(key: string, map: CodebaseIdMap): string {
  if (!isElementKey(key)) return key
  const parts = parseElementKey(key)
  const codebaseId = mapId(parts.codebaseId, map)
  return codebaseId === parts.codebaseId ? key : buildElementKey({ ...parts, codebaseId })
}

function remapSelection(selection: ElementSelection, map: CodebaseIdMap): ElementSelection {
  return {
    elementKey: selection.elementKey === null ? null : remapElementKey(selection.elementKey, map),
    multiselectElementKeys:
      selection.multiselectElementKeys?.map((key) => remapElementKey(key, map)) ?? null,
  }
}

function remapField(kind: FieldKind, value: unknown, map: CodebaseIdMap): unknown {
  switch (kind) {
    case 'codebaseId':
    case 'optionalCodebaseId':
      return typeof value === 'string' ? mapId(value, map) : value
    case 'codebaseIds':
    case 'optionalCodebaseIds':
      // Two old ids may map to one new id; the lists stay de-duplicated.
      return [...new Set((value as readonly string[]).map((id) => mapId(id, map)))]
    case 'changeItem':
      return remapChangeItemIds(value as ChangeItem, map)
    default:
      return value
  }
}

/**
 * Applies a previous → new codebase id map to an item: every codebase id in its fields (including
 * the change an UNDO or REDO wraps) and in its element keys to select is rewritten; ids not in
 * the map stay. Returns a new item; the input is not changed.
 *
 * @example
 * ```ts
 * const { prevIdToNewIdMap } = processed
 * pending = pending.map((item) => remapChangeItemIds(item, prevIdToNewIdMap))
 * ```
 */
export function remapChangeItemIds<I extends ChangeItem>(item: I, map: CodebaseIdMap): I {
  const schema: Readonly<Record<string, FieldKind>> = CHANGE_FIELD_SCHEMAS[item.type]
  const fields: Record<string, unknown> = { ...item.changeFields }
  for (const [name, kind] of Object.entries(schema)) {
    if (fields[name] !== undefined) fields[name] = remapField(kind, fields[name], map)
  }
  return {
    ...item,
    changeFields: fields,
    selectAfterInstantUpdate: remapSelection(item.selectAfterInstantUpdate, map),
    selectAfterUndo: remapSelection(item.selectAfterUndo, map),
  }
}
