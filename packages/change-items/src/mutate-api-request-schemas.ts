import { z } from 'zod'
import type { ApiPathSuffix, ApiRequestBodies, RequestableChangeType } from './api-request'
import { STYLING_FRAMEWORKS } from './change-fields'
import type { JsonValue } from './json-value'

/**
 * A tree element in a request body: any lookup entry, of which the server trusts only
 * `codebaseId` (other fields pass through unchecked).
 */
export const ELEMENT_REF_SCHEMA = z.looseObject({ codebaseId: z.string().min(1).max(200) })

/** A tree element as a request body holds it. */
export type ElementRef = z.infer<typeof ELEMENT_REF_SCHEMA>

const nullableElement = ELEMENT_REF_SCHEMA.nullable()
const stringMap = z.record(z.string(), z.string())
const modifiers = z.array(z.string()).max(10)
/** A position among children; absent (or null) in bodies of clients that predate it. */
const optionalIndex = z.number().int().min(0).max(1_000_000).nullish()

/** Any JSON value (a prop value, the props of a new element). */
export const JSON_VALUE_SCHEMA: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(JSON_VALUE_SCHEMA),
    z.record(z.string(), JSON_VALUE_SCHEMA),
  ]),
)

/** The other elements of a multi-selection, changed in the same call; absent for one element. */
const alsoReactElements = z.array(ELEMENT_REF_SCHEMA).max(500).nullish()
const reactElements = z.object({ reactElements: z.array(ELEMENT_REF_SCHEMA).min(1) })

/**
 * The body schema of every mutate call, by path suffix: what mutate-api validates and what
 * `prepareApiRequest` builds (the compiler checks each schema against change-items' body type).
 *
 * @example
 * ```ts
 * const body = MUTATE_BODY_SCHEMAS['mutate/removeClass'].parse(json)
 * body.reactElement.codebaseId
 * ```
 */
export const MUTATE_BODY_SCHEMAS = {
  'mutate/styling': z.object({
    reactElement: ELEMENT_REF_SCHEMA,
    alsoReactElements,
    styling: z.record(z.string().min(1), z.string().nullable()),
    stylingFramework: z.enum(STYLING_FRAMEWORKS),
    modifiers,
    customProperties: stringMap.refine(
      (value) => Object.keys(value).every((key) => /^--[\w-]+$/.test(key)),
      'custom property names start with --',
    ),
  }),
  'mutate/addJsxElement': z.object({
    destinationElement: ELEMENT_REF_SCHEMA,
    beforeElement: nullableElement,
    afterElement: nullableElement,
    childIndex: optionalIndex,
    // A tree element (it has a codebaseId, whatever its type) first, else a native element.
    newElement: z.union([
      ELEMENT_REF_SCHEMA,
      z.object({
        type: z.literal('native'),
        nativeTag: z.string().min(1),
        componentName: z.string(),
        propsToSet: z.record(z.string(), JSON_VALUE_SCHEMA),
      }),
    ]),
    canvasId: z.string(),
    deletedStoryboardId: z.string().nullable(),
    fileContentsToSourceFrom: z.string().nullable(),
    fileContentsSourceFilename: z.string().nullable(),
    hasInstantUpdate: z.boolean(),
  }),
  'mutate/moveJsxElement': z.object({
    elementToMove: ELEMENT_REF_SCHEMA,
    newContainerElement: ELEMENT_REF_SCHEMA,
    afterElement: nullableElement,
    beforeElement: nullableElement,
    expectedCurrentParent: nullableElement,
    childIndex: optionalIndex,
  }),
  'mutate/removeJsxElement': z.object({ elementsToRemove: z.array(ELEMENT_REF_SCHEMA).min(1) }),
  'mutate/changePropValue': z.object({
    elementToModify: ELEMENT_REF_SCHEMA,
    alsoReactElements,
    propName: z.string().min(1),
    propValue: JSON_VALUE_SCHEMA,
  }),
  'mutate/wrapInDiv': reactElements,
  'mutate/duplicate': reactElements,
  'mutate/changeElementTag': z.object({
    elementToModify: ELEMENT_REF_SCHEMA,
    newTag: z.string().min(1),
  }),
  'mutate/addClass': z.object({
    reactElement: ELEMENT_REF_SCHEMA,
    alsoReactElements,
    className: z.string().min(1),
    stylingFramework: z.literal('Tailwind').nullable(),
    modifiers,
    customProperties: stringMap,
  }),
  'mutate/removeClass': z.object({
    reactElement: ELEMENT_REF_SCHEMA,
    alsoReactElements,
    className: z.string().min(1),
  }),
  'mutate/editText': z.object({
    element: ELEMENT_REF_SCHEMA,
    newText: z.string().max(100_000),
    oldText: z.string(),
    textRunIndex: optionalIndex,
  }),
} as const

/** The path suffixes of the mutate calls (every call but the two activities calls). */
export type MutatePathSuffix = keyof typeof MUTATE_BODY_SCHEMAS

/** Body schema of `activities/undoChangeToFiles`. */
export const UNDO_BODY_SCHEMA = z.object({ latestUuid: z.uuid() })
/** Body schema of `activities/redoChangeToFiles`. */
export const REDO_BODY_SCHEMA = z.object({ changeToRedoId: z.uuid() })

/** The validated body of each mutate call, as the server receives it. */
export type MutateBodies = { [K in MutatePathSuffix]: z.infer<(typeof MUTATE_BODY_SCHEMAS)[K]> }

// Compile-time proof that what `prepareApiRequest` builds is what the schemas accept.
type SuffixOf<T extends RequestableChangeType> = {
  STYLING: 'mutate/styling'
  ADD_JSX: 'mutate/addJsxElement'
  MOVE_JSX: 'mutate/moveJsxElement'
  REMOVE_JSX: 'mutate/removeJsxElement'
  CHANGE_PROP: 'mutate/changePropValue'
  WRAP_DIV: 'mutate/wrapInDiv'
  DUPLICATE: 'mutate/duplicate'
  CHANGE_TAG: 'mutate/changeElementTag'
  ADD_CLASS: 'mutate/addClass'
  REMOVE_CLASS: 'mutate/removeClass'
  EDIT_TEXT: 'mutate/editText'
  UNDO: 'activities/undoChangeToFiles'
  REDO: 'activities/redoChangeToFiles'
}[T]
type SchemaInput<S extends ApiPathSuffix> = S extends MutatePathSuffix
  ? z.input<(typeof MUTATE_BODY_SCHEMAS)[S]>
  : S extends 'activities/undoChangeToFiles'
    ? z.input<typeof UNDO_BODY_SCHEMA>
    : z.input<typeof REDO_BODY_SCHEMA>
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T
/** The change types whose request body the schema of their call would refuse (none). */
type MismatchedBodies = {
  [T in RequestableChangeType]: Mutable<ApiRequestBodies<ElementRef>[T]> extends SchemaInput<
    SuffixOf<T>
  >
    ? never
    : T
}[RequestableChangeType]
const bodiesMatchSchemas: [MismatchedBodies] extends [never] ? true : MismatchedBodies = true
void bodiesMatchSchemas
