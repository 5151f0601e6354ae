import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import { supabase } from '../lib/supabase-client'

/** The backend the integration project started for this run (`backend-global-setup.ts`). */
export interface TestBackend {
  readonly url: string
  readonly anonKey: string
  readonly serviceKey: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackend
  }
}

/** An e-mail address and password to sign in with. */
export interface Account {
  readonly email: string
  readonly password: string
}

/** The seed's demo accounts (supabase/seed.sql, created by the backend's start). */
export const DEMO_ACCOUNTS = {
  student: { email: 'student@splendid.test', password: 'student123' },
  admin: { email: 'admin@splendid.test', password: 'admin123' },
} as const satisfies Record<string, Account>

const noSession = { auth: { persistSession: false, autoRefreshToken: false } }

/**
 * A service-role client, which row-level security does not apply to: only for arranging what a
 * test needs (a full class, a graded answer) or checking what a module wrote — never for the
 * call under test.
 */
export function serviceClient(): SupabaseClient {
  const { url, serviceKey } = inject('backend')
  return createClient(url, serviceKey, noSession)
}

/** Signs the app's own client (`src/lib/supabase-client`) in; resolves with the user's id. */
export async function signInAs(account: Account): Promise<string> {
  const { data, error } = await supabase.auth.signInWithPassword(account)
  if (error) throw new Error(`Could not sign in as ${account.email}: ${error.message}`)
  return data.user.id
}

/** A new account no test has used (the backend confirms sign-ups at once in this run). */
export function newAccount(): Account {
  return { email: `learner-${crypto.randomUUID()}@splendid.test`, password: 'learner-pass-123' }
}

/**
 * Signs up a new learner through the app's own client, which is then signed in as them;
 * resolves with the new user's id. Each test file works with its own users, so files running
 * side by side never see each other's rows.
 */
export async function signUpLearner(account: Account = newAccount()): Promise<string> {
  const { data, error } = await supabase.auth.signUp({
    ...account,
    options: { data: { full_name: 'Test Learner' } },
  })
  if (error || data.session === null || data.user === null) {
    throw new Error(`Could not sign up ${account.email}: ${error?.message ?? 'no session'}`)
  }
  return data.user.id
}

/**
 * A separate supabase-js client signed up as another new learner: the "someone else" whose rows
 * the user under test must not see or change.
 */
export async function otherLearner(): Promise<{ id: string; client: SupabaseClient }> {
  const { url, anonKey } = inject('backend')
  const client = createClient(url, anonKey, noSession)
  const account = newAccount()
  const { data, error } = await client.auth.signUp(account)
  if (error || data.user === null) {
    throw new Error(`Could not sign up ${account.email}: ${error?.message ?? 'no user'}`)
  }
  return { id: data.user.id, client }
}
