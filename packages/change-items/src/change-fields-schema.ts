import type { ChangeFieldsByType } from './change-fields'
import { STYLING_FRAMEWORKS } from './change-fields'
import type { ChangeItem } from './change-item'
import { ChangeItemError } from './change-item-error'
import type { ChangeType } from './change-type'
import { isJsonValue } from './json-value'

/**
 * What one change field holds. The codebase-id kinds are what id remapping rewrites; the
 * `codebaseIds` kind is de-duplicated; `changeItem` is the change an UNDO or REDO wraps.
 */
export type FieldKind =
  | 'codebaseId'
  | 'optionalCodebaseId'
  | 'codebaseIds'
  | 'optionalCodebaseIds'
  | 'string'
  | 'optionalString'
  | 'optionalBoolean'
  | 'optionalIndex'
  | 'boolean'
  | 'strings'
  | 'stylingChanges'
  | 'stringRecord'
  | 'stylingFramework'
  | 'json'
  | 'optionalJsonRecord'
  | 'changeItem'

type FieldSchema<T extends ChangeType> = {
  readonly [K in keyof ChangeFieldsByType[T]]-?: FieldKind
}

/** The kind of every field of every change type; the compiler checks that no field is left out. */
export const CHANGE_FIELD_SCHEMAS: { readonly [T in ChangeType]: FieldSchema<T> } = {
  STYLING: {
    codebaseId: 'codebaseId',
    alsoCodebaseIds: 'optionalCodebaseIds',
    stylingChanges: 'stylingChanges',
    stylingFramework: 'stylingFramework',
    modifiers: 'strings',
    customProperties: 'stringRecord',
  },
  ADD_JSX: {
    codebaseIdToAddTo: 'codebaseId',
    beforeCodebaseId: 'optionalCodebaseId',
    afterCodebaseId: 'optionalCodebaseId',
    childIndex: 'optionalIndex',
    addCodebaseId: 'optionalCodebaseId',
    addNativeTag: 'optionalString',
    fileContentsToSourceFrom: 'optionalString',
    fileContentsSourceFilename: 'optionalString',
    propsToSet: 'optionalJsonRecord',
    deletedStoryboardId: 'optionalString',
    htmlForInstantUpdate: 'optionalString',
  },
  MOVE_JSX: {
    codebaseIdToMove: 'codebaseId',
    codebaseIdToMoveTo: 'codebaseId',
    afterCodebaseId: 'optionalCodebaseId',
    beforeCodebaseId: 'optionalCodebaseId',
    expectedCurrentParentCodebaseId: 'optionalCodebaseId',
    childIndex: 'optionalIndex',
  },
  REMOVE_JSX: { codebaseIdsToRemove: 'codebaseIds' },
  CHANGE_PROP: {
    codebaseIdToChange: 'codebaseId',
    alsoCodebaseIds: 'optionalCodebaseIds',
    propName: 'string',
    propValue: 'json',
  },
  WRAP_DIV: { codebaseIdsToWrap: 'codebaseIds' },
  DUPLICATE: { codebaseIdsToDuplicate: 'codebaseIds' },
  CHANGE_TAG: { codebaseIdToChange: 'codebaseId', newTagName: 'string' },
  ADD_CLASS: {
    codebaseIdToAddClass: 'codebaseId',
    alsoCodebaseIds: 'optionalCodebaseIds',
    className: 'string',
    addingTailwindClass: 'boolean',
    modifiers: 'strings',
    customProperties: 'stringRecord',
    cssEquivalent: 'optionalString',
    temporaryOnly: 'optionalBoolean',
  },
  REMOVE_CLASS: {
    codebaseIdToRemoveClass: 'codebaseId',
    alsoCodebaseIds: 'optionalCodebaseIds',
    className: 'string',
  },
  EDIT_TEXT: {
    codebaseIdToEditText: 'codebaseId',
    newText: 'string',
    oldText: 'string',
    textRunIndex: 'optionalIndex',
  },
  UNDO: { changeToUndo: 'changeItem' },
  REDO: { changeToRedo: 'changeItem' },
  UNKNOWN: {},
}

