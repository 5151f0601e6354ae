import { CHANGE_TYPE_LABELS, type ChangeItem } from '@splendid/change-items'

/**
 * The label of a change for the history list: its name, or the label of its type when it has
 * none.
 *
 * @example
 * ```ts
 * changeLabel(createChangeItem({ type: 'CHANGE_TAG', changeFields })) // 'Change Tag Name'
 * ```
 */
export function changeLabel(item: ChangeItem): string {
  return item.changeName || CHANGE_TYPE_LABELS[item.type]
}
