import type { JsonValue } from '@splendid/change-items'
import { z } from 'zod'

/** A tree element in a body: any lookup entry, of which only `codebaseId` is used. */
export const elementRef = z.looseObject({ codebaseId: z.string().min(1).max(200) })

const nullableElement = elementRef.nullable()
const stringMap = z.record(z.string(), z.string())
const modifiers = z.array(z.string()).max(10)

const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
)

/** The body schema of each mutate call, by path suffix (the fields of change-items' bodies). */
export const MUTATE_BODY_SCHEMAS = {
  'mutate/styling': z.object({
    reactElement: elementRef,
    styling: z.record(z.string().min(1), z.string().nullable()),
    stylingFramework: z.enum(['Inline', 'CSS', 'Tailwind']),
    modifiers,
    customProperties: stringMap.refine(
      (value) => Object.keys(value).every((key) => /^--[\w-]+$/.test(key)),
      'custom property names start with --',
    ),
  }),
  'mutate/addJsxElement': z.object({
    destinationElement: elementRef,
    beforeElement: nullableElement,
    afterElement: nullableElement,
    // A tree element (it has a codebaseId, whatever its type) first, else a native element.
    newElement: z.union([
      elementRef,
      z.object({
        type: z.literal('native'),
        nativeTag: z.string().min(1),
        componentName: z.string(),
        propsToSet: z.record(z.string(), jsonValue),
      }),
    ]),
    canvasId: z.string(),
    deletedStoryboardId: z.string().nullable(),
    fileContentsToSourceFrom: z.string().nullable(),
    fileContentsSourceFilename: z.string().nullable(),
    hasInstantUpdate: z.boolean(),
  }),
  'mutate/moveJsxElement': z.object({
    elementToMove: elementRef,
    newContainerElement: elementRef,
    afterElement: nullableElement,
    beforeElement: nullableElement,
    expectedCurrentParent: nullableElement,
  }),
  'mutate/removeJsxElement': z.object({ elementsToRemove: z.array(elementRef).min(1) }),
  'mutate/changePropValue': z.object({
    elementToModify: elementRef,
    propName: z.string().min(1),
    propValue: jsonValue,
  }),
  'mutate/wrapInDiv': z.object({ reactElements: z.array(elementRef).min(1) }),
  'mutate/duplicate': z.object({ reactElements: z.array(elementRef).min(1) }),
  'mutate/changeElementTag': z.object({ elementToModify: elementRef, newTag: z.string().min(1) }),
  'mutate/addClass': z.object({
    reactElement: elementRef,
    className: z.string().min(1),
    stylingFramework: z.literal('Tailwind').nullable(),
    modifiers,
    customProperties: stringMap,
  }),
  'mutate/removeClass': z.object({ reactElement: elementRef, className: z.string().min(1) }),
  'mutate/editText': z.object({
    element: elementRef,
    newText: z.string().max(100_000),
    oldText: z.string(),
  }),
} as const

/** Body of `activities/undoChangeToFiles`. */
export const undoBody = z.object({ latestUuid: z.uuid() })
/** Body of `activities/redoChangeToFiles`. */
export const redoBody = z.object({ changeToRedoId: z.uuid() })
