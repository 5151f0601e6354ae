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
