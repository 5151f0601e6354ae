import type { ChangeFieldsByType } from './change-fields'
import { normaliseChangeFields } from './change-fields-schema'
import {
  type ChangeItem,
  type ElementSelection,
  EMPTY_SELECTION,
  type LifecycleFlags,
} from './change-item'
import { ChangeItemError } from './change-item-error'
import { CHANGE_TYPE_LABELS, type ChangeType, isChangeType } from './change-type'
import { assertUuid } from './uuid'

/** The change fields of each type in JSON form: UNDO and REDO hold the serialised wrapped item. */
export type SerialisedChangeFieldsByType = Omit<ChangeFieldsByType, 'UNDO' | 'REDO'> & {
  UNDO: { readonly changeToUndo: SerialisedChangeItem }
  REDO: { readonly changeToRedo: SerialisedChangeItem }
}

/** A change item of type `T` as plain JSON. */
export interface SerialisedChangeItemOf<T extends ChangeType> {
  readonly id: string
  readonly type: T
  readonly changeName: string
  readonly changeFields: SerialisedChangeFieldsByType[T]
  readonly activityId: string | null
  readonly prevIdToNewIdMap: Readonly<Record<string, string>>
  readonly selectAfterInstantUpdate: ElementSelection
  readonly selectAfterUndo: ElementSelection
  readonly lifecycle: LifecycleFlags
}

/** A change item as plain JSON: what {@link serialiseChangeItem} returns. */
export type SerialisedChangeItem = { [T in ChangeType]: SerialisedChangeItemOf<T> }[ChangeType]

/**
 * Turns an item into plain JSON (no class instances, no undefined), recursing into the change an
 * UNDO or REDO wraps. `JSON.stringify` of the result and {@link deserialiseChangeItem} of the
 * parsed text give back an equal item.
 *
 * @example
 * ```ts
 * port.postMessage(JSON.stringify(serialiseChangeItem(item)))
 * ```
 */
export function serialiseChangeItem(item: ChangeItem): SerialisedChangeItem {
  const base = {
    id: item.id,
    changeName: item.changeName,
    activityId: item.activityId,
    prevIdToNewIdMap: { ...item.prevIdToNewIdMap },
    selectAfterInstantUpdate: copySelection(item.selectAfterInstantUpdate),
    selectAfterUndo: copySelection(item.selectAfterUndo),
    lifecycle: { ...item.lifecycle },
  }
  switch (item.type) {
    case 'UNDO':
      return {
        ...base,
        type: item.type,
        changeFields: { changeToUndo: serialiseChangeItem(item.changeFields.changeToUndo) },
      }
    case 'REDO':
      return {
        ...base,
        type: item.type,
        changeFields: { changeToRedo: serialiseChangeItem(item.changeFields.changeToRedo) },
      }
    default:
      // The other types' fields are identical in JSON form; TypeScript cannot pair type and
      // fields through the spread, hence the assertion.
      return {
        ...base,
        type: item.type,
        changeFields: structuredCopy(item.changeFields),
      } as SerialisedChangeItem
  }
}

function copySelection(selection: ElementSelection): ElementSelection {
  return {
    elementKey: selection.elementKey,
    multiselectElementKeys:
      selection.multiselectElementKeys === null ? null : [...selection.multiselectElementKeys],
  }
}

// Fields are JSON values by construction, so a JSON round trip is an exact deep copy.
function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function invalid(path: string, expected: string): never {
  throw new ChangeItemError('INVALID_SERIALISED_ITEM', `${path} must be ${expected}`)
}

function readSelection(value: unknown, path: string): ElementSelection {
  if (value === undefined) return EMPTY_SELECTION
  if (!isRecord(value)) invalid(path, 'an object')
  const { elementKey, multiselectElementKeys } = value
  if (elementKey !== null && typeof elementKey !== 'string') {
    invalid(`${path}.elementKey`, 'a string or null')
  }
  if (
    multiselectElementKeys !== null &&
    !(Array.isArray(multiselectElementKeys) && multiselectElementKeys.every(isString))
  ) {
    invalid(`${path}.multiselectElementKeys`, 'a list of strings or null')
  }
  return {
    elementKey,
    multiselectElementKeys: multiselectElementKeys === null ? null : [...multiselectElementKeys],
  }
}

