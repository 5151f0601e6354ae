import { type CreateChangeItemInput, isSpecialCodebaseId } from '@splendid/change-items'
import { ActionRefused, type ActionTarget, codebaseIdOf } from './action-target'

/** Where an item dragged from the insert panel was dropped, as the frame reports it. */
export interface InsertDrop {
  /** The container it goes into. */
  readonly parentKey: string
  /** Its index among the container's children in the preview. */
  readonly index: number
  /**
   * Its index among the container's children as written (elements, text runs, `{expressions}`)
   * when the frame knows it: the insertion then names that position.
   */
  readonly childIndex?: number | null
}

/**
 * Turns an insert builder (one that inserts at the selection, such as `insertComponent`) into
 * one that inserts where a drag from the insert panel was dropped: into the drop's container,
 * at the position among its children as written (`childIndex`) when the frame knows it, else
 * between the children on either side of the index (`afterCodebaseId` / `beforeCodebaseId`).
 * Refuses a container that is not in the source (the page's body or root) and, given the
 * component's name, a drop inside an instance of that same component (it would render itself).
 *
 * @example
 * ```ts
 * await session.act(atDrop({ parentKey, index: 1 }, (target) => addElement(target, 'p')))
 * ```
 */
export function atDrop(
  drop: InsertDrop,
  build: (target: ActionTarget) => CreateChangeItemInput,
  componentName?: string,
): (target: ActionTarget) => CreateChangeItemInput {
  return (target) => {
    const parent = target.index.nodes.get(drop.parentKey)
    const parentId = parent?.identity.codebaseId ?? ''
    if (parent === undefined || parentId === '' || isSpecialCodebaseId(parentId))
      throw new ActionRefused('insert-not-there')
    if (componentName !== undefined) {
      for (let at: typeof parent | undefined = parent; at; ) {
        if (at.isComponent && at.name === componentName)
          throw new ActionRefused('insert-inside-itself', componentName)
        at = at.parentKey === null ? undefined : target.index.nodes.get(at.parentKey)
      }
    }
    const input = build({ index: target.index, selectedKey: parent.key, multiselectedKeys: [] })
    if (input.type !== 'ADD_JSX')
      throw new Error(`atDrop places insertions only, not ${input.type}`)
    const { afterCodebaseId: _after, beforeCodebaseId: _before, ...fields } = input.changeFields
    const childIndex = drop.childIndex ?? null
    if (childIndex !== null)
      return {
        ...input,
        changeFields: { ...fields, codebaseIdToAddTo: codebaseIdOf(parent.key), childIndex },
      }
    const before = parent.children[drop.index]
    const after = drop.index > 0 ? parent.children[drop.index - 1] : undefined
    return {
      ...input,
      changeFields: {
        ...fields,
        codebaseIdToAddTo: codebaseIdOf(parent.key),
        ...(after === undefined ? {} : { afterCodebaseId: codebaseIdOf(after.key) }),
        ...(before === undefined ? {} : { beforeCodebaseId: codebaseIdOf(before.key) }),
      },
    }
  }
}
