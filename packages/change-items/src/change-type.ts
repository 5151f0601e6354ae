/**
 * The 14 change types, in the order of the specification's table.
 *
 * @example
 * ```ts
 * for (const type of CHANGE_TYPES) console.log(type, CHANGE_TYPE_LABELS[type])
 * ```
 */
export const CHANGE_TYPES = [
  'STYLING',
  'ADD_JSX',
  'MOVE_JSX',
  'REMOVE_JSX',
  'CHANGE_PROP',
  'WRAP_DIV',
  'DUPLICATE',
  'CHANGE_TAG',
  'ADD_CLASS',
  'REMOVE_CLASS',
  'EDIT_TEXT',
  'UNDO',
  'REDO',
  'UNKNOWN',
] as const

/** One of the 14 change types; the discriminant of {@link ChangeItem}. */
export type ChangeType = (typeof CHANGE_TYPES)[number]

/**
 * The human label (`changeName`) of each change type. The specification gives the labels of
 * the eleven editing types; UNDO, REDO and UNKNOWN have none there, so they are labelled
 * 'Undo', 'Redo' and 'Unknown'.
 */
export const CHANGE_TYPE_LABELS: Readonly<Record<ChangeType, string>> = {
  STYLING: 'Styling',
  ADD_JSX: 'Add Element',
  MOVE_JSX: 'Move Element',
  REMOVE_JSX: 'Delete Element',
  CHANGE_PROP: 'Change Prop',
  WRAP_DIV: 'Wrap In Div',
  DUPLICATE: 'Duplicate',
  CHANGE_TAG: 'Change Tag Name',
  ADD_CLASS: 'Add Class',
  REMOVE_CLASS: 'Remove Class',
  EDIT_TEXT: 'Edit Text',
  UNDO: 'Undo',
  REDO: 'Redo',
  UNKNOWN: 'Unknown',
}

/**
 * Tells whether a value is one of the 14 change types.
 *
 * @example
 * ```ts
 * isChangeType('STYLING') // true
 * isChangeType('RENAME') // false
 * ```
 */
export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'string' && (CHANGE_TYPES as readonly string[]).includes(value)
}
