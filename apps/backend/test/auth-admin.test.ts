import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// GoTrue's admin API through supabase-js `auth.admin.*` with the service key, and the same calls
// refused to the anon key and to a signed-in user's token.
for (const engine of ENGINES) {
  describe(`auth admin API (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let admin: SupabaseClient

    beforeAll(() => {
      server = suite.backends.server
      admin = server.client(server.serviceKey)
    })

    it('creates a confirmed user with metadata who can sign in; a second one with that address is email_exists', async () => {
      const email = uniqueEmail('created')
      const { data, error } = await admin.auth.admin.createUser({
        email: email.toUpperCase(),
        password: 'secret123',
        email_confirm: true,
        user_metadata: { name: 'Created One' },
        app_metadata: { role: 'teacher_admin', plan: 'gold' },
      })
      expect(error).toBeNull()
      expect(data.user?.email).toBe(email)
      expect(data.user?.email_confirmed_at).toBeTruthy()
      expect(data.user?.user_metadata).toEqual({ name: 'Created One' })
      expect(data.user?.app_metadata).toEqual({
        provider: 'email',
        providers: ['email'],
        role: 'teacher_admin',
        plan: 'gold',
      })
      expect(data.user?.identities?.[0]?.provider).toBe('email')

      const signedIn = await server
        .client()
        .auth.signInWithPassword({ email, password: 'secret123' })
      expect(signedIn.error).toBeNull()

      const again = await admin.auth.admin.createUser({ email, password: 'secret123' })
      expect(again.error).toMatchObject({
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      })
      const none = await admin.auth.admin.createUser({ password: 'secret123' })
      expect(none.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Cannot create a user without either an email or phone',
      })
      const badAddress = await admin.auth.admin.createUser({ email: 'not-an-address' })
      expect(badAddress.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      })
    })

    it('creates an unconfirmed user without a password, who cannot sign in until confirmed', async () => {
      const email = uniqueEmail('unconfirmed')
      const { data, error } = await admin.auth.admin.createUser({ email })
      expect(error).toBeNull()
      expect(data.user?.email_confirmed_at).toBeUndefined()
      expect(await server.outbox(email)).toEqual([])
      const id = data.user?.id ?? ''
      const confirmed = await admin.auth.admin.updateUserById(id, {
        email_confirm: true,
        password: 'secret123',
      })
      expect(confirmed.data.user?.email_confirmed_at).toBeTruthy()
      const signedIn = await server
        .client()
        .auth.signInWithPassword({ email, password: 'secret123' })
      expect(signedIn.error).toBeNull()
    })

    it('lists users page by page with total, nextPage and lastPage as supabase-js reads them', async () => {
      for (let index = 0; index < 3; index += 1) {
        const { error } = await admin.auth.admin.createUser({
          email: uniqueEmail(`listed${index}`),
        })
        expect(error).toBeNull()
      }
      const all = await admin.auth.admin.listUsers()
      expect(all.error).toBeNull()
      const total = all.data.users.length
      expect(total).toBeGreaterThanOrEqual(6)
      expect(all.data).toMatchObject({ aud: 'authenticated', total, lastPage: 1, nextPage: null })

      const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
      expect(first.error).toBeNull()
      expect(first.data.users).toHaveLength(2)
      expect(first.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) })
      const second = await admin.auth.admin.listUsers({ page: 2, perPage: 2 })
      expect(second.data.users).toHaveLength(2)
      const firstIds = first.data.users.map((user) => user.id)
      expect(second.data.users.some((user) => firstIds.includes(user.id))).toBe(false)
      // Newest first, as GoTrue sorts by created_at desc.
      expect(
        (all.data.users[0]?.created_at ?? '') >= (all.data.users.at(-1)?.created_at ?? ''),
      ).toBe(true)

      const bad = await fetch(`${server.url}/auth/v1/admin/users?page=x`, {
        headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
      })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ error_code: 'validation_failed' })
    })

    it('updates app_metadata, user_metadata and the address; deletes and soft-deletes users', async () => {
      const email = uniqueEmail('updated')
      const created = await admin.auth.admin.createUser({
        email,
        password: 'secret123',
        email_confirm: true,
        user_metadata: { name: 'Before', keep: 1 },
      })
      const id = created.data.user?.id ?? ''
      const newEmail = uniqueEmail('moved')
      const updated = await admin.auth.admin.updateUserById(id, {
        email: newEmail,
        email_confirm: true,
        app_metadata: { role: 'admin' },
        user_metadata: { name: 'After', keep: null },
      })
      expect(updated.error).toBeNull()
      expect(updated.data.user?.email).toBe(newEmail)
      expect(updated.data.user?.app_metadata).toMatchObject({ role: 'admin' })
      expect(updated.data.user?.user_metadata).toEqual({ name: 'After' })
      expect(updated.data.user?.identities?.[0]?.identity_data).toMatchObject({
        email: newEmail,
        email_verified: true,
      })
      const moved = await server.client().auth.signInWithPassword({
        email: newEmail,
        password: 'secret123',
      })
      expect(moved.error).toBeNull()
      expect(moved.data.session?.user.app_metadata.role).toBe('admin')

      const got = await admin.auth.admin.getUserById(id)
      expect(got.data.user?.email).toBe(newEmail)

      const softDeleted = await admin.auth.admin.deleteUser(id, true)
      expect(softDeleted.error).toBeNull()
      expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({
        status: 404,
        code: 'user_not_found',
        message: 'User not found',
      })
      // The session of the soft-deleted user is gone and the address is free again.
      const stale = await moved.data.session?.access_token
      const refresh = await server.client().auth.refreshSession({
        refresh_token: moved.data.session?.refresh_token ?? '',
      })
      expect(stale).toBeTruthy()
      expect(refresh.error?.code).toBe('refresh_token_not_found')
      const reused = await admin.auth.admin.createUser({ email: newEmail })
      expect(reused.error).toBeNull()

      const hard = await admin.auth.admin.deleteUser(reused.data.user?.id ?? '')
      expect(hard.error).toBeNull()
      expect((await admin.auth.admin.getUserById(reused.data.user?.id ?? '')).error?.status).toBe(
        404,
      )
      const notUuid = await fetch(`${server.url}/auth/v1/admin/users/not-a-uuid`, {
        headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
      })
      expect(notUuid.status).toBe(404)
      expect(await notUuid.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'user_id must be an UUID',
      })
    })

    it('bans a user (no sign-in, no refresh, no API calls with an old token) until ban_duration none', async () => {
      const email = uniqueEmail('banned')
      const created = await admin.auth.admin.createUser({
        email,
        password: 'secret123',
        email_confirm: true,
      })
      const id = created.data.user?.id ?? ''
      const before = await server.client().auth.signInWithPassword({ email, password: 'secret123' })
      expect(before.error).toBeNull()

      const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' })
      expect(banned.error).toBeNull()
      expect(Date.parse(banned.data.user?.banned_until ?? '')).toBeGreaterThan(Date.now())

      const signIn = await server.client().auth.signInWithPassword({ email, password: 'secret123' })
      expect(signIn.error).toMatchObject({
        status: 400,
        code: 'user_banned',
        message: 'User is banned',
      })
      const refresh = await server.client().auth.refreshSession({
        refresh_token: before.data.session?.refresh_token ?? '',
      })
      expect(refresh.error).toMatchObject({
        status: 400,
        code: 'user_banned',
        message: 'Invalid Refresh Token: User Banned',
      })
      const getUser = await server.client().auth.getUser(before.data.session?.access_token)
      expect(getUser.error).toMatchObject({ status: 403, code: 'user_banned' })

      const badDuration = await admin.auth.admin.updateUserById(id, { ban_duration: '1d' })
      expect(badDuration.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'invalid format for ban duration: time: unknown unit "d" in duration "1d"',
      })

      const lifted = await admin.auth.admin.updateUserById(id, { ban_duration: 'none' })
      expect(lifted.data.user?.banned_until).toBeUndefined()
      const after = await server.client().auth.signInWithPassword({ email, password: 'secret123' })
      expect(after.error).toBeNull()
    })

    it('refuses every admin endpoint to the anon key and to a user token (403 not_admin)', async () => {
      const email = uniqueEmail('plain')
      await admin.auth.admin.createUser({ email, password: 'secret123', email_confirm: true })
      const user = await server.signedInClient(email, 'secret123')
      const { data } = await user.auth.getSession()
      const userToken = data.session?.access_token ?? ''
      const anon = server.client()
      const anonList = await anon.auth.admin.listUsers()
      expect(anonList.error).toMatchObject({
        status: 403,
        code: 'not_admin',
        message: 'User not allowed',
      })
      const anonCreate = await anon.auth.admin.createUser({ email: uniqueEmail('x') })
      expect(anonCreate.error).toMatchObject({ status: 403, code: 'not_admin' })
      const anonLink = await anon.auth.admin.generateLink({ type: 'magiclink', email })
      expect(anonLink.error).toMatchObject({ status: 403, code: 'not_admin' })
      const anonInvite = await anon.auth.admin.inviteUserByEmail(uniqueEmail('x'))
      expect(anonInvite.error).toMatchObject({ status: 403, code: 'not_admin' })

      const headers = {
        apikey: server.anonKey,
        authorization: `Bearer ${userToken}`,
        'content-type': 'application/json',
      }
      for (const [method, path] of [
        ['GET', '/admin/users'],
        ['POST', '/admin/users'],
        ['DELETE', `/admin/users/${data.session?.user.id}`],
        ['PUT', `/admin/users/${data.session?.user.id}`],
        ['POST', '/admin/generate_link'],
        ['POST', '/invite'],
      ] as const) {
        const response = await fetch(`${server.url}/auth/v1${path}`, {
          method,
          headers,
          ...(method === 'GET'
            ? {}
            : { body: JSON.stringify({ email, app_metadata: { role: 'admin' } }) }),
        })
        expect(response.status, `${method} ${path}`).toBe(403)
      }
      // A service_role token signed with another secret is no admin either.
      const forged = await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(40)))
      const forgedList = await fetch(`${server.url}/auth/v1/admin/users`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${forged}` },
      })
      expect(forgedList.status).toBe(403)
      expect(await forgedList.json()).toMatchObject({ error_code: 'bad_jwt' })
      const still = await admin.auth.admin.getUserById(data.session?.user.id ?? '')
      expect(still.data.user?.app_metadata.role).toBeUndefined()
    })
  })
}
