import { z } from 'zod'
import {
  DYNAMIC_TEXT_MAX_LENGTH,
  type FrameEventKind,
  type FrameEventPayloads,
} from '../frame-events'
import { HYDRATION_STATUSES } from '../hydration-status'
import {
  contextRequestedSchema,
  cssRuleEntrySchema,
  dragContextSchema,
  elementSelectionSchema,
  hydrationStatusMessageSchema,
  keyboardEventSchema,
  navTreeNodeSchema,
  pointerEventSchema,
  wheelEventSchema,
} from './entity-schemas'

const elementKey = z.string()

/**
 * The payload schema of every outbound message kind. The mapped type makes the compiler check
 * that each schema produces exactly its kind's payload type, and that no kind is missing.
 */
export const FRAME_EVENT_SCHEMAS: {
  readonly [K in FrameEventKind]: z.ZodType<FrameEventPayloads[K]>
} = {
  hoveredElementKey: z.object({ elementKey: elementKey.nullable() }),
  selectedElementKey: z.object({ elementKey: elementKey.nullable() }),
  multiselectedElementKeys: z.object({ elementKeys: z.array(elementKey) }),
  navTree: z.object({ tree: navTreeNodeSchema.nullable(), outerHtml: z.string() }),
  processedCssRules: z.object({ elementKey, rules: z.array(cssRuleEntrySchema) }),
  cssEvals: z.object({ elementKey, cssEvals: z.record(z.string(), z.string()) }),
  elementClassList: z.object({ elementKey, classList: z.array(z.string()) }),
  latestHref: z.object({ href: z.string() }),
  mouseMove: pointerEventSchema,
  wheel: wheelEventSchema,
  keyDown: keyboardEventSchema,
  keyUp: keyboardEventSchema,
  dragStart: dragContextSchema,
  dragEnd: dragContextSchema,
  dragCancel: dragContextSchema,
  contextRequested: contextRequestedSchema,
  hydrationStatus: hydrationStatusMessageSchema,
  hydrationErrorStatus: z.object({ status: z.enum(HYDRATION_STATUSES) }),
  startEditingText: z.object({ elementKey, oldText: z.string() }),
  editedText: z.object({
    elementKey,
    newText: z.string(),
    oldText: z.string(),
    textRunIndex: z.number().int().nonnegative().exactOptional(),
  }),
  instantUpdateDone: z.object({
    changeItemId: z.string(),
    successful: z.boolean(),
    selection: elementSelectionSchema,
  }),
  editDynamicText: z.object({ elementKey, text: z.string().max(DYNAMIC_TEXT_MAX_LENGTH) }),
}

/**
 * Checks an event payload that arrived from the frame; `null` when it does not have its kind's
 * shape (the parent then drops it and counts it).
 *
 * @example
 * ```ts
 * parseFrameEventPayload('latestHref', { href: '/courses' }) // { href: '/courses' }
 * parseFrameEventPayload('latestHref', { href: 42 }) // null
 * ```
 */
export function parseFrameEventPayload<K extends FrameEventKind>(
  kind: K,
  data: unknown,
): FrameEventPayloads[K] | null {
  const parsed = (FRAME_EVENT_SCHEMAS[kind] as z.ZodType<FrameEventPayloads[K]>).safeParse(data)
  return parsed.success ? parsed.data : null
}