/** Turns the value of a `changeItem` field into an item (validating or reconstructing it). */
export type NestedItemReader = (value: unknown, path: string) => ChangeItem

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string')

function fail(path: string, expected: string): never {
  throw new ChangeItemError('INVALID_CHANGE_FIELDS', `${path} must be ${expected}`)
}

const OPTIONAL_KINDS: ReadonlySet<FieldKind> = new Set([
  'optionalCodebaseId',
  'optionalCodebaseIds',
  'optionalString',
  'optionalBoolean',
  'optionalIndex',
  'optionalJsonRecord',
])

function readField(kind: FieldKind, value: unknown, path: string, nested: NestedItemReader) {
  switch (kind) {
    case 'codebaseId':
    case 'optionalCodebaseId':
      if (typeof value !== 'string' || value === '') fail(path, 'a non-empty codebase id')
      return value
    case 'string':
    case 'optionalString':
      if (typeof value !== 'string') fail(path, 'a string')
      return value
    case 'boolean':
    case 'optionalBoolean':
      if (typeof value !== 'boolean') fail(path, 'a boolean')
      return value
    case 'optionalIndex':
      if (!Number.isSafeInteger(value) || (value as number) < 0) fail(path, 'an index (0, 1, 2…)')
      return value
    case 'codebaseIds':
    case 'optionalCodebaseIds':
      if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id !== '')) {
        fail(path, 'a list of non-empty codebase ids')
      }
      return [...new Set(value as string[])]
    case 'strings':
      if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
        fail(path, 'a list of strings')
      }
      return [...(value as string[])]
    case 'stylingChanges':
      if (
        !isRecord(value) ||
        !Object.values(value).every((entry) => entry === null || typeof entry === 'string')
      ) {
        fail(path, 'a map of CSS property to string or null')
      }
      return { ...value }
    case 'stringRecord':
      if (!isStringRecord(value)) fail(path, 'a map of string to string')
      return { ...value }
    case 'stylingFramework':
      if (!(STYLING_FRAMEWORKS as readonly unknown[]).includes(value)) {
        fail(path, `one of ${STYLING_FRAMEWORKS.join(', ')}`)
      }
      return value
    case 'json':
      if (!isJsonValue(value)) fail(path, 'a JSON value')
      return value
    case 'optionalJsonRecord':
      if (!isRecord(value) || !isJsonValue(value)) fail(path, 'a map of JSON values')
      return { ...value }
    case 'changeItem':
      return nested(value, path)
    default: {
      const unreachable: never = kind
      throw new Error(`Unhandled field kind ${String(unreachable)}`)
    }
  }
}

/**
 * Checks raw change fields against the schema of `type` and returns a clean copy: required
 * fields present and well-typed, optional fields dropped when absent or `null`, id lists
 * de-duplicated (first occurrence kept), unknown fields dropped.
 *
 * @throws {@link ChangeItemError} `INVALID_CHANGE_FIELDS` naming the first bad field.
 */
export function normaliseChangeFields<T extends ChangeType>(
  type: T,
  raw: unknown,
  nested: NestedItemReader,
  path = 'changeFields',
): ChangeFieldsByType[T] {
  if (!isRecord(raw)) fail(path, 'an object')
  const schema: Readonly<Record<string, FieldKind>> = CHANGE_FIELD_SCHEMAS[type]
  const result: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(schema)) {
    const value = raw[name]
    // null is a real prop value; everywhere else it means "absent", as JSON writers often send it.
    if (value === undefined || (value === null && kind !== 'json')) {
      if (OPTIONAL_KINDS.has(kind)) continue
      fail(`${path}.${name}`, 'present')
    }
    result[name] = readField(kind, value, `${path}.${name}`, nested)
  }
  if (type === 'ADD_JSX' && result.addCodebaseId === undefined && !result.addNativeTag) {
    throw new ChangeItemError(
      'INVALID_CHANGE_FIELDS',
      `${path} of ADD_JSX needs addCodebaseId (copy an element) or addNativeTag (a native element)`,
    )
  }
  return result as unknown as ChangeFieldsByType[T]
}
