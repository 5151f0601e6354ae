import type { ChangeFieldsByType } from '../change-fields'
import { type ChangeItem, type ChangeItemOf, createChangeItem } from '../change-item'
import type { ChangeType } from '../change-type'

/** A deterministic codebase id `tempo-<uuid v4>` numbered n (1-99). */
export const codebaseId = (n: number): string =>
  `tempo-00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A tree element as the frame would report it (any object works for the package). */
export interface SampleTreeElement {
  readonly codebaseId: string
  readonly name: string
}

/** A lookup with a tree element for codebase ids 1 to 20. */
export const sampleLookup: Readonly<Record<string, SampleTreeElement>> = Object.fromEntries(
  Array.from({ length: 20 }, (_, index) => {
    const id = codebaseId(index + 1)
    return [id, { codebaseId: id, name: `Element ${index + 1}` }]
  }),
)

export const element = (n: number): SampleTreeElement => {
  const found = sampleLookup[codebaseId(n)]
  if (found === undefined) throw new Error(`no sample element ${n}`)
  return found
}

/** Fields that use every field of each type, with codebase ids 1-9. */
export const fullFields = {
  STYLING: {
    codebaseId: codebaseId(1),
    stylingChanges: { color: 'red', margin: null },
    stylingFramework: 'Tailwind',
    modifiers: ['hover', 'md'],
    customProperties: { '--accent': '#4597F7' },
  },
  ADD_JSX: {
    codebaseIdToAddTo: codebaseId(1),
    beforeCodebaseId: codebaseId(2),
    afterCodebaseId: codebaseId(3),
    addCodebaseId: codebaseId(4),
    addNativeTag: 'div',
    fileContentsToSourceFrom: 'export const Card = () => <div />',
    fileContentsSourceFilename: 'Card.tsx',
    propsToSet: { title: 'Hi', count: 2 },
    deletedStoryboardId: 'storyboard-1',
    htmlForInstantUpdate: '<div class="card"></div>',
  },
  MOVE_JSX: {
    codebaseIdToMove: codebaseId(1),
    codebaseIdToMoveTo: codebaseId(2),
    afterCodebaseId: codebaseId(3),
    beforeCodebaseId: codebaseId(4),
    expectedCurrentParentCodebaseId: codebaseId(5),
  },
  REMOVE_JSX: { codebaseIdsToRemove: [codebaseId(1), codebaseId(2)] },
  CHANGE_PROP: { codebaseIdToChange: codebaseId(1), propName: 'variant', propValue: 'primary' },
  WRAP_DIV: { codebaseIdsToWrap: [codebaseId(1), codebaseId(2)] },
  DUPLICATE: { codebaseIdsToDuplicate: [codebaseId(1), codebaseId(2)] },
  CHANGE_TAG: { codebaseIdToChange: codebaseId(1), newTagName: 'section' },
  ADD_CLASS: {
    codebaseIdToAddClass: codebaseId(1),
    className: 'p-4',
    addingTailwindClass: true,
    modifiers: ['focus'],
    customProperties: {},
    cssEquivalent: 'padding: 1rem',
    temporaryOnly: false,
  },
  REMOVE_CLASS: { codebaseIdToRemoveClass: codebaseId(1), className: 'p-4' },
  EDIT_TEXT: { codebaseIdToEditText: codebaseId(1), newText: 'Hello', oldText: 'Hi' },
  UNKNOWN: {},
} as const satisfies { [T in Exclude<ChangeType, 'UNDO' | 'REDO'>]: ChangeFieldsByType[T] }

/** The eleven editing types plus UNKNOWN: every type that does not wrap another change. */
export const PLAIN_TYPES = Object.keys(fullFields) as (keyof typeof fullFields)[]

/** An item of a plain type with all its fields set. */
export function sampleItem<T extends keyof typeof fullFields>(
  type: T,
  options: { activityId?: string } = {},
): ChangeItemOf<T> {
  return createChangeItem({
    type,
    changeFields: fullFields[type],
    ...options,
  } as never) as ChangeItemOf<T>
}

/** One item of each of the 14 types; UNDO and REDO wrap a STYLING item with an activity id. */
export function oneItemOfEachType(): ChangeItem[] {
  const wrapped = sampleItem('STYLING', { activityId: 'activity-1' })
  return [
    ...PLAIN_TYPES.map((type) => sampleItem(type)),
    createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: wrapped } }),
    createChangeItem({ type: 'REDO', changeFields: { changeToRedo: wrapped } }),
  ]
}
