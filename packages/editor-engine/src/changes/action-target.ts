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

/** The single selected key; refuses without one. */
export function requireSingle(target: ActionTarget): string {
  if (target.selectedKey === null) throw new ActionRefused('Select an element first')
  return target.selectedKey
}
