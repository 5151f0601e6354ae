import type {
  CodebaseIdMap,
  ElementSelection,
  JsonValue,
  Lookups,
  SerialisedChangeItem,
  TreeElement,
} from '@splendid/change-items'
import type { CssRuleEntry } from './entities/css-rule-entry'
import type { PointerEventPayload } from './entities/input-events'
import type { HydrationStatusMessage } from './hydration-status'

/** The storyboard types of spec §3. */
export type StoryboardType = 'APPLICATION' | 'STORY'

/** A JSON object. */
export type JsonObject = { readonly [key: string]: JsonValue }

/**
 * The codebase's JSX elements by codebase id: mutate-api's tree-element lookup
 * (change-items' `Lookups['treeElements']`), as the editor received it.
 */
export type CodebaseElementLookup = Lookups['treeElements']

/** The component scopes of the codebase by `<filePath>#<componentName>`: change-items' `Lookups['scopes']`. */
export type ScopeLookup = Lookups['scopes']

/**
 * The lookups the frame needs to map DOM elements to source (sent again after every rewrite):
 * mutate-api's lookups as change-items types them, so the editor hands its `Lookups` over as they
 * are.
 *
 * @example
 * ```ts
 * const frameLookups: FrameLookups = {
 *   treeElementLookup: lookups.treeElements,
 *   scopeLookup: lookups.scopes,
 *   storyboardComponentElement: null,
 * }
 * ```
 */
export interface FrameLookups {
  readonly treeElementLookup: CodebaseElementLookup
  readonly scopeLookup: ScopeLookup
  /** The storyboard's own root component element, when the preview renders a storyboard. */
  readonly storyboardComponentElement: TreeElement | null
}

/** Arguments of `initProject`: who the preview is, the lookups and the editor's current modes. */
export interface InitProjectInput extends FrameLookups {
  readonly projectId: string
  readonly canvasId: string
  readonly storyboardId: string
  readonly storyboardType: StoryboardType
  /** Zoom as a fraction (1 = 100 %; §9 default). */
  readonly zoomPerc: number
  readonly driveModeEnabled: boolean
  readonly aiContextEnabled: boolean
}

/** Arguments of `processRulesForSelectedElement`. */
export interface ProcessRulesInput {
  readonly selectedElementKey: string
  /** Stylesheet rules known to the editor (e.g. from the project's CSS files), by selector. */
  readonly knownRules: readonly CssRuleEntry[]
}

/** Arguments of `setModifiersForSelectedElement`: force these pseudo states / breakpoints. */
export interface SetModifiersInput {
  readonly selectedElementKey: string
  /** State modifiers and responsive prefixes to preview (`hover`, `md`, …); empty clears. */
  readonly modifiers: readonly string[]
}

/** Arguments of `ruleMatchesElement`. */
export interface RuleMatchInput {
  readonly elementKey: string
  readonly selector: string
}

/** Computed style property → value of one element. */
export type CssEvals = Readonly<Record<string, string>>

/** The outcome of applying a change item to the document (the instant update, §4). */
export interface InstantUpdateResult {
  readonly changeItemId: string
  readonly successful: boolean
  /** What to select now; also sent as the `instantUpdateDone` event. */
  readonly selection: ElementSelection
}

/**
 * What a rewrite changed in the lookups the frame holds: the entries added or altered, and the
 * keys whose entries are gone. Everything else stays as the frame has it — on a 2,000-file
 * project the whole lookups are 36 MB of JSON, a restyle's change a few hundred bytes.
 */
export interface FrameLookupsChange {
  /** Entries added or altered, by codebase id. */
  readonly treeElementLookup: CodebaseElementLookup
  /** Scopes added or altered, by `<filePath>#<componentName>`. */
  readonly scopeLookup: ScopeLookup
  readonly removedTreeElements: readonly string[]
  readonly removedScopes: readonly string[]
}

/** Arguments of `updateCodebaseIds`: after a rewrite, re-point the DOM at the new ids. */
export interface UpdateCodebaseIdsInput {
  readonly prevIdToNewIdMap: CodebaseIdMap
  readonly lookupsChange: FrameLookupsChange
}

/** Arguments of `tempMoveElement`: preview a reorder among the element's siblings. */
export interface TempMoveElementInput {
  readonly elementKey: string
  /** Index among the siblings; `null` restores the original position. */
  readonly newIndex: number | null
}

