import type { Queryable } from '../db/database.js'
import { loadRoleSettings, type RoleSettings } from './role-settings.js'
import { viewForeignKeys } from './view-relationships.js'

/** A column of an exposed table or view. */
export interface ColumnInfo {
  name: string
  /** `format_type` of the column, e.g. `integer`, `text[]`, `public.user_type`. */
  type: string
  nullable: boolean
  hasDefault: boolean
}

/** A foreign key between two exposed tables. */
export interface ForeignKey {
  name: string
  fromTable: string
  fromColumns: string[]
  toTable: string
  toColumns: string[]
}

/** An exposed table or view. */
export interface TableInfo {
  name: string
  columns: Map<string, ColumnInfo>
  primaryKey: string[]
  /** Column sets of the primary key and unique constraints (a foreign key on one is one-to-one). */
  uniqueKeys: string[][]
  /** A view or materialised view (its keys are inherited from base tables). */
  isView: boolean
  /** Computed columns: functions taking this table's row and returning a scalar (name → quoted qualified function). */
  computed: Map<string, string>
  /** Computed relationships: functions taking this row and returning rows of another table. */
  computedRelations: Map<string, { target: string; cardinality: 'one' | 'many' }>
}

/** An argument of an exposed function. */
export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

/** An exposed function (callable through /rpc). */
export interface FunctionInfo {
  name: string
  args: FunctionArg[]
  /** `format_type` of the return type. */
  returnType: string
  returnsSet: boolean
  /** Whether the return type is a row type (table, composite) rather than a scalar. */
  returnsRow: boolean
  volatility: 'i' | 's' | 'v'
  /** The exposed table or view whose row type the function returns, if any. */
  returnTable: string | undefined
  /** The columns of a row-type result (`returns table (…)`, OUT parameters, a composite type). */
  outColumns: ColumnInfo[]
}

/**
 * What PostgREST calls its schema cache: the tables, columns, keys and functions of the exposed
 * schema, read from the catalogue. Every identifier in a request is checked against it before it
 * is quoted into SQL.
 */
export interface SchemaCache {
  schema: string
  tables: Map<string, TableInfo>
  foreignKeys: ForeignKey[]
  functions: Map<string, FunctionInfo[]>
  /** The API roles' `alter role … set` values, applied per request (statement_timeout). */
  roleSettings: RoleSettings
}

interface ColumnRow {
  table_name: string
  kind: string
  column_name: string
  type: string
  nullable: boolean
  has_default: boolean
}

