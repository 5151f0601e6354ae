import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/db/database.js'
import { createConfirmedUser } from '../../src/db/seed.js'
import { type TestBackend, uniqueEmail } from './backend-harness.js'

/** A confirmed user signed in on a test backend. */
export interface Person {
  id: string
  email: string
  client: SupabaseClient
}

/**
 * A new confirmed user of `userType` (an admin when `admin`), signed in on `server`.
 *
 * @example
 * const teacher = await newPerson(db, server, 'Nadia', 'teacher')
 */
export async function newPerson(
  db: Database,
  server: TestBackend,
  name: string,
  userType: 'student' | 'teacher',
  options: { admin?: boolean } = {},
): Promise<Person> {
  const email = uniqueEmail(name)
  const id = await createConfirmedUser(db, {
    email,
    password: 'secret123',
    name,
    userType,
    ...(options.admin === true ? { appMetadata: { role: 'admin' } } : {}),
  })
  return { id, email, client: await server.signedInClient(email, 'secret123') }
}
