import { parseElementKey } from '@splendid/change-items'
import type { NavTreeIndex } from '../nav-tree-index'

/** Why an action cannot become a change; shown to the designer. */
export class ActionRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ActionRefused'
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
  if (keys.length === 0) throw new ActionRefused('Select an element first')
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
  if (target.selectedKey === null) throw new ActionRefused('Select an element first')
  return target.selectedKey
}
