import { z } from 'zod'
import type { FrameFunctionArgs, FrameFunctionName, FrameFunctionResult } from '../frame-functions'
import {
  cssRuleEntrySchema,
  elementSelectionSchema,
  hydrationStatusMessageSchema,
  pointerEventSchema,
  serialisedChangeItemSchema,
} from './entity-schemas'
import { frameLookupsChangeSchema, frameLookupsShape } from './lookup-schemas'

const none = z.tuple([])
const voidResult = z.undefined()
const index = z.number().int().nonnegative()
const size = z.number().finite().nonnegative()

/** The argument and result schemas of one frame function. */
export interface FrameFunctionSchema<N extends FrameFunctionName> {
  readonly args: z.ZodType<FrameFunctionArgs<N>>
  readonly result: z.ZodType<FrameFunctionResult<N>>
}

/**
 * The argument (tuple) and result schemas of every frame function. The mapped type makes the
 * compiler check each schema against the {@link FrameFunctions} signature and that none is missing.
 */
export const FRAME_FUNCTION_SCHEMAS: { readonly [N in FrameFunctionName]: FrameFunctionSchema<N> } =
  {
    initProject: {
      args: z.tuple([
        z.object({
          ...frameLookupsShape,
          projectId: z.string(),
          canvasId: z.string(),
          storyboardId: z.string(),
          storyboardType: z.enum(['APPLICATION', 'STORY']),
          zoomPerc: z.number().positive(),
          driveModeEnabled: z.boolean(),
          aiContextEnabled: z.boolean(),
        }),
      ]),
      result: voidResult,
    },
    setNewLookups: { args: z.tuple([z.object(frameLookupsShape)]), result: voidResult },
    enableDriveMode: { args: none, result: voidResult },
    disableDriveMode: { args: none, result: voidResult },
    setHoveredElement: { args: z.tuple([z.string().nullable()]), result: voidResult },
    setSelectedElement: { args: z.tuple([z.string().nullable()]), result: voidResult },
    setMultiselectedElementKeys: { args: z.tuple([z.array(z.string())]), result: voidResult },
    processRulesForSelectedElement: {
      args: z.tuple([
        z.object({ selectedElementKey: z.string(), knownRules: z.array(cssRuleEntrySchema) }),
      ]),
      result: z.array(cssRuleEntrySchema),
    },
    setModifiersForSelectedElement: {
      args: z.tuple([z.object({ selectedElementKey: z.string(), modifiers: z.array(z.string()) })]),
      result: voidResult,
    },
    getCssEvals: { args: z.tuple([z.string()]), result: z.record(z.string(), z.string()) },
    ruleMatchesElement: {
      args: z.tuple([z.object({ elementKey: z.string(), selector: z.string() })]),
      result: z.boolean(),
    },
    getElementClassList: { args: z.tuple([z.string()]), result: z.array(z.string()) },
    applyChangeItemToDocument: {
      args: z.tuple([serialisedChangeItemSchema]),
      result: z.object({
        changeItemId: z.string(),
        successful: z.boolean(),
        selection: elementSelectionSchema,
      }),
    },
    updateCodebaseIds: {
      args: z.tuple([
        z.object({
          prevIdToNewIdMap: z.record(z.string(), z.string()),
          lookupsChange: frameLookupsChangeSchema,
        }),
      ]),
      result: voidResult,
    },
    goBack: { args: none, result: voidResult },
    goForward: { args: none, result: voidResult },
    refresh: { args: none, result: voidResult },
    syntheticMouseOver: { args: z.tuple([pointerEventSchema]), result: voidResult },
    syntheticMouseMove: { args: z.tuple([pointerEventSchema]), result: voidResult },
    syntheticMouseUp: { args: z.tuple([pointerEventSchema]), result: voidResult },
    setZoomPerc: { args: z.tuple([z.number().positive()]), result: voidResult },
    setAiContext: { args: z.tuple([z.boolean()]), result: voidResult },
    tempMoveElement: {
      args: z.tuple([z.object({ elementKey: z.string(), newIndex: index.nullable() })]),
      result: voidResult,
    },
    tempAddDiv: {
      args: z.tuple([
        z.object({
          parentElementKey: z.string().nullable(),
          indexInParent: index,
          width: size,
          height: size,
          childIndexInParent: index.nullish(),
        }),
      ]),
      result: voidResult,
    },
    insertDropTargetAt: {
      args: z.tuple([z.object({ clientX: z.number().finite(), clientY: z.number().finite() })]),
      result: z
        .object({
          parentKey: z.string(),
          index,
          childIndex: index.nullable(),
          horizontal: z.boolean(),
        })
        .nullable(),
    },
    tempMoveToNewParent: {
      args: z.tuple([
        z.object({
          elementKey: z.string(),
          newParentElementKey: z.string().nullable(),
          indexInParent: index,
        }),
      ]),
      result: voidResult,
    },
    writtenPlaces: {
      args: z.tuple([z.array(z.string()).max(1000)]),
      result: z.array(
        z.object({ parentKey: z.string(), childIndex: index, own: z.boolean() }).nullable(),
      ),
    },
    checkIfHydrationError: { args: none, result: hydrationStatusMessageSchema },
    triggerDragStart: { args: none, result: voidResult },
    triggerDragCancel: { args: none, result: voidResult },
    setIsFlushing: { args: z.tuple([z.boolean()]), result: voidResult },
  }

/** The outcome of checking a value against a frame function schema. */
export type SchemaCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string }

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): SchemaCheck<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  const path = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
  return { ok: false, message: `Invalid ${what}${path}: ${issue?.message ?? 'wrong shape'}` }
}

/**
 * Checks the arguments of a frame function call as the frame received them.
 *
 * @example
 * ```ts
 * parseFrameFunctionArgs('setZoomPerc', [0.5]) // { ok: true, value: [0.5] }
 * parseFrameFunctionArgs('setZoomPerc', ['50%']).ok // false
 * ```
 */
export function parseFrameFunctionArgs<N extends FrameFunctionName>(
  name: N,
  args: unknown,
): SchemaCheck<FrameFunctionArgs<N>> {
  return check(
    FRAME_FUNCTION_SCHEMAS[name].args as z.ZodType<FrameFunctionArgs<N>>,
    args,
    `arguments of ${name}`,
  )
}

/** Checks the result of a frame function call as the parent received it. */
export function parseFrameFunctionResult<N extends FrameFunctionName>(
  name: N,
  result: unknown,
): SchemaCheck<FrameFunctionResult<N>> {
  return check(
    FRAME_FUNCTION_SCHEMAS[name].result as z.ZodType<FrameFunctionResult<N>>,
    result,
    `result of ${name}`,
  )
}
