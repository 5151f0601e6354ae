import {
  deserialiseChangeItem,
  type JsonValue,
  type SerialisedChangeItem,
} from '@splendid/change-items'
import { z } from 'zod'
import type { CssRuleEntry } from '../entities/css-rule-entry'
import type { DragContext } from '../entities/drag-context'
import type {
  ActiveElementInfo,
  KeyboardEventPayload,
  PointerEventPayload,
  WheelEventPayload,
} from '../entities/input-events'
import type { NavTreeNode, NavTreePropValue, PageBoundingBox } from '../entities/nav-tree-node'
import { HYDRATION_STATUSES, type HydrationStatusMessage } from '../hydration-status'

// The schemas are typed by the entity interfaces (`z.ZodType<Entity>`), so the compiler refuses a
// schema that drifts from its type.

/** Any JSON value. */
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
)

/** A serialised change item, checked field by field by `deserialiseChangeItem`. */
export const serialisedChangeItemSchema = z.custom<SerialisedChangeItem>((value) => {
  try {
    deserialiseChangeItem(value)
    return true
  } catch {
    return false
  }
}, 'must be a serialised change item')

const finite = z.number().finite()

export const pageBoundingBoxSchema: z.ZodType<PageBoundingBox> = z.object({
  pageX: finite,
  pageY: finite,
  width: finite,
  height: finite,
})

export const navTreePropValueSchema: z.ZodType<NavTreePropValue> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LITERAL'),
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  }),
  z.object({ type: z.literal('FUNCTION') }),
  z.object({ type: z.literal('JSON_OBJECT'), value: jsonValueSchema }),
])

export const navTreeNodeSchema: z.ZodType<NavTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    identity: z.object({
      codebaseId: z.string(),
      storyboardId: z.string(),
      uniquePath: z.string(),
    }),
    name: z.string(),
    tagName: z.string(),
    isComponent: z.boolean(),
    children: z.array(navTreeNodeSchema),
    parentKey: z.string().nullable(),
    classList: z.array(z.string()),
    directlySetClassList: z.array(z.string()),
    props: z.record(z.string(), navTreePropValueSchema),
    literalChildren: z.array(z.string()),
    pageBoundingBox: pageBoundingBoxSchema.nullable(),
    display: z.string(),
    position: z.string(),
    flexDirection: z.string(),
    float: z.string(),
    scope: z.string().nullable(),
    level: z.number().int().nonnegative(),
  }),
)

export const cssRuleEntrySchema: z.ZodType<CssRuleEntry> = z.object({
  filename: z.string().nullable(),
  selector: z.string(),
  styles: z.record(z.string(), z.string()),
  applied: z.boolean(),
  removable: z.boolean(),
  allowChanges: z.boolean(),
  inherited: z.boolean(),
  modifiers: z.array(z.string()),
  codebaseId: z.string().nullable(),
})

export const dragContextSchema: z.ZodType<DragContext> = z.object({
  pageX: finite,
  pageY: finite,
  offsetX: finite,
  offsetY: finite,
  selectedParentKey: z.string().nullable(),
  selectedParentDisplay: z.string().nullable(),
  selectedParentFlexDirection: z.string().nullable(),
  selectedSourceParentKey: z.string().nullable(),
  dropParentKey: z.string().nullable(),
  dropIndex: z.number().int().nonnegative().nullable(),
  dropChildIndex: z.number().int().nonnegative().nullable(),
  selectedChildIndex: z.number().int().nonnegative().nullable(),
  dragging: z.boolean(),
})

const pointerShape = { pageX: finite, pageY: finite, clientX: finite, clientY: finite }

export const pointerEventSchema: z.ZodType<PointerEventPayload> = z.object(pointerShape)

export const wheelEventSchema: z.ZodType<WheelEventPayload> = z.object({
  ...pointerShape,
  deltaX: finite,
  deltaY: finite,
  ctrlKey: z.boolean(),
  metaKey: z.boolean(),
})

const activeElementSchema: z.ZodType<ActiveElementInfo> = z.object({
  tagName: z.string(),
  isContentEditable: z.boolean(),
  inputType: z.string().nullable(),
})

export const keyboardEventSchema: z.ZodType<KeyboardEventPayload> = z.object({
  key: z.string(),
  metaKey: z.boolean(),
  shiftKey: z.boolean(),
  ctrlKey: z.boolean(),
  activeElement: activeElementSchema.nullable(),
})

export const hydrationStatusMessageSchema: z.ZodType<HydrationStatusMessage> = z.object({
  status: z.enum(HYDRATION_STATUSES),
  errorDescription: z.string().nullable(),
  errorLabel: z.string().nullable(),
  errorBody: z.string().nullable(),
})

export const elementSelectionSchema = z.object({
  elementKey: z.string().nullable(),
  multiselectElementKeys: z.array(z.string()).nullable(),
})

/** The pointer-with-element payload of `contextRequested`. */
export const contextRequestedSchema = z.object({
  ...pointerShape,
  elementKey: z.string().nullable(),
})
