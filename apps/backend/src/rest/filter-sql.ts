import { fieldSql } from './field-sql.js'
import { type FilterCondition, FTS_OPERATORS, parseInList } from './filter-parser.js'
import type { TableInfo } from './schema-cache.js'
import type { SqlParams } from './sql-params.js'

/** The SQL operator of each PostgREST operator that compares a field with one value. */
const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

/** Pattern operators: they compare the field's text, as PostgREST's `like`/`match` on any type. */
const PATTERNS: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' }

const TS_QUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

const IS_KEYWORDS: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

/**
 * SQL for one filter (without its `not`). Values are bound parameters of unknown type, so
 * PostgreSQL types them from the column as PostgREST's unknown literals are; a quantified
 * operator (`like(any).{a*,b*}`) binds one array literal.
 */
export function filterSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  condition: FilterCondition,
): string {
  const column = fieldSql(params, table, alias, condition.field)
  const { operator, value, quantifier } = condition
  const pattern = PATTERNS[operator]
  if (pattern !== undefined) {
    const text = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value
    if (quantifier !== undefined) {
      return `${column}::text ${pattern} ${quantifier}(${params.add(text)}::text[])`
    }
    return `${column}::text ${pattern} ${params.add(text)}`
  }
  const comparison = COMPARISONS[operator]
  if (comparison !== undefined) {
    if (quantifier !== undefined)
      return `${column} ${comparison} ${quantifier}(${params.add(value)})`
    return `${column} ${comparison} ${params.add(value)}`
  }
  if (FTS_OPERATORS.has(operator)) {
    const language =
      condition.language === undefined ? '' : `${params.add(condition.language)}::regconfig, `
    const isVector =
      condition.field.jsonPath.length === 0 &&
      table.columns.get(condition.field.name)?.type === 'tsvector'
    const vector = isVector ? column : `to_tsvector(${language}${column})`
    return `${vector} @@ ${TS_QUERY[operator]}(${language}${params.add(value)})`
  }
  switch (operator) {
    case 'is':
      return `${column} is ${IS_KEYWORDS[value.toLowerCase()] ?? 'null'}`
    case 'isdistinct':
      return `${column} is distinct from ${params.add(value)}`
    case 'in': {
      const items = parseInList(value)
      if (items.length === 0) return 'false'
      return `${column} in (${items.map((item) => params.add(item)).join(', ')})`
    }
    default:
      throw new Error(`Unhandled operator ${operator}`)
  }
}
