import { PostgrestError } from './postgrest-error.js'
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'

/** A many-to-many relationship's join table and how it links both sides. */
export interface Junction {
  table: TableInfo
  /** (source column, junction column) pairs. */
  sourceJoins: [string, string][]
  /** (junction column, target column) pairs. */
  targetJoins: [string, string][]
}

/** A resolved relationship from a table to an embedded one. */
export interface Relationship {
  target: TableInfo
  cardinality: 'one' | 'many'
  /** Pairs of (source column, target column) to join on (empty for junctions and functions). */
  joins: [string, string][]
  junction?: Junction
  /** A computed relationship: the quoted function taking the source row. */
  computed?: string
}

type Kind = 'M2O' | 'O2M' | 'M2M'

interface Candidate {
  kind: Kind
  /** The foreign key's name (for M2M: both keys' names). */
  constraints: string[]
  target: TableInfo
  /** (origin column, foreign column) pairs of a direct key. */
  columns: [string, string][]
  junction?: Junction
  isSelf: boolean
  /** The key's columns are unique on the referencing table: one-to-one both ways. */
  oneToOne: boolean
  origin: string
}

function pairs(from: string[], to: string[]): [string, string][] {
  return from.map((column, index) => [column, to[index] as string])
}

function directCandidates(cache: SchemaCache, source: TableInfo): Candidate[] {
  const found: Candidate[] = []
  for (const key of cache.foreignKeys) {
    const isSelf = key.fromTable === key.toTable
    const toTable = cache.tables.get(key.toTable)
    const fromTable = cache.tables.get(key.fromTable)
    const sorted = [...key.fromColumns].sort().join(',')
    const oneToOne = (fromTable?.uniqueKeys ?? []).some(
      (unique) => [...unique].sort().join(',') === sorted,
    )
    if (key.fromTable === source.name && toTable !== undefined) {
      found.push({
        kind: 'M2O',
        constraints: [key.name],
        target: toTable,
        columns: pairs(key.fromColumns, key.toColumns),
        isSelf,
        oneToOne,
        origin: source.name,
      })
    }
    if (key.toTable === source.name && fromTable !== undefined) {
      found.push({
        kind: 'O2M',
        constraints: [key.name],
        target: fromTable,
        columns: pairs(key.toColumns, key.fromColumns),
        isSelf,
        oneToOne,
        origin: source.name,
      })
    }
  }
  return found
}

function junctionCandidates(cache: SchemaCache, source: TableInfo, target: string): Candidate[] {
  const targetTable = cache.tables.get(target)
  if (targetTable === undefined) return []
  const byTable = new Map<string, ForeignKey[]>()
  for (const key of cache.foreignKeys) {
    byTable.set(key.fromTable, [...(byTable.get(key.fromTable) ?? []), key])
  }
  const found: Candidate[] = []
  for (const [name, keys] of byTable) {
    const junction = cache.tables.get(name)
    if (junction === undefined || name === source.name || name === target) continue
    const inKey = (key: ForeignKey) => key.fromColumns.every((c) => junction.primaryKey.includes(c))
    for (const toSource of keys.filter((key) => key.toTable === source.name && inKey(key))) {
      for (const toTarget of keys.filter((key) => key.toTable === target && inKey(key))) {
        if (toSource === toTarget) continue
        found.push({
          kind: 'M2M',
          constraints: [toSource.name, toTarget.name],
          target: targetTable,
          columns: [],
          isSelf: false,
          oneToOne: false,
          origin: source.name,
          junction: {
            table: junction,
            sourceJoins: pairs(toSource.toColumns, toSource.fromColumns),
            targetJoins: pairs(toTarget.fromColumns, toTarget.toColumns),
          },
        })
      }
    }
  }
  return found
}

const singleCol = (candidate: Candidate, index: 0 | 1, name: string) =>
  candidate.columns.length === 1 && candidate.columns[0]?.[index] === name

