import { parseElementKey } from '@splendid/change-items'
import type { NavTreeIndex } from '../nav-tree-index'

/**
 * Why an action cannot become a change (the designer is told, in their language). The `invalid-…`
 * ones come with the value that was refused.
 */
export type ActionRefusal =
  | 'component-has-no-tag'
  | 'copied-element-gone'
  | 'copy-not-in-source'
  | 'element-not-movable'
  | 'image-has-no-url'
  | 'insert-inside-itself'
  | 'insert-not-there'
  | 'invalid-class-name'
  | 'invalid-import-name'
  | 'invalid-prop-name'
  | 'invalid-tag-name'
  | 'move-into-itself'
  | 'move-not-there'
  | 'no-parent-to-add-to'
  | 'paste-not-here'
  | 'select-element'
  | 'select-image'
  | 'select-paste-place'
  | 'wrap-different-parents'

/** The English text of each {@link ActionRefusal}, given the refused value where there is one. */
export const ENGLISH_REFUSALS: Readonly<Record<ActionRefusal, (value: string) => string>> = {
  'component-has-no-tag': () => 'A component has no tag to change',
  'copied-element-gone': () => 'The copied element is no longer in the source',
  'copy-not-in-source': () => 'Only elements written in the source can be copied',
  'element-not-movable': () => 'This element cannot be moved',
  'image-has-no-url': () => 'The image has no URL',
  'insert-inside-itself': (value) => `${value} cannot be inserted inside itself`,
  'insert-not-there': () => 'Nothing can be inserted there',
  'invalid-class-name': (value) => `"${value}" is not a class name`,
  'invalid-import-name': (value) => `"${value}" is not an import name`,
  'invalid-prop-name': (value) => `"${value}" is not a prop name`,
  'invalid-tag-name': (value) => `"${value}" is not a valid tag name`,
  'move-into-itself': () => 'An element cannot be moved inside itself',
  'move-not-there': () => 'Elements cannot be moved there',
  'no-parent-to-add-to': () => 'This element has no parent to add to',
  'paste-not-here': () => 'Elements cannot be pasted here',
  'select-element': () => 'Select an element first',
  'select-image': () => 'Select an image first',
  'select-paste-place': () => 'Select where to paste first',
  'wrap-different-parents': () => 'Only elements with the same parent can be wrapped',
}

/** An action that cannot become a change; `refusal` (and `value`) say why, the message in English. */
export class ActionRefused extends Error {
  readonly refusal: ActionRefusal
  readonly value: string

  constructor(refusal: ActionRefusal, value = '') {
    super(ENGLISH_REFUSALS[refusal](value))
    this.name = 'ActionRefused'
    this.refusal = refusal
    this.value = value
  }
}

/** The selection an element action works on. */
export interface ActionTarget {
  readonly index: NavTreeIndex
  readonly selectedKey: string | null
  readonly multiselectedKeys: readonly string[]
}

/** The codebase id an element key names. */
export function codebaseIdOf(key: string): string {
  return parseElementKey(key).codebaseId
}

/** The selected keys: the multi-selection when there is one, else the single selection. */
export function selectedKeys(target: ActionTarget): readonly string[] {
  if (target.multiselectedKeys.length > 0) return target.multiselectedKeys
  return target.selectedKey === null ? [] : [target.selectedKey]
}

/** The selected keys; refuses an empty selection. */
export function requireSelection(target: ActionTarget): readonly string[] {
  const keys = selectedKeys(target)
  if (keys.length === 0) throw new ActionRefused('select-element')
  return keys
}

/**
 * The primary element's codebase id and the other selected elements' ones (`alsoCodebaseIds`,
 * only when there are others): what a change of the whole selection names. Refuses an empty
 * selection.
 */
export function selectedIds(target: ActionTarget): {
  readonly codebaseId: string
  readonly alsoCodebaseIds?: readonly string[]
} {
  const keys = requireSelection(target)
  const codebaseId = codebaseIdOf(target.selectedKey ?? keys[0] ?? '')
  const also = [...new Set(keys.map(codebaseIdOf))].filter((id) => id !== codebaseId)
  return also.length === 0 ? { codebaseId } : { codebaseId, alsoCodebaseIds: also }
}

/** The single selected key; refuses without one. */
export function requireSingle(target: ActionTarget): string {
  if (target.selectedKey === null) throw new ActionRefused('select-element')
  return target.selectedKey
}
