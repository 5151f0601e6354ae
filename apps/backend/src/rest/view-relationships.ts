import type { Queryable } from '../db/database.js'
import type { ForeignKey } from './schema-cache.js'

interface ViewColumn {
  view_name: string
  view_column: string
  table_schema: string
  table_name: string
  table_column: string
}

interface BaseKey {
  name: string
  from_schema: string
  from_table: string
  from_columns: string[]
  to_schema: string
  to_table: string
  to_columns: string[]
}

/**
 * The foreign keys views inherit, as PostgREST derives them: each view column that is a plain
 * column of a base table (read from the view's query tree, `resorigtbl`/`resorigcol`) carries
 * that table's foreign keys when the view exposes all of the key's columns. Base tables may be
 * in a schema that is not exposed (views in an API schema over private tables).
 */
export async function viewForeignKeys(db: Queryable, schema: string): Promise<ForeignKey[]> {
  const columns = await db.query<ViewColumn>(
    `select v.relname as view_name, m[1] as view_column, sn.nspname as table_schema,
       src.relname as table_name, a.attname::text as table_column
     from pg_class v
     join pg_namespace n on n.oid = v.relnamespace
     join pg_rewrite r on r.ev_class = v.oid
     cross join lateral regexp_matches(r.ev_action::text,
       ':resname ([^ ]+) :ressortgroupref [0-9]+ :resorigtbl ([0-9]+) :resorigcol ([0-9]+)',
       'g') as m
     join pg_class src on src.oid = m[2]::oid
     join pg_namespace sn on sn.oid = src.relnamespace
     join pg_attribute a on a.attrelid = src.oid and a.attnum = m[3]::int
     where n.nspname = $1 and v.relkind in ('v', 'm')`,
    [schema],
  )
  if (columns.rows.length === 0) return []
  // base "schema.table" → view → base column → view column
  const views = new Map<string, Map<string, Map<string, string>>>()
  for (const row of columns.rows) {
    const base = `${row.table_schema}.${row.table_name}`
    const byView = views.get(base) ?? new Map<string, Map<string, string>>()
    const mapping = byView.get(row.view_name) ?? new Map<string, string>()
    if (!mapping.has(row.table_column)) mapping.set(row.table_column, row.view_column)
    byView.set(row.view_name, mapping)
    views.set(base, byView)
  }
  const keys = await db.query<BaseKey>(
    `select con.conname as name, sn.nspname as from_schema, src.relname as from_table,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
             order by k.ord) as from_columns,
       dn.nspname as to_schema, dst.relname as to_table,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
             order by k.ord) as to_columns
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_namespace sn on sn.oid = src.relnamespace
     join pg_class dst on dst.oid = con.confrelid
     join pg_namespace dn on dn.oid = dst.relnamespace
     where con.contype = 'f'
       and (sn.nspname || '.' || src.relname = any($1) or dn.nspname || '.' || dst.relname = any($1))`,
    [[...views.keys()]],
  )
  const sides = (tableSchema: string, table: string, cols: string[]) => {
    const found: { name: string; columns: string[]; isView: boolean }[] = []
    if (tableSchema === schema) found.push({ name: table, columns: cols, isView: false })
    for (const [view, mapping] of views.get(`${tableSchema}.${table}`) ?? []) {
      const mapped = cols.map((col) => mapping.get(col))
      if (mapped.every((col): col is string => col !== undefined)) {
        found.push({ name: view, columns: mapped, isView: true })
      }
    }
    return found
  }
  const derived: ForeignKey[] = []
  for (const key of keys.rows) {
    for (const from of sides(key.from_schema, key.from_table, key.from_columns)) {
      for (const to of sides(key.to_schema, key.to_table, key.to_columns)) {
        if (!from.isView && !to.isView) continue
        derived.push({
          name: key.name,
          fromTable: from.name,
          fromColumns: from.columns,
          toTable: to.name,
          toColumns: to.columns,
        })
      }
    }
  }
  return derived
}
