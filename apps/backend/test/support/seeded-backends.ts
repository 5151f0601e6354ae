import { afterAll, beforeAll } from 'vitest'
import {
  type EngineName,
  startBackend,
  type TestBackend,
  type TestDatabase,
} from './backend-harness.js'
import { createSeededDatabase } from './seeded-database.js'

/** The database and backends one describe block shares; filled in before its first test. */
export interface SeededBackends<Name extends string> {
  database: TestDatabase
  backends: Record<Name, TestBackend>
}

/**
 * Registers the hooks that give the enclosing describe block a migrated, seeded database on
 * `engine` and one running backend per entry of `configs` (its env overrides), closed and
 * dropped after the block. Read the result in hooks and tests, not while tests are collected.
 *
 * @example
 * const suite = useSeededBackends(engine, { server: {}, autoconfirm: { MAILER_AUTOCONFIRM: 'true' } })
 * it('…', () => suite.backends.autoconfirm.client())
 */
export function useSeededBackends<Name extends string>(
  engine: EngineName,
  configs: Record<Name, Record<string, string>>,
): SeededBackends<Name> {
  const suite = {} as Partial<SeededBackends<Name>>
  beforeAll(async () => {
    const database = await createSeededDatabase(engine)
    suite.database = database
    const backends = {} as Record<Name, TestBackend>
    suite.backends = backends
    for (const name of Object.keys(configs) as Name[]) {
      backends[name] = await startBackend(database.db, configs[name])
    }
  })
  afterAll(async () => {
    for (const backend of Object.values<TestBackend>(suite.backends ?? {})) await backend.close()
    await suite.database?.drop()
  })
  return suite as SeededBackends<Name>
}
