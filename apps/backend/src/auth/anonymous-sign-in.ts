import { randomUUID } from 'node:crypto'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import { issueSession, type SessionResponse } from './session-response.js'
import { mustFindUser } from './user-record.js'

/**
 * POST /signup without e-mail or phone (`signInAnonymously()`): when anonymous sign-ins are on,
 * a user with no address, no password, no identity and `is_anonymous: true` (also in the JWT, so
 * RLS can read `auth.jwt() ->> 'is_anonymous'`), signed in with amr `anonymous`. Off (the
 * default, as GoTrue): 422 `anonymous_provider_disabled`.
 */
export async function signInAnonymously(
  deps: AuthDeps,
  data: Record<string, unknown> | undefined,
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  if (!deps.settings.anonymousUsers) {
    throw new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  return deps.db.transaction(async (tx) => {
    const id = randomUUID()
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at, is_super_admin, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '',
         '{}'::jsonb, $2::jsonb, now(), now(), false, true)`,
      [id, JSON.stringify(data ?? {})],
    )
    return issueSession(deps, tx, await mustFindUser(tx, id), 'anonymous', ctx)
  })
}
