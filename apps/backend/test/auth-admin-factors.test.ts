import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../src/auth/totp.js'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

const PASSWORD = 'factor-pass-123'

function claimsOf(token: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'))
}

// The admin side of MFA (`auth.admin.mfa.*` and the factors on an admin user read), for the
// support case of a learner who lost their phone; refused to anyone without the service role.
for (const engine of ENGINES) {
  describe(`admin API: MFA factors (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: { RATE_LIMIT_MFA: '100000' } })
    let server: TestBackend
    let admin: SupabaseClient

    beforeAll(() => {
      server = suite.backends.server
      admin = server.client(server.serviceKey)
    })

    /** A user with a verified authenticator, signed in at aal2. */
    async function userWithFactor() {
      const email = uniqueEmail('factor')
      const id = await createConfirmedUser(suite.database.db, {
        email,
        password: PASSWORD,
        name: 'Factor User',
        userType: 'student',
      })
      const client = await server.signedInClient(email, PASSWORD)
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
      const factorId = enrolled.data?.id ?? ''
      const secret = enrolled.data?.totp.secret ?? ''
      const verified = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: totpCode(secret, Date.now()),
      })
      expect(verified.error).toBeNull()
      return { id, email, client, factorId }
    }

    it('lists a user’s factors and shows them on the admin user read', async () => {
      const { id, factorId } = await userWithFactor()
      const listed = await admin.auth.admin.mfa.listFactors({ userId: id })
      expect(listed.error).toBeNull()
      expect(listed.data?.factors).toEqual([
        expect.objectContaining({
          id: factorId,
          friendly_name: 'Phone',
          factor_type: 'totp',
          status: 'verified',
        }),
      ])
      expect(JSON.stringify(listed.data)).not.toContain('secret')
      const read = await admin.auth.admin.getUserById(id)
      expect(read.data.user?.factors?.map((factor) => factor.id)).toEqual([factorId])
    })

    it('deletes a lost factor: the user signs in without a code and their aal2 session falls to aal1', async () => {
      const { id, email, client, factorId } = await userWithFactor()
      const removed = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
      expect(removed.error).toBeNull()
      // auth-js 2.109 wraps this one answer twice: `data.data` is GoTrue's factor.
      expect(removed.data).toMatchObject({ data: { id: factorId, status: 'verified' } })
      expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([])

      const refreshed = await client.auth.refreshSession()
      expect(claimsOf(refreshed.data.session?.access_token).aal).toBe('aal1')
      const again = await server.signedInClient(email, PASSWORD)
      const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    })

    it('renames a factor, refusing a name the user already uses', async () => {
      const { id, client, factorId } = await userWithFactor()
      const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })
      const headers = {
        apikey: server.serviceKey,
        authorization: `Bearer ${server.serviceKey}`,
        'content-type': 'application/json',
      }
      const url = `${server.url}/auth/v1/admin/users/${id}/factors/${factorId}`
      const renamed = await fetch(url, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ friendly_name: 'Old phone' }),
      })
      expect(renamed.status).toBe(200)
      expect(await renamed.json()).toMatchObject({ id: factorId, friendly_name: 'Old phone' })
      const clash = await fetch(url, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ friendly_name: second.data?.friendly_name }),
      })
      expect(clash.status).toBe(422)
      expect(await clash.json()).toMatchObject({ error_code: 'mfa_factor_name_conflict' })
    })

    it('answers unknown users and factors as GoTrue, and refuses the anon key and the user', async () => {
      const { id, client, factorId } = await userWithFactor()
      const other = await userWithFactor()
      const unknownUser = await admin.auth.admin.mfa.listFactors({
        userId: '00000000-0000-4000-8000-000000000000',
      })
      expect(unknownUser.error).toMatchObject({ status: 404, code: 'user_not_found' })
      const foreign = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: other.factorId })
      expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
      // supabase-js refuses a malformed id before sending; the server answers it too.
      const malformed = await fetch(`${server.url}/auth/v1/admin/users/${id}/factors/nope`, {
        method: 'DELETE',
        headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
      })
      expect(malformed.status).toBe(404)
      expect(await malformed.json()).toMatchObject({ error_code: 'mfa_factor_not_found' })

      const asAnon = server.client()
      const byAnon = await asAnon.auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
      expect(byAnon.error).toMatchObject({ status: 403, code: 'not_admin' })
      // The user's own token (with the public key), as supabase-js cannot send it to /admin.
      const token = (await client.auth.getSession()).data.session?.access_token ?? ''
      const own = await fetch(`${server.url}/auth/v1/admin/users/${id}/factors/${factorId}`, {
        method: 'DELETE',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      })
      expect(own.status).toBe(403)
      expect(await own.json()).toMatchObject({ error_code: 'not_admin' })
      expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toHaveLength(1)
    })
  })
}
