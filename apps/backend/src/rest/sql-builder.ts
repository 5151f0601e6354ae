import { conditionSql, orderSql, pagingSql } from './condition-sql.js'
import { fieldSql } from './field-sql.js'
import type { Condition, OrderTerm } from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'
import { type Relationship, resolveRelationship } from './resolve-relationship.js'
import type { SchemaCache, TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'
import type { FieldRef, SelectItem } from './select-parser.js'
import type { SqlParams } from './sql-params.js'

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

const CAST_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/

function fieldOutputName(field: FieldRef): string {
  const last = field.jsonPath.at(-1)
  return last === undefined ? field.name : last.key
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
  let from = ` from ${quoteIdent(cache.schema)}.${quoteIdent(target.name)} as ${quoteIdent(alias)}`
  const junction = relationship.junction
  if (junction !== undefined) {
    const link = params.alias()
    from += `, ${quoteIdent(cache.schema)}.${quoteIdent(junction.table.name)} as ${quoteIdent(link)}`
    for (const [sourceColumn, junctionColumn] of junction.sourceJoins) {
      where.push(
        `${quoteIdent(link)}.${quoteIdent(junctionColumn)} = ${quoteIdent(sourceAlias)}.${quoteIdent(sourceColumn)}`,
      )
    }
    for (const [junctionColumn, targetColumn] of junction.targetJoins) {
      where.push(
        `${quoteIdent(alias)}.${quoteIdent(targetColumn)} = ${quoteIdent(link)}.${quoteIdent(junctionColumn)}`,
      )
    }
  }
  if (relationship.computed !== undefined) {
    // A computed relationship is a function of the source row: fn(source) returns the rows.
    from = ` from ${relationship.computed}(${quoteIdent(sourceAlias)}) as ${quoteIdent(alias)}`
  }
  for (const condition of modifiers?.conditions ?? []) {
    where.push(conditionSql(params, target, alias, condition))
  }
  return {
    relationship,
    alias,
    from,
    where: where.length === 0 ? '' : ` where ${where.join(' and ')}`,
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
): { expression: string; groupBy: string[] } {
  const { relationship, alias, from, where } = embedParts(
    cache,
    params,
    source,
    sourceAlias,
    item,
    modifiers,
  )
  const target = relationship.target
  const { list, groupBy } = selectClause(cache, params, target, alias, item.select, undefined)
  const order = orderSql(params, target, alias, modifiers?.order ?? [])
  const body = `select ${list}${from}${where}${groupBy}${order}`
  const keys = sourceKeys(relationship, sourceAlias)
  if (relationship.cardinality === 'one') {
    return { expression: `(select row_to_json(_e) from (${body} limit 1) as _e)`, groupBy: keys }
  }
  const paging = pagingSql(params, modifiers?.limit, modifiers?.offset)
  return {
    expression: `coalesce((select json_agg(_e) from (${body}${paging}) as _e), '[]'::json)`,
    groupBy: keys,
  }
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

/** One output column of a select list: its SQL, its JSON key, whether it aggregates. */
export interface SelectPart {
  expression: string
  name: string
  aggregate: boolean
  /** What to group by for this part when others aggregate (default: the expression). */
  groupBy?: string[]
}

function sourceKeys(relationship: Relationship, sourceAlias: string): string[] {
  const source = quoteIdent(sourceAlias)
  if (relationship.computed !== undefined) return [source]
  const columns =
    relationship.junction === undefined
      ? relationship.joins.map(([from]) => from)
      : relationship.junction.sourceJoins.map(([from]) => from)
  return columns.map((column) => `${source}.${quoteIdent(column)}`)
}

const AGGREGATE_SQL = { count: 'count', sum: 'sum', avg: 'avg', min: 'min', max: 'max' } as const

function castSql(expression: string, cast: string | undefined): string {
  if (cast === undefined) return expression
  if (!CAST_NAME.test(cast)) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse select parameter" (invalid cast ${cast})`,
    )
  }
  return `(${expression})::${cast}`
}

/**
 * A spread embed (`...rel(a,b)`): the embedded columns become columns of the parent. To-one
 * spreads give each column's value; to-many spreads (PostgREST 13) give each column as an array.
 */
function spreadParts(
  cache: SchemaCache,
  params: SqlParams,
  source: TableInfo,
  sourceAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  modifiers: EmbedModifiers | undefined,
): SelectPart[] {
  const { relationship, alias, from, where } = embedParts(
    cache,
    params,
    source,
    sourceAlias,
    item,
    modifiers,
  )
  const target = relationship.target
  const inner = selectParts(cache, params, target, alias, item.select, undefined)
  const order = orderSql(params, target, alias, modifiers?.order ?? [])
  const groupBy = sourceKeys(relationship, sourceAlias)
  return inner.map((part) => ({
    name: part.name,
    aggregate: false,
    groupBy,
    expression:
      relationship.cardinality === 'one'
        ? `(select ${part.expression}${from}${where}${order} limit 1)`
        : `coalesce((select json_agg(${part.expression}${order})${from}${where}), '[]'::json)`,
  }))
}

/** The output columns for `items` on `table` aliased `alias`, embeds as JSON sub-selects. */
export function selectParts(
  cache: SchemaCache,
  params: SqlParams,
  table: TableInfo,
  alias: string,
  items: SelectItem[],
  embedded: Map<string, EmbedModifiers> | undefined,
): SelectPart[] {
  const parts: SelectPart[] = []
  for (const item of items) {
    switch (item.kind) {
      case 'star':
        for (const column of table.columns.keys()) {
          parts.push({
            expression: `${quoteIdent(alias)}.${quoteIdent(column)}`,
            name: column,
            aggregate: false,
          })
        }
        break
      case 'column': {
        const expression = castSql(fieldSql(params, table, alias, item.field), item.cast)
        parts.push({
          expression,
          name: item.alias ?? fieldOutputName(item.field),
          aggregate: false,
        })
        break
      }
      case 'embed': {
        const modifiers = modifiersOf(embedded, item)
        if (item.spread) {
          parts.push(...spreadParts(cache, params, table, alias, item, modifiers))
          break
        }
        const { expression, groupBy } = embedSql(cache, params, table, alias, item, modifiers)
        parts.push({ expression, name: item.alias ?? item.relation, aggregate: false, groupBy })
        break
      }
      case 'aggregate': {
        const input =
          item.field === undefined
            ? '*'
            : castSql(fieldSql(params, table, alias, item.field), item.cast)
        parts.push({
          expression: castSql(`${AGGREGATE_SQL[item.fn]}(${input})`, item.resultCast),
          name: item.alias ?? item.fn,
          aggregate: true,
        })
        break
      }
      default: {
        const unreachable: never = item
        throw new Error(`Unknown select item ${JSON.stringify(unreachable)}`)
      }
    }
  }
  return parts
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
  return selectClause(cache, params, table, alias, items, embedded).list
}

/**
 * The select list and, when it aggregates, the ` group by` of every other part (PostgREST's
 * automatic grouping; an embed groups by the source columns it joins on).
 */
export function selectClause(
  cache: SchemaCache,
  params: SqlParams,
  table: TableInfo,
  alias: string,
  items: SelectItem[],
  embedded: Map<string, EmbedModifiers> | undefined,
): { list: string; groupBy: string } {
  const parts = selectParts(cache, params, table, alias, items, embedded)
  // `select=` with only embeds and no columns is valid; keep the row non-empty for SQL.
  if (parts.length === 0) return { list: 'null as "_"', groupBy: '' }
  const list = parts.map((part) => `${part.expression} as ${quoteIdent(part.name)}`).join(', ')
  if (!parts.some((part) => part.aggregate)) return { list, groupBy: '' }
  const keys = [
    ...new Set(
      parts.filter((part) => !part.aggregate).flatMap((part) => part.groupBy ?? [part.expression]),
    ),
  ]
  return { list, groupBy: keys.length === 0 ? '' : ` group by ${keys.join(', ')}` }
}

/**
 * PGRST123 when `select` uses an aggregate and `PGRST_DB_AGGREGATES_ENABLED` is off (as
 * PostgREST's `db-aggregates-enabled`, off by default).
 */
export function checkAggregates(items: SelectItem[], enabled: boolean): void {
  if (enabled) return
  for (const item of items) {
    if (item.kind === 'aggregate') {
      throw new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    }
    if (item.kind === 'embed') checkAggregates(item.select, enabled)
  }
}
