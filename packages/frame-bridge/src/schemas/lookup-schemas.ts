import { SCOPE_ENTRY_SCHEMA, TREE_ELEMENT_SCHEMA } from '@splendid/change-items'
import { z } from 'zod'

/**
 * The lookups every function that carries them whole (`initProject`, `setNewLookups`) checks,
 * with mutate-api's own entry schemas from `@splendid/change-items`.
 */
export const frameLookupsShape = {
  treeElementLookup: z.record(z.string(), TREE_ELEMENT_SCHEMA),
  scopeLookup: z.record(z.string(), SCOPE_ENTRY_SCHEMA),
  storyboardComponentElement: TREE_ELEMENT_SCHEMA.nullable(),
}

/** A change of the lookups (`updateCodebaseIds`): changed entries and the keys of removed ones. */
export const frameLookupsChangeSchema = z.object({
  treeElementLookup: frameLookupsShape.treeElementLookup,
  scopeLookup: frameLookupsShape.scopeLookup,
  removedTreeElements: z.array(z.string()),
  removedScopes: z.array(z.string()),
})
