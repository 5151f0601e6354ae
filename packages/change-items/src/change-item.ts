import type { ChangeFieldsByType } from './change-fields'
import { normaliseChangeFields } from './change-fields-schema'
import { ChangeItemError } from './change-item-error'
import { CHANGE_TYPE_LABELS, type ChangeType, isChangeType } from './change-type'
import { generateUuid } from './generate-uuid'
import { assertUuid } from './uuid'

/** Which element (and which multi-selection) the editor selects at some moment. */
export interface ElementSelection {
  /** The element key to select, or null to leave the selection alone. */
  readonly elementKey: string | null
  /** The element keys to multi-select, or null to leave the multi-selection alone. */
  readonly multiselectElementKeys: readonly string[] | null
}

/** A selection that changes nothing: no element key and no multi-selection. */
export const EMPTY_SELECTION: ElementSelection = Object.freeze({
  elementKey: null,
  multiselectElementKeys: null,
})

/** The lifecycle flags of a change item; change them only through {@link reduceChangeItem}. */
export interface LifecycleFlags {
  /** Whether the item is meant to be shown in the frame before the backend confirms it. */
  readonly sendInstantUpdate: boolean
  readonly instantUpdateSent: boolean
  readonly instantUpdateFinished: boolean
  readonly instantUpdateSuccessful: boolean
  /** Whether the backend has processed the item (successfully or not). */
  readonly consumed: boolean
  /** Whether the backend failed to process the item; only ever true once consumed. */
  readonly failed: boolean
}

interface ChangeItemOfOneType<T extends ChangeType> {
  /** A uuid (v4 unless given). */
  readonly id: string
  readonly type: T
  /** The human name shown in the history, by default the type's label. */
  readonly changeName: string
  readonly changeFields: ChangeFieldsByType[T]
  /** The backend activity the change became, needed to undo or redo it; null until known. */
  readonly activityId: string | null
  /** Previous codebase id to new codebase id, as the backend reported after the change. */
  readonly prevIdToNewIdMap: Readonly<Record<string, string>>
  /** What to select once the instant update is shown. */
  readonly selectAfterInstantUpdate: ElementSelection
  /** What to select once the instant update is undone. */
  readonly selectAfterUndo: ElementSelection
  readonly lifecycle: LifecycleFlags
}

/**
 * A change item of type `T`; for a union of types, the union of their items (so the result of
 * {@link createChangeItem} on a union input is still a {@link ChangeItem}).
 */
export type ChangeItemOf<T extends ChangeType> = T extends ChangeType
  ? ChangeItemOfOneType<T>
  : never

/**
 * A change item: a discriminated union over `type`, so a `switch (item.type)` narrows
 * `changeFields` and can be checked for exhaustiveness.
 *
 * @example
 * ```ts
 * function describe(item: ChangeItem): string {
 *   switch (item.type) {
 *     case 'CHANGE_TAG':
 *       return `to <${item.changeFields.newTagName}>`
 *     // ...one case per type...
 *     default:
 *       return item.changeName
 *   }
 * }
 * ```
 */
export type ChangeItem = { [T in ChangeType]: ChangeItemOf<T> }[ChangeType]

/** Options shared by every type when creating an item. */
export interface CreateChangeItemOptions {
  /** A uuid to use as id; a fresh v4 uuid when absent. */
  readonly id?: string
  /** Overrides the label as the item's name. */
  readonly changeName?: string
  readonly activityId?: string | null
  readonly prevIdToNewIdMap?: Readonly<Record<string, string>>
  readonly selectAfterInstantUpdate?: ElementSelection
  readonly selectAfterUndo?: ElementSelection
  /** False for a change that is not shown in the frame first (default true; always false for UNKNOWN). */
  readonly sendInstantUpdate?: boolean
}

/** The input of {@link createChangeItem}: a type, its fields, and the shared options. */
export type CreateChangeItemInput = {
  [T in ChangeType]: CreateChangeItemOptions & {
    readonly type: T
    readonly changeFields: ChangeFieldsByType[T]
  }
}[ChangeType]

/**
 * Tells whether a value has the shape of a change item (an object with a known `type`, a string
 * id and change fields). It does not check the fields; use it on values you created.
 */
export function isChangeItem(value: unknown): value is ChangeItem {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Record<keyof ChangeItem, unknown>>
  return (
    isChangeType(candidate.type) &&
    typeof candidate.id === 'string' &&
    typeof candidate.changeFields === 'object' &&
    candidate.changeFields !== null &&
    typeof candidate.lifecycle === 'object' &&
    candidate.lifecycle !== null
  )
}

function requireWrappedItem(value: unknown, path: string): ChangeItem {
  if (!isChangeItem(value)) {
    throw new ChangeItemError('INVALID_CHANGE_FIELDS', `${path} must be a change item`)
  }
  return value
}

/**
 * Creates a change item. REMOVE_JSX, WRAP_DIV and DUPLICATE id lists are de-duplicated; an
 * UNKNOWN item is created consumed and sends no instant update.
 *
 * @throws {@link ChangeItemError} `INVALID_UUID` when `id` is given but is not a uuid;
 * `INVALID_CHANGE_FIELDS` when the fields do not match the type (e.g. an ADD_JSX with neither
 * `addCodebaseId` nor `addNativeTag`).
 * @example
 * ```ts
 * const item = createChangeItem({
 *   type: 'CHANGE_TAG',
 *   changeFields: { codebaseIdToChange: 'tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479', newTagName: 'section' },
 * })
 * item.changeName // 'Change Tag Name'
 * ```
 */
export function createChangeItem<I extends CreateChangeItemInput>(input: I): ChangeItemOf<I['type']>
export function createChangeItem(input: CreateChangeItemInput): ChangeItem {
  const id = input.id === undefined ? generateUuid() : assertUuid(input.id)
  const type: ChangeType = input.type
  const isUnknown = type === 'UNKNOWN'
  return {
    id,
    type,
    changeName: input.changeName ?? CHANGE_TYPE_LABELS[type],
    changeFields: normaliseChangeFields(type, input.changeFields, requireWrappedItem),
    activityId: input.activityId ?? null,
    prevIdToNewIdMap: { ...input.prevIdToNewIdMap },
    selectAfterInstantUpdate: input.selectAfterInstantUpdate ?? EMPTY_SELECTION,
    selectAfterUndo: input.selectAfterUndo ?? EMPTY_SELECTION,
    lifecycle: {
      sendInstantUpdate: !isUnknown && (input.sendInstantUpdate ?? true),
      instantUpdateSent: false,
      instantUpdateFinished: false,
      instantUpdateSuccessful: false,
      consumed: isUnknown,
      failed: false,
    },
  } as ChangeItem
}
