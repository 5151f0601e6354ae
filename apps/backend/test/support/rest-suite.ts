import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, expect } from 'vitest'
import { createConfirmedUser } from '../../src/db/seed.js'
import { type EngineName, type TestBackend, uniqueEmail } from './backend-harness.js'
import { useSeededBackends } from './seeded-backends.js'

/** What the data-API scenarios share: a backend, its three kinds of caller and the seed's courses. */
export interface RestSuite {
  server: TestBackend
  anon: SupabaseClient
  service: SupabaseClient
  /** A student created for the suite, signed in. */
  learner: SupabaseClient
  learnerId: string
  /** The seeded courses' ids by slug. */
  courseIds: Record<string, string>
}

/**
 * Registers the hooks that give the enclosing describe block a seeded backend on `engine`, a
 * signed-in learner and the course ids; the result is filled in before the block's first test.
 */
export function useRestSuite(engine: EngineName): RestSuite {
  const seeded = useSeededBackends(engine, { server: {} })
  const suite = {} as RestSuite
  beforeAll(async () => {
    const server = seeded.backends.server
    suite.server = server
    suite.anon = server.client()
    suite.service = server.client(server.serviceKey)
    const email = uniqueEmail('rest')
    suite.learnerId = await createConfirmedUser(seeded.database.db, {
      email,
      password: 'learner123',
      name: 'Rest Learner',
      userType: 'student',
    })
    suite.learner = server.client()
    const { error } = await suite.learner.auth.signInWithPassword({ email, password: 'learner123' })
    expect(error).toBeNull()
    const { data } = await suite.anon.from('courses').select('id, slug')
    suite.courseIds = Object.fromEntries((data ?? []).map((row) => [row.slug, row.id]))
  })
  return suite
}
