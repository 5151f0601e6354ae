import type { FastifyInstance } from 'fastify'
import { decodeListCursor, encodeListCursor, type ListCursor } from './list-v2-cursor.js'
import { bucketParam, jsonBody, runAsCaller, type StorageContext } from './storage-context.js'
import { StorageError } from './storage-error.js'

interface ListV2Row {
  name: string
  id: string | null
  metadata: unknown
  updated_at: string | Date | null
  created_at: string | Date | null
  last_accessed_at: string | Date | null
}

type TimeColumn = 'created_at' | 'updated_at'

interface ListV2Request {
  prefix: string
  limit: number
  delimiter: boolean
  cursor: ListCursor | undefined
  order: 'asc' | 'desc'
  /** undefined: by name (C collation, as storage-api sorts). */
  column: TimeColumn | undefined
}

function invalid(message: string): StorageError {
  return new StorageError(400, 'InvalidRequest', message)
}

/** Reads the body storage-js' `listV2()` sends, as storage-api's schema accepts it. */
function listV2Request(body: Record<string, unknown>): ListV2Request {
  const { prefix = '', limit, cursor, with_delimiter = false, sortBy } = body
  if (typeof prefix !== 'string') throw invalid('body/prefix must be string')
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1)) {
    throw invalid('body/limit must be an integer >= 1')
  }
  if (cursor !== undefined && typeof cursor !== 'string')
    throw invalid('body/cursor must be string')
  if (typeof with_delimiter !== 'boolean') throw invalid('body/with_delimiter must be boolean')
  const sort = (sortBy ?? {}) as { column?: unknown; order?: unknown }
  if (sortBy !== undefined && !['name', 'updated_at', 'created_at'].includes(String(sort.column))) {
    throw invalid('body/sortBy/column must be equal to one of the allowed values')
  }
  if (sort.order !== undefined && sort.order !== 'asc' && sort.order !== 'desc') {
    throw invalid('body/sortBy/order must be equal to one of the allowed values')
  }
  const decoded = cursor ? decodeListCursor(cursor) : undefined
  // A cursor carries the sort its first page was listed by.
  const column = decoded?.sortColumn ?? sort.column
  const order = decoded?.sortOrder ?? sort.order
  return {
    prefix,
    limit: Math.min((limit as number | undefined) ?? 1000, 1000),
    delimiter: with_delimiter,
    cursor: decoded,
    order: order === 'desc' ? 'desc' : 'asc',
    column: column === 'created_at' || column === 'updated_at' ? column : undefined,
  }
}

// Folders (with a delimiter) are the common prefixes below `prefix`, dated by their oldest object
// as storage-api dates them; entries are paged by (sort value, name) so pages never overlap.
function listV2Sql(list: ListV2Request): string {
  const direction = list.order === 'desc' ? 'desc' : 'asc'
  const after = list.order === 'desc' ? '<' : '>'
  const sortValue = list.column ? `date_trunc('milliseconds', ${list.column})` : null
  const cursorCondition = sortValue
    ? `row(coalesce(${sortValue}, 'epoch'::timestamptz), name collate "C")
         ${after} row(coalesce(nullif($6, '')::timestamptz, 'epoch'::timestamptz), $4::text)`
    : `name collate "C" ${after} $4`
  return `with inside as (
      select id, name, metadata, updated_at, created_at, last_accessed_at,
        case when $3 then strpos(substr(name, char_length($2) + 1), '/') else 0 end as cut
      from storage.objects
      where bucket_id = $1 and starts_with(name, $2)
    ), entries as (
      select left(name, char_length($2) + cut) as name, null::uuid as id, null::jsonb as metadata,
        min(created_at) as updated_at, min(created_at) as created_at,
        null::timestamptz as last_accessed_at
      from inside where cut > 0 group by 1
      union all
      select name, id, metadata, updated_at, created_at, last_accessed_at from inside where cut = 0
    )
    select name, id, metadata, updated_at, created_at, last_accessed_at from entries
    where $4 = '' or ${cursorCondition}
    order by ${sortValue ? `coalesce(${sortValue}, 'epoch'::timestamptz) ${direction}, ` : ''}
      name collate "C" ${direction}
    limit $5`
}

/**
 * `POST /object/list-v2/<bucket>` (storage-js `listV2()`): objects under a prefix, flat or with
 * folders (`with_delimiter`), sorted by name or a time column, `limit` entries a page with an
 * opaque `nextCursor`. Runs as the caller, so RLS decides what is listed.
 */
export function registerObjectListV2Route(app: FastifyInstance, context: StorageContext): void {
  app.post('/object/list-v2/:bucket', async (request) => {
    const list = listV2Request(jsonBody(request))
    const rows = await runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query<ListV2Row>(listV2Sql(list), [
            bucketParam(request),
            list.prefix,
            list.delimiter,
            list.cursor?.startAfter ?? '',
            list.limit + 1,
            ...(list.column ? [list.cursor?.sortColumnAfter ?? ''] : []),
          ])
        ).rows,
      true,
    )
    const page = rows.slice(0, list.limit)
    const levels = list.prefix === '' ? 1 : list.prefix.split('/').length
    const last = page.at(-1)
    const lastSortValue = list.column && last ? last[list.column] : null
    return {
      hasNext: rows.length > list.limit,
      nextCursor:
        rows.length > list.limit && last
          ? encodeListCursor({
              startAfter: last.name,
              sortOrder: list.order,
              sortColumn: list.column,
              sortColumnAfter: lastSortValue ? new Date(lastSortValue).toISOString() : undefined,
            })
          : undefined,
      nextCursorKey: rows.length > list.limit ? last?.name : undefined,
      folders: page.filter((row) => row.id === null).map((row) => ({ id: null, name: row.name })),
      objects: page
        .filter((row) => row.id !== null)
        .map((row) =>
          list.delimiter ? { key: row.name.split('/')[levels - 1] ?? '', ...row } : row,
        ),
    }
  })
}
