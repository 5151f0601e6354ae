import type { ChangeItem } from './change-item'
import type { JsonValue } from './json-value'

/** How a styling change is written to the source: inline style, a CSS rule or Tailwind classes. */
export type StylingFramework = 'Inline' | 'CSS' | 'Tailwind'

/** The three styling frameworks, in the specification's order. */
export const STYLING_FRAMEWORKS: readonly StylingFramework[] = ['Inline', 'CSS', 'Tailwind']

/** Fields of a STYLING change ('Styling'). */
export interface StylingFields {
  /** The element to restyle. */
  readonly codebaseId: string
  /**
   * The other elements of a multi-selection, changed the same way in the same call: one
   * activity, one undo. (An addition to the spec's fields; absent for one element.)
   */
  readonly alsoCodebaseIds?: readonly string[]
  /** CSS property to value; `null` unsets the property. */
  readonly stylingChanges: Readonly<Record<string, string | null>>
  readonly stylingFramework: StylingFramework
  /** State modifiers and responsive prefixes the styling applies under (e.g. `hover`, `md`). */
  readonly modifiers: readonly string[]
  /** Custom properties (CSS variables) to set along with the styling. */
  readonly customProperties: Readonly<Record<string, string>>
}

/**
 * Fields of an ADD_JSX change ('Add Element'). Either `addCodebaseId` (copy an existing
 * element) or `addNativeTag` (create a native element) must be given.
 */
export interface AddJsxFields {
  /** The element the new one goes into. */
  readonly codebaseIdToAddTo: string
  /** Insert before this sibling. */
  readonly beforeCodebaseId?: string
  /** Insert after this sibling. */
  readonly afterCodebaseId?: string
  /**
   * The new element's position among the parent's children, from 0, counted as
   * `MoveJsxFields.childIndex` counts them: instead of `afterCodebaseId`/`beforeCodebaseId`, to
   * place it next to text or an `{expression}`. (An addition to the spec's fields.)
   */
  readonly childIndex?: number
  /** Copy this existing element. */
  readonly addCodebaseId?: string
  /** Create a native element with this tag (e.g. `div`). */
  readonly addNativeTag?: string
  /** Source text to take the added element from (e.g. a component from another file). */
  readonly fileContentsToSourceFrom?: string
  /** The file name of `fileContentsToSourceFrom`. */
  readonly fileContentsSourceFilename?: string
  /** Props to set on a new native element. */
  readonly propsToSet?: Readonly<Record<string, JsonValue>>
  /** A storyboard deleted by this addition, if any. */
  readonly deletedStoryboardId?: string
  /** The HTML the frame inserts as the instant update. */
  readonly htmlForInstantUpdate?: string
}

/** Fields of a MOVE_JSX change ('Move Element'). */
export interface MoveJsxFields {
  readonly codebaseIdToMove: string
  /** The new parent. */
  readonly codebaseIdToMoveTo: string
  readonly afterCodebaseId?: string
  readonly beforeCodebaseId?: string
  /** The parent the element is expected to have now; the backend refuses the move if it differs. */
  readonly expectedCurrentParentCodebaseId?: string
  /**
   * The element's position among the new parent's children after the move, from 0 — counting
   * every child as written in source: elements, text runs and `{expressions}` (whitespace that
   * JSX drops and comment-only `{/* … *\/}` are not children). Equal to the number of other
   * children: last. Instead of `afterCodebaseId`/`beforeCodebaseId`, to place the element next
   * to text or an expression; without any of the three it becomes the last child.
   */
  readonly childIndex?: number
}

/** Fields of a REMOVE_JSX change ('Delete Element'); the ids are de-duplicated. */
export interface RemoveJsxFields {
  readonly codebaseIdsToRemove: readonly string[]
}

/** Fields of a CHANGE_PROP change ('Change Prop'). */
export interface ChangePropFields {
  readonly codebaseIdToChange: string
  /** The other elements of a multi-selection, given the same prop in the same call. */
  readonly alsoCodebaseIds?: readonly string[]
  readonly propName: string
  readonly propValue: JsonValue
}

/** Fields of a WRAP_DIV change ('Wrap In Div'); the ids are de-duplicated. */
export interface WrapDivFields {
  readonly codebaseIdsToWrap: readonly string[]
}

/** Fields of a DUPLICATE change ('Duplicate'); the ids are de-duplicated. */
export interface DuplicateFields {
  readonly codebaseIdsToDuplicate: readonly string[]
}

/** Fields of a CHANGE_TAG change ('Change Tag Name'). */
export interface ChangeTagFields {
  readonly codebaseIdToChange: string
  readonly newTagName: string
}

/** Fields of an ADD_CLASS change ('Add Class'). */
export interface AddClassFields {
  readonly codebaseIdToAddClass: string
  /**
   * The other elements of a multi-selection, changed the same way in the same call: one
   * activity, one undo. (An addition to the spec's fields; absent for one element.)
   */
  readonly alsoCodebaseIds?: readonly string[]
  readonly className: string
  /** True when the class is a Tailwind utility (sent as stylingFramework 'Tailwind'). */
  readonly addingTailwindClass: boolean
  readonly modifiers: readonly string[]
  readonly customProperties: Readonly<Record<string, string>>
  /** The CSS the class stands for, used by the instant update. */
  readonly cssEquivalent?: string
  /** True when the class is only shown in the frame and never written to the source. */
  readonly temporaryOnly?: boolean
}

/** Fields of a REMOVE_CLASS change ('Remove Class'). */
export interface RemoveClassFields {
  readonly codebaseIdToRemoveClass: string
  /**
   * The other elements of a multi-selection, changed the same way in the same call: one
   * activity, one undo. (An addition to the spec's fields; absent for one element.)
   */
  readonly alsoCodebaseIds?: readonly string[]
  readonly className: string
}

/** Fields of an EDIT_TEXT change ('Edit Text'). */
export interface EditTextFields {
  readonly codebaseIdToEditText: string
  readonly newText: string
  /** The text as it reads now: the element's whole text, or the one text run being edited. */
  readonly oldText: string
  /**
   * Which static text run to edit when the element's children mix text with elements or
   * `{expressions}` (`Hello <b>you</b>, welcome` has two runs: 0 `Hello`, 1 `, welcome`), from 0
   * in source order. Without it, the run that reads `oldText` (it must be the only one).
   */
  readonly textRunIndex?: number
}

/** Fields of an UNDO change: the change it undoes. */
export interface UndoFields {
  readonly changeToUndo: ChangeItem
}

/** Fields of a REDO change: the change it redoes. */
export interface RedoFields {
  readonly changeToRedo: ChangeItem
}

/** Fields of an UNKNOWN change: none. */
export type UnknownFields = Readonly<Record<string, never>>

/**
 * The fields of each change type, exactly as the specification's table lists them.
 *
 * @example
 * ```ts
 * const fields: ChangeFieldsByType['CHANGE_TAG'] = { codebaseIdToChange: id, newTagName: 'section' }
 * ```
 */
export interface ChangeFieldsByType {
  STYLING: StylingFields
  ADD_JSX: AddJsxFields
  MOVE_JSX: MoveJsxFields
  REMOVE_JSX: RemoveJsxFields
  CHANGE_PROP: ChangePropFields
  WRAP_DIV: WrapDivFields
  DUPLICATE: DuplicateFields
  CHANGE_TAG: ChangeTagFields
  ADD_CLASS: AddClassFields
  REMOVE_CLASS: RemoveClassFields
  EDIT_TEXT: EditTextFields
  UNDO: UndoFields
  REDO: RedoFields
  UNKNOWN: UnknownFields
}
