import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable, QueryResult } from './database.js'

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql)
    },
  }
}

/**
 * Opens PGlite, persisted in `dataDir` (created if missing) or in memory when `dataDir` is
 * undefined; an in-memory database may start from `loadDataDir`, a data directory dumped by
 * PGlite's `dumpDataDir()`. PGlite has one connection; its own exclusive lock serialises
 * transactions, so a request waits for the previous transaction instead of interleaving with it.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { readonly loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
  const pglite =
    dataDir !== undefined
      ? await PGlite.create(dataDir)
      : options.loadDataDir !== undefined
        ? await PGlite.create({ loadDataDir: options.loadDataDir })
        : await PGlite.create()
  const root = wrap(pglite)
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  }
}