const isString = (value: unknown): value is string => typeof value === 'string'

const LIFECYCLE_FLAG_NAMES = [
  'sendInstantUpdate',
  'instantUpdateSent',
  'instantUpdateFinished',
  'instantUpdateSuccessful',
  'consumed',
  'failed',
] as const satisfies readonly (keyof LifecycleFlags)[]

function readLifecycle(value: unknown, path: string, type: ChangeType): LifecycleFlags {
  if (!isRecord(value)) invalid(path, 'an object of lifecycle flags')
  for (const name of LIFECYCLE_FLAG_NAMES) {
    if (typeof value[name] !== 'boolean') invalid(`${path}.${name}`, 'a boolean')
  }
  const flags = value as unknown as LifecycleFlags
  const impossible =
    (flags.instantUpdateSent && !flags.sendInstantUpdate) ||
    (flags.instantUpdateFinished && !flags.instantUpdateSent) ||
    (flags.instantUpdateSuccessful && !flags.instantUpdateFinished) ||
    (flags.failed && !flags.consumed) ||
    (type === 'UNKNOWN' && (!flags.consumed || flags.sendInstantUpdate))
  if (impossible) invalid(path, 'a reachable combination of lifecycle flags')
  // A fresh object with only the known flags, so stray properties never travel on.
  return {
    sendInstantUpdate: flags.sendInstantUpdate,
    instantUpdateSent: flags.instantUpdateSent,
    instantUpdateFinished: flags.instantUpdateFinished,
    instantUpdateSuccessful: flags.instantUpdateSuccessful,
    consumed: flags.consumed,
    failed: flags.failed,
  }
}

function readItem(value: unknown, path: string): ChangeItem {
  if (!isRecord(value)) invalid(path, 'an object')
  const { type } = value
  if (!isChangeType(type)) {
    throw new ChangeItemError('UNKNOWN_CHANGE_TYPE', `Unknown change type: ${String(type)}`)
  }
  const changeName = value.changeName ?? CHANGE_TYPE_LABELS[type]
  if (typeof changeName !== 'string') invalid(`${path}.changeName`, 'a string')
  const activityId = value.activityId ?? null
  if (activityId !== null && typeof activityId !== 'string') {
    invalid(`${path}.activityId`, 'a string or null')
  }
  const prevIdToNewIdMap = value.prevIdToNewIdMap ?? {}
  if (!isRecord(prevIdToNewIdMap) || !Object.values(prevIdToNewIdMap).every(isString)) {
    invalid(`${path}.prevIdToNewIdMap`, 'a map of codebase id to codebase id')
  }
  return {
    id: assertUuid(value.id),
    type,
    changeName,
    changeFields: normaliseChangeFields(type, value.changeFields, readItem, `${path}.changeFields`),
    activityId,
    prevIdToNewIdMap: { ...(prevIdToNewIdMap as Record<string, string>) },
    selectAfterInstantUpdate: readSelection(
      value.selectAfterInstantUpdate,
      `${path}.selectAfterInstantUpdate`,
    ),
    selectAfterUndo: readSelection(value.selectAfterUndo, `${path}.selectAfterUndo`),
    lifecycle: readLifecycle(value.lifecycle, `${path}.lifecycle`, type),
  } as ChangeItem
}

/**
 * Rebuilds an item from its JSON form (recursively for UNDO and REDO), checking every field.
 *
 * @throws {@link ChangeItemError} `UNKNOWN_CHANGE_TYPE` ('Unknown change type: {type}');
 * `INVALID_UUID` ('Invalid UUID') for a bad id; `INVALID_CHANGE_FIELDS` or
 * `INVALID_SERIALISED_ITEM` naming the first bad field.
 * @example
 * ```ts
 * const item = deserialiseChangeItem(JSON.parse(message))
 * ```
 */
export function deserialiseChangeItem(json: unknown): ChangeItem {
  return readItem(json, 'item')
}
