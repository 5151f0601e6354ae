import { afterAll, beforeAll } from 'vitest'
import { migrate } from '../../src/db/migrate.js'
import { resolvePaths } from '../../src/paths.js'
import {
  createTestDatabase,
  type EngineName,
  startBackend,
  type TestBackend,
  type TestDatabase,
} from './backend-harness.js'

/** A migrated (unseeded) database with test-only fixtures and one backend over it. */
export interface FixtureBackend {
  database: TestDatabase
  server: TestBackend
}

/**
 * Registers hooks giving the enclosing describe block a migrated database on `engine` in which
 * `fixtureSql` (tables, functions and grants only the tests need) has run before the backend
 * starts, so the schema cache holds them. Closed and dropped after the block.
 */
export function useFixtureBackend(
  engine: EngineName,
  fixtureSql: string,
  env: Record<string, string> = {},
): FixtureBackend {
  const suite = {} as Partial<FixtureBackend>
  beforeAll(async () => {
    const database = await createTestDatabase(engine)
    suite.database = database
    await migrate(database.db, resolvePaths().migrationsDir)
    await database.db.exec(fixtureSql)
    suite.server = await startBackend(database.db, env)
  })
  afterAll(async () => {
    await suite.server?.close()
    await suite.database?.drop()
  })
  return suite as FixtureBackend
}
