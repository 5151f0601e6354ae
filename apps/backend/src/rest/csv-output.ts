/** How rows are rendered: JSON (optionally without null fields) or CSV (`Accept: text/csv`). */
export interface Output {
  stripNulls: boolean
  csv?: boolean
}

/**
 * Renders the rows of `inner` as PostgREST's CSV: a header of the column names, then each row
 * in PostgreSQL's record text form without its parentheses (so quoting and `NULL` as an empty
 * field are PostgreSQL's), one per line. Same result columns as the JSON aggregate.
 */
export function csvSql(inner: string, extraColumns = ''): string {
  const header = `(select coalesce(string_agg(_k.k, ','), '') from (
      select json_object_keys(_f.r)::text as k
      from (select row_to_json(_h) as r from (${inner}) as _h limit 1) as _f
    ) as _k)`
  return `select ${header} || E'\\n' ||
      coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '') as body,
    null::text as single, count(*)::int as n${extraColumns} from (${inner}) as _r`
}