/** Reads the schema cache of `schema` (default `public`). */
export async function loadSchemaCache(db: Queryable, schema = 'public'): Promise<SchemaCache> {
  const columns = await db.query<ColumnRow>(
    `select c.relname as table_name, c.relkind::text as kind, a.attname as column_name,
       format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
       (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [schema],
  )
  const tables = new Map<string, TableInfo>()
  for (const row of columns.rows) {
    let table = tables.get(row.table_name)
    if (table === undefined) {
      table = {
        name: row.table_name,
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        isView: row.kind === 'v' || row.kind === 'm',
        computed: new Map(),
        computedRelations: new Map(),
      }
      tables.set(row.table_name, table)
    }
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.type,
      nullable: row.nullable,
      hasDefault: row.has_default,
    })
  }

  const keys = await db.query<{
    name: string
    kind: string
    from_table: string
    from_columns: string[]
    to_table: string | null
    to_columns: string[] | null
  }>(
    `select con.conname as name, con.contype as kind, src.relname as from_table,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
             order by k.ord) as from_columns,
       dst.relname as to_table,
       case when con.contype = 'f' then
         array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
               order by k.ord) end as to_columns
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_namespace n on n.oid = src.relnamespace
     left join pg_class dst on dst.oid = con.confrelid
     left join pg_namespace dn on dn.oid = dst.relnamespace
     where n.nspname = $1 and con.contype in ('p', 'u', 'f')
       and (con.contype in ('p', 'u') or dn.nspname = $1)
     order by con.conname`,
    [schema],
  )
  const foreignKeys: ForeignKey[] = []
  for (const key of keys.rows) {
    if (key.kind === 'p' || key.kind === 'u') {
      const table = tables.get(key.from_table)
      if (table !== undefined && key.kind === 'p') table.primaryKey = key.from_columns
      table?.uniqueKeys.push(key.from_columns)
    } else if (key.to_table !== null && key.to_columns !== null) {
      foreignKeys.push({
        name: key.name,
        fromTable: key.from_table,
        fromColumns: key.from_columns,
        toTable: key.to_table,
        toColumns: key.to_columns,
      })
    }
  }

  foreignKeys.push(...(await viewForeignKeys(db, schema)))

  const fns = await db.query<{
    name: string
    arg_names: string[]
    arg_types: string[]
    n_defaults: number
    return_type: string
    returns_set: boolean
    returns_row: boolean
    volatility: 'i' | 's' | 'v'
    return_table: string | null
    out_names: string[]
    out_types: string[]
    arg_table: string | null
  }>(
    `select p.proname as name,
       array(select coalesce(a.name, '') from unnest(p.proargnames, p.proargmodes)
               with ordinality as a(name, mode, ord)
             where coalesce(a.mode, 'i') in ('i', 'b', 'v') order by a.ord) as arg_names,
       array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
       p.pronargdefaults::int as n_defaults,
       format_type(p.prorettype, null) as return_type, p.proretset as returns_set,
       (rt.typtype = 'c' or rt.typrelid <> 0 or p.proallargtypes is not null and
         'o' = any(p.proargmodes) or 't' = any(p.proargmodes)) as returns_row,
       p.provolatile as volatility,
       (select ac.relname from pg_type at join pg_class ac on ac.oid = at.typrelid
        where p.pronargs = 1 and at.oid = p.proargtypes[0] and ac.relnamespace = n.oid
          and ac.relkind in ('r', 'v', 'm', 'p', 'f')) as arg_table,
       (select rc.relname from pg_class rc where rc.oid = rt.typrelid
          and rc.relnamespace = n.oid and rc.relkind in ('r', 'v', 'm', 'p', 'f')) as return_table,
       case when rt.typrelid <> 0 then
         array(select a.attname::text from pg_attribute a where a.attrelid = rt.typrelid
               and a.attnum > 0 and not a.attisdropped order by a.attnum)
       else array(select coalesce(o.name, '') from unnest(p.proargnames, p.proargmodes)
                    with ordinality as o(name, mode, ord)
                  where o.mode in ('o', 'b', 't') order by o.ord) end as out_names,
       case when rt.typrelid <> 0 then
         array(select format_type(a.atttypid, a.atttypmod) from pg_attribute a
               where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
               order by a.attnum)
       else array(select format_type(o.type, null) from unnest(p.proallargtypes, p.proargmodes)
                    with ordinality as o(type, mode, ord)
                  where o.mode in ('o', 'b', 't') order by o.ord) end as out_types
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'`,
    [schema],
  )
  const functions = new Map<string, FunctionInfo[]>()
  for (const fn of fns.rows) {
    const count = fn.arg_types.length
    const args = fn.arg_types.map((type, index) => ({
      name: fn.arg_names[index] ?? '',
      type,
      hasDefault: index >= count - fn.n_defaults,
    }))
    const list = functions.get(fn.name) ?? []
    list.push({
      name: fn.name,
      args,
      returnType: fn.return_type,
      returnsSet: fn.returns_set,
      returnsRow: fn.returns_row,
      volatility: fn.volatility,
      returnTable: fn.return_table ?? undefined,
      outColumns: fn.out_names.map((name, index) => ({
        name,
        type: fn.out_types[index] ?? 'text',
        nullable: true,
        hasDefault: false,
      })),
    })
    functions.set(fn.name, list)
    const argTable = fn.arg_table === null ? undefined : tables.get(fn.arg_table)
    if (argTable !== undefined && !fn.returns_set && !fn.returns_row && fn.return_type !== 'void') {
      argTable.computed.set(fn.name, `${quoteIdent(schema)}.${quoteIdent(fn.name)}`)
    }
    if (argTable !== undefined && fn.return_table !== null) {
      argTable.computedRelations.set(fn.name, {
        target: fn.return_table,
        cardinality: fn.returns_set ? 'many' : 'one',
      })
    }
  }
  return { schema, tables, foreignKeys, functions, roleSettings: await loadRoleSettings(db) }
}

/** Quotes an identifier that was checked against the schema cache. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