/** PostgREST's `findRel` filter: which candidates the embed `target!hint` designates. */
function designates(candidate: Candidate, target: string, hint: string | undefined): boolean {
  const byTable = candidate.target.name === target
  if (candidate.isSelf) {
    if (hint === undefined) {
      return (
        (byTable && candidate.kind === 'O2M') ||
        (singleCol(candidate, 0, target) && candidate.kind === 'M2O')
      )
    }
    return byTable && candidate.kind === 'O2M' && singleCol(candidate, 1, hint)
  }
  if (hint === undefined) {
    return (
      byTable ||
      (candidate.kind !== 'M2M' &&
        !candidate.target.isView &&
        (candidate.constraints.includes(target) || singleCol(candidate, 0, target)))
    )
  }
  return (
    byTable &&
    (candidate.kind === 'M2M'
      ? candidate.junction?.table.name === hint || candidate.constraints.includes(hint)
      : candidate.constraints.includes(hint) ||
        singleCol(candidate, 0, hint) ||
        singleCol(candidate, 1, hint))
  )
}

const list = (columns: string[]) => `(${columns.join(', ')})`

/** One entry of PGRST201's `details`, as PostgREST's `compressedRel`. */
function describe(candidate: Candidate): Record<string, string> {
  const embedding = `${candidate.origin} with ${candidate.target.name}`
  const junction = candidate.junction
  if (junction !== undefined) {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${junction.table.name} using ${candidate.constraints[0]}${list(junction.sourceJoins.map(([, j]) => j))} and ${candidate.constraints[1]}${list(junction.targetJoins.map(([j]) => j))}`,
    }
  }
  const cardinality = candidate.oneToOne
    ? 'one-to-one'
    : candidate.kind === 'M2O'
      ? 'many-to-one'
      : 'one-to-many'
  return {
    cardinality,
    embedding,
    relationship: `${candidate.constraints[0]} using ${candidate.origin}${list(candidate.columns.map(([o]) => o))} and ${candidate.target.name}${list(candidate.columns.map(([, f]) => f))}`,
  }
}

function hintFor(candidate: Candidate): string {
  const name = candidate.junction?.table.name ?? candidate.constraints[0]
  return `'${candidate.target.name}!${name}'`
}

/**
 * Finds how `source` relates to the embedded `relation` (a table or view, a foreign key's name
 * or column, a computed relationship function), with an optional `!hint`, as PostgREST does.
 *
 * @throws {PostgrestError} PGRST200 when nothing matches, PGRST201 (300) when several do.
 */
export function resolveRelationship(
  cache: SchemaCache,
  source: TableInfo,
  relation: string,
  hint: string | undefined,
): Relationship {
  const computed = source.computedRelations.get(relation)
  if (computed !== undefined) {
    const target = cache.tables.get(computed.target)
    if (target !== undefined) {
      return {
        target,
        cardinality: computed.cardinality,
        joins: [],
        computed: `${quoteIdent(cache.schema)}.${quoteIdent(relation)}`,
      }
    }
  }
  const candidates = [
    ...directCandidates(cache, source),
    ...junctionCandidates(cache, source, relation),
  ].filter((candidate) => designates(candidate, relation, hint))
  if (candidates.length === 0) {
    throw new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${relation}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${cache.schema}', but no matches were found.`,
      null,
    )
  }
  if (candidates.length > 1) {
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source.name}' and '${relation}'`,
      candidates.map(describe),
      `Try changing '${relation}' to one of the following: ${candidates.map(hintFor).join(', ')}. Find the desired relationship in the 'details' key.`,
    )
  }
  const chosen = candidates[0] as Candidate
  const relationship: Relationship = {
    target: chosen.target,
    cardinality: chosen.kind === 'M2O' || chosen.oneToOne ? 'one' : 'many',
    joins: chosen.columns,
  }
  if (chosen.junction !== undefined) relationship.junction = chosen.junction
  return relationship
}
