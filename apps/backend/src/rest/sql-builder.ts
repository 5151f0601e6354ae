import type { Condition, OrderTerm } from './filter-parser.js'
import { parseInList } from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'
import type { FieldRef, SelectItem } from './select-parser.js'

/** Collects bound parameters while SQL text is generated; values never enter the text. */
export class SqlParams {
  readonly values: unknown[] = []
  #aliases = 0

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }

  /** A fresh table alias (`_t0`, `_t1`, …). */
  alias(): string {
    const alias = `_t${this.#aliases}`
    this.#aliases += 1
    return alias
  }
}

/** Filters, order and paging that apply to one embedded relation (`rel.col=eq.1`, `rel.order=…`). */
export interface EmbedModifiers {
  conditions: Condition[]
  order: OrderTerm[]
  limit: number | undefined
  offset: number | undefined
}

/** Everything needed to read rows of one table (or one function result) as JSON objects. */
export interface ReadSpec {
  table: TableInfo
  select: SelectItem[]
  conditions: Condition[]
  order: OrderTerm[]
  limit: number | undefined
  offset: number | undefined
  /** Modifiers for embedded relations, keyed by the embed's alias or relation name. */
  embedded: Map<string, EmbedModifiers>
}

/** A resolved relationship from a table to an embedded one. */
interface Relationship {
  target: TableInfo
  cardinality: 'one' | 'many'
  /** Pairs of (source column, target column) to join on. */
  joins: [string, string][]
}

const CAST_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/

