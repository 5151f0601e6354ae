import { userInfo } from 'node:os'
import pg from 'pg'
import type { Database, Queryable, QueryResult } from './database.js'

// Keep timestamps, dates and numerics as PostgreSQL's text so both engines hand the same
// values to the auth code; JSON responses are rendered by PostgreSQL itself.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 1082) return (value: string) => value
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query({ text: sql, values: [...params], types })
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql)
    },
  }
}

/**
 * Connection settings for a connection string. Like libpq, a URL without a user name falls
 * back to PGUSER and then to the operating-system user (node-postgres alone reads only USER).
 */
export function pgConnectionConfig(connectionString: string): pg.ClientConfig {
  const hasUser =
    /^postgres(ql)?:\/\/[^/@]+@/.test(connectionString) || /[?&]user=/.test(connectionString)
  if (hasUser) return { connectionString }
  const fallback = process.env.PGUSER || process.env.USER || userInfo().username
  const separator = connectionString.includes('?') ? '&' : '?'
  return { connectionString: `${connectionString}${separator}user=${encodeURIComponent(fallback)}` }
}

/** Opens a pool of connections to PostgreSQL at `connectionString`. */
export async function openPostgresDatabase(
  connectionString: string,
  maxConnections = 10,
): Promise<Database> {
  const pool = new pg.Pool({ ...pgConnectionConfig(connectionString), max: maxConnections })
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {})
  const probe = await pool.connect()
  probe.release()
  const root = wrap(pool)
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
