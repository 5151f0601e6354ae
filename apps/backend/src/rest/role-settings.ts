import type { Queryable } from '../db/database.js'

/** Per API role, the settings `alter role … set` gave it (`statement_timeout` = `3s`, …). */
export type RoleSettings = ReadonlyMap<
  string,
  ReadonlyArray<readonly [name: string, value: string]>
>

const API_ROLES = ['anon', 'authenticated', 'service_role']

/**
 * Reads the API roles' settings from `pg_db_role_setting` (cluster-wide ones, overridden by those
 * for the current database), as PostgREST does. PostgreSQL applies role settings only at login,
 * never on `SET ROLE`, so each request re-applies its role's settings inside its transaction.
 */
export async function loadRoleSettings(db: Queryable): Promise<RoleSettings> {
  const result = await db.query<{ role: string; config: string[] }>(
    `select r.rolname as role, s.setconfig as config
     from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     where r.rolname = any($1::text[])
       and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
     order by s.setdatabase`,
    [API_ROLES],
  )
  const merged = new Map<string, Map<string, string>>()
  for (const row of result.rows) {
    const settings = merged.get(row.role) ?? new Map<string, string>()
    for (const entry of row.config) {
      const equals = entry.indexOf('=')
      if (equals > 0) settings.set(entry.slice(0, equals), entry.slice(equals + 1))
    }
    merged.set(row.role, settings)
  }
  return new Map([...merged].map(([role, settings]) => [role, [...settings]]))
}
