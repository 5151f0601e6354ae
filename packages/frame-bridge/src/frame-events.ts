import type { ElementSelection } from '@splendid/change-items'
import type { CssRuleEntry } from './entities/css-rule-entry'
import type { DragContext } from './entities/drag-context'
import type {
  KeyboardEventPayload,
  PointerEventPayload,
  WheelEventPayload,
} from './entities/input-events'
import type { NavTreePayload } from './entities/nav-tree-node'
import type { CssEvals } from './frame-functions'
import type { HydrationStatus, HydrationStatusMessage } from './hydration-status'

/**
 * Every message kind the frame sends to the parent on its own initiative (spec §7), with its
 * payload. The parent subscribes with `bridge.on(kind, handler)`; the frame sends with
 * `endpoint.emit(kind, payload)`.
 */
export interface FrameEventPayloads {
  /** The element under the pointer changed (`null`: none). */
  hoveredElementKey: { readonly elementKey: string | null }
  /** The selection changed in the frame (`null`: cleared). */
  selectedElementKey: { readonly elementKey: string | null }
  /** The multi-selection changed in the frame (empty: cleared). */
  multiselectedElementKeys: { readonly elementKeys: readonly string[] }
  /** The navigation tree was (re)built, with the document's outer HTML. */
  navTree: NavTreePayload
  /** The styles panel's rules for the selected element. */
  processedCssRules: { readonly elementKey: string; readonly rules: readonly CssRuleEntry[] }
  /** Computed styles of an element. */
  cssEvals: { readonly elementKey: string; readonly cssEvals: CssEvals }
  /** The class list of an element. */
  elementClassList: { readonly elementKey: string; readonly classList: readonly string[] }
  /** The preview navigated. */
  latestHref: { readonly href: string }
  mouseMove: PointerEventPayload
  wheel: WheelEventPayload
  keyDown: KeyboardEventPayload
  keyUp: KeyboardEventPayload
  dragStart: DragContext
  dragEnd: DragContext
  dragCancel: DragContext
  /** A context menu was asked for on an element (right click). */
  contextRequested: PointerEventPayload & { readonly elementKey: string | null }
  /** The preview's error overlay state, with its texts. */
  hydrationStatus: HydrationStatusMessage
  /** The status alone, as `checkIfHydrationError` found it. */
  hydrationErrorStatus: { readonly status: HydrationStatus }
  /** Text editing started on an element (§4 Text editing). */
  startEditingText: { readonly elementKey: string; readonly oldText: string }
  /** Text editing ended (blur) with this text. */
  /** `textRunIndex`: which static run of mixed children was edited (an addition to the spec). */
  editedText: {
    readonly elementKey: string
    readonly newText: string
    readonly oldText: string
    readonly textRunIndex?: number
  }
  /** An instant update finished; select this afterwards. */
  instantUpdateDone: {
    readonly changeItemId: string
    readonly successful: boolean
    readonly selection: ElementSelection
  }
  /**
   * The 'Edit Dynamic Text' button was pressed on an element; `text` is the text it shows
   * (whitespace collapsed, at most {@link DYNAMIC_TEXT_MAX_LENGTH} characters).
   */
  editDynamicText: { readonly elementKey: string; readonly text: string }
}

/** The longest text an `editDynamicText` event carries. */
export const DYNAMIC_TEXT_MAX_LENGTH = 1000

/** The name of an outbound message kind. */
export type FrameEventKind = keyof FrameEventPayloads

/** One outbound event as a discriminated union member: `{ kind, payload }`. */
export type FrameEvent = {
  [K in FrameEventKind]: { readonly kind: K; readonly payload: FrameEventPayloads[K] }
}[FrameEventKind]

/** Every outbound message kind, in the spec's order (§7); checked against {@link FrameEventPayloads}. */
export const FRAME_EVENT_KINDS = [
  'hoveredElementKey',
  'selectedElementKey',
  'multiselectedElementKeys',
  'navTree',
  'processedCssRules',
  'cssEvals',
  'elementClassList',
  'latestHref',
  'mouseMove',
  'wheel',
  'keyDown',
  'keyUp',
  'dragStart',
  'dragEnd',
  'dragCancel',
  'contextRequested',
  'hydrationStatus',
  'hydrationErrorStatus',
  'startEditingText',
  'editedText',
  'instantUpdateDone',
  'editDynamicText',
] as const satisfies readonly FrameEventKind[]

type MissingEventKinds = Exclude<FrameEventKind, (typeof FRAME_EVENT_KINDS)[number]>
// Fails to compile when a kind is added to the payload map but not to the list.
const everyKindListed: [MissingEventKinds] extends [never] ? true : never = true
void everyKindListed

/** Tells whether a string names an outbound message kind. */
export function isFrameEventKind(kind: unknown): kind is FrameEventKind {
  return (FRAME_EVENT_KINDS as readonly unknown[]).includes(kind)
}
