import { PostgrestError } from './postgrest-error.js'
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.js'

/** A resolved relationship from a table to an embedded one. */
export interface Relationship {
  target: TableInfo
  cardinality: 'one' | 'many'
  /** Pairs of (source column, target column) to join on. */
  joins: [string, string][]
}

function describeRelationship(schema: string, from: string, to: string): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}' in the schema '${schema}', but no matches were found.`,
    null,
  )
}

/** Finds how `source` relates to the embedded `relation` (a table, or a foreign-key column). */
export function resolveRelationship(
  cache: SchemaCache,
  source: TableInfo,
  relation: string,
  hint: string | undefined,
): Relationship {
  const candidates: (Relationship & { key: ForeignKey })[] = []
  const target = cache.tables.get(relation)
  for (const key of cache.foreignKeys) {
    if (target !== undefined) {
      if (key.fromTable === source.name && key.toTable === target.name) {
        candidates.push({
          key,
          target,
          cardinality: 'one',
          joins: key.fromColumns.map((column, index) => [column, key.toColumns[index] as string]),
        })
      }
      if (key.toTable === source.name && key.fromTable === target.name) {
        candidates.push({
          key,
          target,
          cardinality: 'many',
          joins: key.toColumns.map((column, index) => [column, key.fromColumns[index] as string]),
        })
      }
    } else if (
      key.fromTable === source.name &&
      (key.name === relation || (key.fromColumns.length === 1 && key.fromColumns[0] === relation))
    ) {
      const parent = cache.tables.get(key.toTable)
      if (parent !== undefined) {
        candidates.push({
          key,
          target: parent,
          cardinality: 'one',
          joins: key.fromColumns.map((column, index) => [column, key.toColumns[index] as string]),
        })
      }
    }
  }
  const matching =
    hint === undefined
      ? candidates
      : candidates.filter(
          (candidate) =>
            candidate.key.name === hint ||
            candidate.key.fromColumns.includes(hint) ||
            candidate.key.toColumns.includes(hint),
        )
  if (matching.length === 0) throw describeRelationship(cache.schema, source.name, relation)
  if (matching.length > 1) {
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source.name}' and '${relation}'`,
      matching.map((candidate) => candidate.key.name).join(', '),
      `Try changing '${relation}' to one of the foreign key names with '${relation}!<fk name>'`,
    )
  }
  return matching[0] as Relationship
}
