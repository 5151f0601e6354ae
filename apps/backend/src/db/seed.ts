import { readFile } from 'node:fs/promises'
import { hashPassword } from '../auth/password.js'
import type { Database } from './database.js'

/** A demo account created by the seed. */
export interface DemoAccount {
  email: string
  password: string
  name: string
  userType: 'student' | 'teacher'
  admin: boolean
}

/** The demo accounts (documented in the README). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'student@splendid.test',
    password: 'student123',
    name: 'Demo Student',
    userType: 'student',
    admin: false,
  },
  {
    email: 'teacher@splendid.test',
    password: 'teacher123',
    name: 'Demo Teacher',
    userType: 'teacher',
    admin: false,
  },
  {
    email: 'admin@splendid.test',
    password: 'admin123',
    name: 'Demo Admin',
    userType: 'teacher',
    admin: true,
  },
]

/**
 * Creates a confirmed e-mail user directly (as the service would), with its identity; the
 * profile follows from the `on_auth_user_created` trigger. Does nothing when the address exists.
 *
 * @returns the user's id.
 */
export async function createConfirmedUser(
  db: Database,
  account: Omit<DemoAccount, 'admin'> & { appMetadata?: Record<string, unknown> },
): Promise<string> {
  const known = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [account.email],
  )
  if (known.rows[0]) return known.rows[0].id
  const passwordHash = await hashPassword(account.password)
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: string }>(
      'select id from auth.users where lower(email) = lower($1)',
      [account.email],
    )
    if (existing.rows[0]) return existing.rows[0].id
    const id = (await tx.query<{ id: string }>('select gen_random_uuid()::text as id')).rows[0]?.id
    if (id === undefined) throw new Error('gen_random_uuid returned nothing')
    const email = account.email.toLowerCase()
    const identity = { sub: id, email, email_verified: true, phone_verified: false }
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         is_super_admin, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
         $3, now(), $4::jsonb, $5::jsonb, now(), now(), false, false)`,
      [
        id,
        email,
        passwordHash,
        JSON.stringify({ provider: 'email', providers: ['email'], ...account.appMetadata }),
        JSON.stringify({ name: account.name, user_type: account.userType, ...identity }),
      ],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now())`,
      [id, JSON.stringify(identity)],
    )
    return id
  })
}

/** Raised by {@link grantAdmin} when no user has the address. */
export class UnknownUserError extends Error {
  readonly code = 'user_not_found'
  constructor(email: string) {
    super(`No user with the email ${email}`)
    this.name = 'UnknownUserError'
  }
}

/** Sets `app_metadata.role = 'admin'` for the user with `email` (a service-only operation). */
export async function grantAdmin(db: Database, email: string): Promise<void> {
  const result = await db.query(
    `update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role": "admin"}'::jsonb,
       updated_at = now()
     where lower(email) = lower($1)`,
    [email],
  )
  if (result.rowCount === 0) throw new UnknownUserError(email)
}

/**
 * Creates the demo accounts, then runs `supabase/seed.sql` (the courses, tutors, homework… and,
 * since the accounts exist by then, the demo accounts' own enrolments, progress, class,
 * homework and teaching); safe to repeat.
 */
export async function seed(db: Database, seedFile: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await createConfirmedUser(db, account)
    if (account.admin) await grantAdmin(db, account.email)
  }
  const sql = await readFile(seedFile, 'utf8')
  await db.transaction((tx) => tx.exec(sql))
}
