import { z } from 'zod'
import type { Lookups, LookupsChange, ScopeEntry, TreeElement } from './lookups'
import type { MutateApiErrorBody, MutationResponse } from './mutation-response'

// Entries are loose objects: keys a newer mutate-api adds pass through unchanged.

/** One entry of the tree-element lookup ({@link TreeElement}). */
export const TREE_ELEMENT_SCHEMA = z.looseObject({
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
  textRuns: z.array(z.string()).exactOptional(),
  literalProps: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
}) satisfies z.ZodType<TreeElement>

/** One entry of the scope lookup ({@link ScopeEntry}). */
export const SCOPE_ENTRY_SCHEMA = z.looseObject({
  type: z.literal('component'),
  componentName: z.string(),
  filePath: z.string(),
  codebaseIds: z.array(z.string()),
  rootCodebaseIds: z.array(z.string()),
}) satisfies z.ZodType<ScopeEntry>

/** The answer of the lookups call ({@link Lookups}). */
export const LOOKUPS_SCHEMA = z.object({
  treeElements: z.record(z.string(), TREE_ELEMENT_SCHEMA),
  scopes: z.record(z.string(), SCOPE_ENTRY_SCHEMA),
  removedFiles: z.array(z.string()).exactOptional(),
  fileVersions: z.record(z.string(), z.string()).exactOptional(),
}) satisfies z.ZodType<Lookups>

/** The `lookups` of a mutation answer ({@link LookupsChange}). */
export const LOOKUPS_CHANGE_SCHEMA = LOOKUPS_SCHEMA.extend({
  removedTreeElements: z.array(z.string()).exactOptional(),
  removedScopes: z.array(z.string()).exactOptional(),
  baseFileVersions: z.record(z.string(), z.string().nullable()).exactOptional(),
}) satisfies z.ZodType<LookupsChange>

/** The answer of every successful mutate and activities call ({@link MutationResponse}). */
export const MUTATION_RESPONSE_SCHEMA = z.object({
  activityId: z.string(),
  prevIdToNewIdMap: z.record(z.string(), z.string()),
  changedFiles: z.array(z.string()),
  lookups: LOOKUPS_CHANGE_SCHEMA,
}) satisfies z.ZodType<MutationResponse>

/** The body of every error answer ({@link MutateApiErrorBody}): extra details pass through. */
export const MUTATE_API_ERROR_BODY_SCHEMA = z.looseObject({
  code: z.string(),
  message: z.string(),
}) satisfies z.ZodType<MutateApiErrorBody>