function undefinedColumn(table: TableInfo, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${table.name}.${column} does not exist`)
}

/** `alias."col"->'key'->>'key'` for a checked field. */
export function fieldSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  field: FieldRef,
): string {
  if (!table.columns.has(field.name)) throw undefinedColumn(table, field.name)
  let sql = `${quoteIdent(alias)}.${quoteIdent(field.name)}`
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}

function fieldOutputName(field: FieldRef): string {
  const last = field.jsonPath.at(-1)
  return last === undefined ? field.name : last.key
}

/** SQL for one condition tree on `alias`. */
export function conditionSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  condition: Condition,
): string {
  if (condition.kind === 'group') {
    const parts = condition.children.map((child) => conditionSql(params, table, alias, child))
    const joined =
      parts.length === 0
        ? condition.logic === 'and'
          ? 'true'
          : 'false'
        : parts.join(condition.logic === 'and' ? ' and ' : ' or ')
    return condition.negate ? `not (${joined})` : `(${joined})`
  }
  const column = fieldSql(params, table, alias, condition.field)
  let sql: string
  switch (condition.operator) {
    case 'eq':
      sql = `${column} = ${params.add(condition.value)}`
      break
    case 'neq':
      sql = `${column} <> ${params.add(condition.value)}`
      break
    case 'gt':
      sql = `${column} > ${params.add(condition.value)}`
      break
    case 'gte':
      sql = `${column} >= ${params.add(condition.value)}`
      break
    case 'lt':
      sql = `${column} < ${params.add(condition.value)}`
      break
    case 'lte':
      sql = `${column} <= ${params.add(condition.value)}`
      break
    case 'like':
      sql = `${column}::text like ${params.add(condition.value.replaceAll('*', '%'))}`
      break
    case 'ilike':
      sql = `${column}::text ilike ${params.add(condition.value.replaceAll('*', '%'))}`
      break
    case 'match':
      sql = `${column}::text ~ ${params.add(condition.value)}`
      break
    case 'imatch':
      sql = `${column}::text ~* ${params.add(condition.value)}`
      break
    case 'is': {
      const keyword = condition.value.toLowerCase()
      sql = `${column} is ${keyword === 'null' ? 'null' : keyword === 'true' ? 'true' : keyword === 'false' ? 'false' : 'unknown'}`
      break
    }
    case 'in': {
      const items = parseInList(condition.value)
      sql =
        items.length === 0
          ? 'false'
          : `${column} in (${items.map((item) => params.add(item)).join(', ')})`
      break
    }
    case 'cs':
      sql = `${column} @> ${params.add(condition.value)}`
      break
    case 'cd':
      sql = `${column} <@ ${params.add(condition.value)}`
      break
    case 'ov':
      sql = `${column} && ${params.add(condition.value)}`
      break
    default: {
      const unreachable: never = condition.operator
      throw new Error(`Unknown operator ${String(unreachable)}`)
    }
  }
  return condition.negate ? `not (${sql})` : sql
}

/** `order by …` for `alias`, or an empty string. */
export function orderSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  order: OrderTerm[],
): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const nulls = term.nulls === undefined ? '' : ` nulls ${term.nulls}`
    return `${fieldSql(params, table, alias, term.field)} ${term.direction}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

/** ` limit $n offset $m` for the given paging, or an empty string. */
export function pagingSql(params: SqlParams, limit?: number, offset?: number): string {
  let sql = ''
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}::bigint`
  return sql
}

function describeRelationship(from: string, to: string): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}' in the schema 'public', but no matches were found.`,
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
  if (matching.length === 0) throw describeRelationship(source.name, relation)
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

function embedParts(
  cache: SchemaCache,
  params: SqlParams,
  source: TableInfo,
  sourceAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  modifiers: EmbedModifiers | undefined,
): { relationship: Relationship; alias: string; from: string; where: string } {
  const relationship = resolveRelationship(cache, source, item.relation, item.hint)
  const alias = params.alias()
  const target = relationship.target
  const where = relationship.joins.map(
    ([from, to]) =>
      `${quoteIdent(alias)}.${quoteIdent(to)} = ${quoteIdent(sourceAlias)}.${quoteIdent(from)}`,
  )
  for (const condition of modifiers?.conditions ?? []) {
    where.push(conditionSql(params, target, alias, condition))
  }
  return {
    relationship,
    alias,
    from: ` from ${quoteIdent(cache.schema)}.${quoteIdent(target.name)} as ${quoteIdent(alias)}`,
    where: ` where ${where.join(' and ')}`,
  }
}

function modifiersOf(
  embedded: Map<string, EmbedModifiers> | undefined,
  item: Extract<SelectItem, { kind: 'embed' }>,
): EmbedModifiers | undefined {
  return embedded?.get(item.alias ?? item.relation) ?? embedded?.get(item.relation)
}

function embedSql(
  cache: SchemaCache,
  params: SqlParams,
  source: TableInfo,
  sourceAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  modifiers: EmbedModifiers | undefined,
): string {
  const { relationship, alias, from, where } = embedParts(
    cache,
    params,
    source,
    sourceAlias,
    item,
    modifiers,
  )
  const target = relationship.target
  const columns = selectListSql(cache, params, target, alias, item.select, undefined)
  const order = orderSql(params, target, alias, modifiers?.order ?? [])
  if (relationship.cardinality === 'one') {
    return `(select row_to_json(_e) from (select ${columns}${from}${where}${order} limit 1) as _e)`
  }
  const paging = pagingSql(params, modifiers?.limit, modifiers?.offset)
  return `coalesce((select json_agg(_e) from (select ${columns}${from}${where}${order}${paging}) as _e), '[]'::json)`
}

/**
 * `exists (…)` conditions for the `!inner` embeds of `items`: a parent row is kept only when
 * its embedded relation has a matching row.
 */
export function innerEmbedConditions(
  cache: SchemaCache,
  params: SqlParams,
  table: TableInfo,
  alias: string,
  items: SelectItem[],
  embedded: Map<string, EmbedModifiers> | undefined,
): string[] {
  const conditions: string[] = []
  for (const item of items) {
    if (item.kind !== 'embed' || !item.inner) continue
    const { from, where } = embedParts(
      cache,
      params,
      table,
      alias,
      item,
      modifiersOf(embedded, item),
    )
    conditions.push(`exists (select 1${from}${where})`)
  }
  return conditions
}

/**
 * The select list for `items` on `table` aliased `alias`, with embedded relations as JSON
 * sub-selects.
 */
export function selectListSql(
  cache: SchemaCache,
  params: SqlParams,
  table: TableInfo,
  alias: string,
  items: SelectItem[],
  embedded: Map<string, EmbedModifiers> | undefined,
): string {
  const parts: string[] = []
  for (const item of items) {
    switch (item.kind) {
      case 'star':
        for (const column of table.columns.keys()) {
          parts.push(`${quoteIdent(alias)}.${quoteIdent(column)}`)
        }
        break
      case 'column': {
        let expression = fieldSql(params, table, alias, item.field)
        if (item.cast !== undefined) {
          if (!CAST_NAME.test(item.cast)) {
            throw new PostgrestError(
              400,
              'PGRST100',
              `"failed to parse select parameter" (invalid cast ${item.cast})`,
            )
          }
          expression = `(${expression})::${item.cast}`
        }
        parts.push(`${expression} as ${quoteIdent(item.alias ?? fieldOutputName(item.field))}`)
        break
      }
      case 'embed': {
        const expression = embedSql(cache, params, table, alias, item, modifiersOf(embedded, item))
        parts.push(`${expression} as ${quoteIdent(item.alias ?? item.relation)}`)
        break
      }
      default: {
        const unreachable: never = item
        throw new Error(`Unknown select item ${JSON.stringify(unreachable)}`)
      }
    }
  }
  // `select=` with only embeds and no columns is valid; keep the row non-empty for SQL.
  return parts.length === 0 ? 'null as "_"' : parts.join(', ')
}

/** `where …` (with a leading space) for the top-level conditions, or an empty string. */
export function whereSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  conditions: Condition[],
  extra: string[] = [],
): string {
  const parts = conditions.map((condition) => conditionSql(params, table, alias, condition))
  parts.push(...extra)
  return parts.length === 0 ? '' : ` where ${parts.join(' and ')}`
}
