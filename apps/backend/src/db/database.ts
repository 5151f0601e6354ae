/** The rows and affected-row count of one statement. */
export interface QueryResult<Row> {
  rows: Row[]
  rowCount: number
}

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs one statement with bound parameters (`$1`, `$2`, …). Values are always sent as
   * parameters, never spliced into the text.
   */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>
  /** Runs a script of several statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>
}

/** The engines the backend runs on. */
export type DatabaseEngine = 'pglite' | 'postgres'

/**
 * One small interface over PGlite and PostgreSQL.
 *
 * @example
 * ```ts
 * const total = await db.transaction(async (tx) => {
 *   await tx.query(`select set_config('role', $1, true)`, ['authenticated'])
 *   return (await tx.query<{ n: number }>('select count(*)::int as n from public.courses')).rows[0]
 * })
 * ```
 */
export interface Database extends Queryable {
  readonly engine: DatabaseEngine
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it throws
   * (the error is rethrown). Transactions never interleave on PGlite's single connection.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Closes connections (and flushes PGlite's data directory). */
  close(): Promise<void>
}

/** The fields of a PostgreSQL error both drivers expose. */
export interface PgErrorFields {
  code: string
  message: string
  detail?: string | undefined
  hint?: string | undefined
}

/** Whether `error` came from PostgreSQL (carries a five-character SQLSTATE). */
export function isPgError(error: unknown): error is Error & PgErrorFields {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  )
}
