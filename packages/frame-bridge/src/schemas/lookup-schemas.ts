import type { ScopeEntry, TreeElement } from '@splendid/change-items'
import { z } from 'zod'

// Typed by change-items' lookup types (`z.ZodType<TreeElement>`), so a field added there is
// refused here until the schema checks it. Loose objects: keys a newer mutate-api adds pass
// through unchanged, as they did when the entries were opaque JSON.

/** One entry of mutate-api's tree-element lookup. */
export const treeElementSchema: z.ZodType<TreeElement> = z.looseObject({
  codebaseId: z.string(),
  type: z.enum(['component', 'component-instance', 'native']),
  tagName: z.string(),
  componentName: z.string().nullable(),
  parentCodebaseId: z.string().nullable(),
  filePath: z.string(),
  line: z.number(),
  column: z.number(),
  removableClasses: z.array(z.string()),
  textIsStatic: z.boolean(),
  editableText: z.string().nullable(),
  literalProps: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
})

/** One entry of mutate-api's scope lookup. */
export const scopeEntrySchema: z.ZodType<ScopeEntry> = z.looseObject({
  type: z.literal('component'),
  componentName: z.string(),
  filePath: z.string(),
  codebaseIds: z.array(z.string()),
  rootCodebaseIds: z.array(z.string()),
})

/** The lookups every function that carries them (`initProject`, `setNewLookups`, `updateCodebaseIds`) checks. */
export const frameLookupsShape = {
  treeElementLookup: z.record(z.string(), treeElementSchema),
  scopeLookup: z.record(z.string(), scopeEntrySchema),
  storyboardComponentElement: treeElementSchema.nullable(),
}