/** Arguments of `tempAddDiv`: show a placeholder box where an element would be added. */
export interface TempAddDivInput {
  /** `null` removes the placeholder. */
  readonly parentElementKey: string | null
  readonly indexInParent: number
  readonly width: number
  readonly height: number
  /**
   * The index among the parent's children as written (see `InsertDropTarget.childIndex`): the
   * box goes there instead of at `indexInParent`, inline between text. (An addition to §7.)
   */
  readonly childIndexInParent?: number | null | undefined
}

/** Arguments of `tempMoveToNewParent`: preview the dragged element inside another parent. */
export interface TempMoveToNewParentInput {
  readonly elementKey: string
  /** `null` restores the element to its own parent. */
  readonly newParentElementKey: string | null
  readonly indexInParent: number
}

/** Arguments of `insertDropTargetAt`: a point of the preview's viewport. */
export interface InsertDropPoint {
  readonly clientX: number
  readonly clientY: number
}

/** Where something dragged in from the editor would be inserted. */
export interface InsertDropTarget {
  /** The container it goes into. */
  readonly parentKey: string
  /** Its index among the container's children. */
  readonly index: number
  /**
   * Its index among the container's children as written — elements, text runs and
   * `{expressions}` — when the frame knows them (a host element React rendered), else `null`.
   */
  readonly childIndex: number | null
  /** Whether the children run along a row or a line of text (else down a column). */
  readonly horizontal: boolean
}

/**
 * Where an element is written: its parent as written and the child of that parent that renders
 * it, counted as mutate-api's `childIndex` counts (elements, text runs, `{expressions}`).
 */
export interface WrittenPlace {
  /**
   * The key of the element whose JSX holds it: its parent, or the component instance whose
   * `children` its parent renders.
   */
  readonly parentKey: string
  /** The index of the child that renders it among that parent's children as written. */
  readonly childIndex: number
  /**
   * Whether that child renders nothing else (the element itself, or `{show && <p />}`); false
   * for one of the items of a `.map(…)`: a place beside it is before or after the whole list.
   */
  readonly own: boolean
}

/**
 * Every function the frame exposes to the parent (spec §7), with its arguments and result.
 * The frame runtime implements this interface (handlers may also return a promise of the
 * result); the parent calls it through `bridge.call(name, ...args)`.
 *
 * Arguments and results must be JSON-compatible: large ones travel compressed as JSON text.
 */
export interface FrameFunctions {
  /** Starts the editing session in the preview. */
  initProject(input: InitProjectInput): void
  /** Replaces the lookups after the codebase changed. */
  setNewLookups(lookups: FrameLookups): void
  /** Interactions go to the app; outlines and hover are cleared (§4 Drive mode). */
  enableDriveMode(): void
  /** Interactions go to the editor again. */
  disableDriveMode(): void
  /** Outlines the element as hovered; `null` clears the hover. */
  setHoveredElement(elementKey: string | null): void
  /** Selects the element; `null` clears the selection. */
  setSelectedElement(elementKey: string | null): void
  /** Replaces the multi-selection (empty clears it). */
  setMultiselectedElementKeys(elementKeys: readonly string[]): void
  /** The rules that apply or could apply to the selected element, for the styles panel. */
  processRulesForSelectedElement(input: ProcessRulesInput): readonly CssRuleEntry[]
  /** Forces pseudo states / breakpoints on the selected element so their styles show. */
  setModifiersForSelectedElement(input: SetModifiersInput): void
  /** Computed styles of an element (about 70 properties, §9). */
  getCssEvals(elementKey: string): CssEvals
  /** Whether a selector matches the element; `false` for an invalid selector (§5). */
  ruleMatchesElement(input: RuleMatchInput): boolean
  /** The element's class list. */
  getElementClassList(elementKey: string): readonly string[]
  /** Applies the instant update of a change item (§4). */
  applyChangeItemToDocument(changeItem: SerialisedChangeItem): InstantUpdateResult
  /** Re-points elements at new codebase ids after a rewrite. */
  updateCodebaseIds(input: UpdateCodebaseIdsInput): void
  /** History back in the preview. */
  goBack(): void
  /** History forward in the preview. */
  goForward(): void
  /** Reloads the preview's route. */
  refresh(): void
  /** A mouse-over at this position, forwarded from the parent's overlay. */
  syntheticMouseOver(position: PointerEventPayload): void
  /** A mouse move at this position, forwarded from the parent's overlay. */
  syntheticMouseMove(position: PointerEventPayload): void
  /** A mouse up at this position, forwarded from the parent's overlay. */
  syntheticMouseUp(position: PointerEventPayload): void
  /** Sets the zoom (a fraction, 1 = 100 %). */
  setZoomPerc(zoomPerc: number): void
  /** Turns the AI-context selection mode (and its violet palette) on or off. */
  setAiContext(enabled: boolean): void
  tempMoveElement(input: TempMoveElementInput): void
  tempAddDiv(input: TempAddDivInput): void
  /**
   * Where an item dragged from the editor's insert panel would land at this point: the container
   * under it and the index among its children, as a drag of an element would drop (`null` over
   * nothing that can hold it). An addition to the spec's functions, for insertion by drag.
   */
  insertDropTargetAt(point: InsertDropPoint): InsertDropTarget | null
  tempMoveToNewParent(input: TempMoveToNewParentInput): void
  /**
   * Where each element is written (`null` when the frame cannot tell: not rendered by React, the
   * root of a component's render, an element out of the tree), for moves from the layers panel.
   * An addition to the spec's functions.
   */
  writtenPlaces(elementKeys: readonly string[]): readonly (WrittenPlace | null)[]
  /** Reads the preview's error overlay (§4 Hydration status). */
  checkIfHydrationError(): HydrationStatusMessage
  /** Starts a drag of the selected element from the parent's side. */
  triggerDragStart(): void
  /** Cancels the drag in progress. */
  triggerDragCancel(): void
  /** Tells the frame whether the parent is flushing change items to the backend. */
  setIsFlushing(isFlushing: boolean): void
}

/** The name of a frame function. */
export type FrameFunctionName = keyof FrameFunctions

/** The arguments of frame function `N`, as a tuple. */
export type FrameFunctionArgs<N extends FrameFunctionName> = Parameters<FrameFunctions[N]>

/** The result of frame function `N`. */
export type FrameFunctionResult<N extends FrameFunctionName> = ReturnType<FrameFunctions[N]>

/**
 * What the frame runtime passes to `createFrameEndpoint`: each function of {@link FrameFunctions},
 * returning its result or a promise of it.
 */
export type FrameFunctionHandlers = {
  readonly [N in FrameFunctionName]: (
    ...args: FrameFunctionArgs<N>
  ) => FrameFunctionResult<N> | Promise<FrameFunctionResult<N>>
}

/**
 * The names of every frame function, in the spec's order (§7). The compiler checks that the list
 * and {@link FrameFunctions} agree.
 */
export const FRAME_FUNCTION_NAMES = [
  'initProject',
  'setNewLookups',
  'enableDriveMode',
  'disableDriveMode',
  'setHoveredElement',
  'setSelectedElement',
  'setMultiselectedElementKeys',
  'processRulesForSelectedElement',
  'setModifiersForSelectedElement',
  'getCssEvals',
  'ruleMatchesElement',
  'getElementClassList',
  'applyChangeItemToDocument',
  'updateCodebaseIds',
  'goBack',
  'goForward',
  'refresh',
  'syntheticMouseOver',
  'syntheticMouseMove',
  'syntheticMouseUp',
  'setZoomPerc',
  'setAiContext',
  'tempMoveElement',
  'tempAddDiv',
  'insertDropTargetAt',
  'tempMoveToNewParent',
  'writtenPlaces',
  'checkIfHydrationError',
  'triggerDragStart',
  'triggerDragCancel',
  'setIsFlushing',
] as const satisfies readonly FrameFunctionName[]

type MissingFunctionNames = Exclude<FrameFunctionName, (typeof FRAME_FUNCTION_NAMES)[number]>
// Fails to compile when a function is added to the interface but not to the list.
const everyFunctionListed: [MissingFunctionNames] extends [never] ? true : never = true
void everyFunctionListed

/** Tells whether a string names a frame function. */
export function isFrameFunctionName(name: unknown): name is FrameFunctionName {
  return (FRAME_FUNCTION_NAMES as readonly unknown[]).includes(name)
}
