import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// GoTrue's admin links through supabase-js: `auth.admin.generateLink` (no mail, the caller
// delivers the link) and `auth.admin.inviteUserByEmail` (an invite mail).
for (const engine of ENGINES) {
  describe(`auth admin links and invites (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let admin: SupabaseClient

    beforeAll(() => {
      server = suite.backends.server
      admin = server.client(server.serviceKey)
    })

    it('generates signup, magiclink, recovery, invite and email change links whose codes and links verify', async () => {
      const email = uniqueEmail('linked')
      const signup = await admin.auth.admin.generateLink({
        type: 'signup',
        email,
        password: 'secret123',
        options: { data: { name: 'Linked' }, redirectTo: 'http://localhost:5173/welcome' },
      })
      expect(signup.error).toBeNull()
      expect(signup.data.user?.email).toBe(email)
      expect(signup.data.properties).toMatchObject({
        verification_type: 'signup',
        redirect_to: 'http://localhost:5173/welcome',
      })
      expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/)
      expect(signup.data.properties?.action_link).toContain(
        `/auth/v1/verify?token=${signup.data.properties?.hashed_token}&type=signup`,
      )
      expect(await server.outbox(email)).toEqual([])
      const link = await fetch(signup.data.properties?.action_link ?? '', { redirect: 'manual' })
      expect(link.status).toBe(303)
      expect(link.headers.get('location')).toMatch(
        /^http:\/\/localhost:5173\/welcome#access_token=/,
      )

      const again = await admin.auth.admin.generateLink({
        type: 'signup',
        email,
        password: 'x12345',
      })
      expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })

      const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email })
      expect(magic.data.properties?.verification_type).toBe('magiclink')
      const byCode = await server.client().auth.verifyOtp({
        email,
        token: magic.data.properties?.email_otp ?? '',
        type: 'email',
      })
      expect(byCode.error).toBeNull()
      expect(byCode.data.session?.user.email).toBe(email)

      const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email })
      const byHash = await server.client().auth.verifyOtp({
        token_hash: recovery.data.properties?.hashed_token ?? '',
        type: 'recovery',
      })
      expect(byHash.error).toBeNull()
      const reused = await server.client().auth.verifyOtp({
        token_hash: recovery.data.properties?.hashed_token ?? '',
        type: 'recovery',
      })
      expect(reused.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Email link is invalid or has expired',
      })

      const stranger = uniqueEmail('stranger')
      const noUser = await admin.auth.admin.generateLink({ type: 'recovery', email: stranger })
      expect(noUser.error).toMatchObject({
        status: 404,
        code: 'user_not_found',
        message: 'User with this email not found',
      })
      const newcomer = await admin.auth.admin.generateLink({ type: 'magiclink', email: stranger })
      expect(newcomer.data.properties?.verification_type).toBe('signup')

      const invited = uniqueEmail('invited')
      const invite = await admin.auth.admin.generateLink({ type: 'invite', email: invited })
      expect(invite.data.user?.invited_at).toBeTruthy()
      const accepted = await fetch(invite.data.properties?.action_link ?? '', {
        redirect: 'manual',
      })
      expect(accepted.headers.get('location')).toContain('type=invite')

      const target = uniqueEmail('target')
      const change = await admin.auth.admin.generateLink({
        type: 'email_change_new',
        email,
        newEmail: target,
      })
      expect(change.error).toBeNull()
      expect(change.data.user?.new_email).toBe(target)
      const current = await admin.auth.admin.generateLink({
        type: 'email_change_current',
        email,
        newEmail: target,
      })
      const currentLink = await fetch(current.data.properties?.action_link ?? '', {
        redirect: 'manual',
      })
      expect(
        new URLSearchParams(currentLink.headers.get('location')?.split('#')[1]).get('message'),
      ).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email')
      const newLink = await fetch(change.data.properties?.action_link ?? '', { redirect: 'manual' })
      expect(newLink.headers.get('location')).toContain('type=email_change')
      const moved = await admin.auth.admin.listUsers({ page: 1, perPage: 200 })
      expect(moved.data.users.some((user) => user.email === target)).toBe(true)

      const wrongType = await admin.auth.admin.generateLink({
        type: 'sms' as 'signup',
        email,
        password: 'x',
      })
      expect(wrongType.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid email action link type requested: sms',
      })
    })

    it('invites by e-mail: the mail links to /verify?type=invite and a confirmed address is email_exists', async () => {
      const email = uniqueEmail('invitee')
      const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
        data: { name: 'Invitee' },
        redirectTo: 'http://localhost:5173/join',
      })
      expect(error).toBeNull()
      expect(data.user?.invited_at).toBeTruthy()
      expect(data.user?.user_metadata).toMatchObject({ name: 'Invitee' })
      const [mail] = await server.outbox(email)
      expect(mail?.kind).toBe('invite')
      expect(mail?.links[0]).toContain('type=invite')
      const followed = await fetch(mail?.links[0] ?? '', { redirect: 'manual' })
      const location = followed.headers.get('location') ?? ''
      expect(location.startsWith('http://localhost:5173/join#access_token=')).toBe(true)
      const session = new URLSearchParams(location.split('#')[1])
      const invitee = server.client()
      await invitee.auth.setSession({
        access_token: session.get('access_token') ?? '',
        refresh_token: session.get('refresh_token') ?? '',
      })
      const setPassword = await invitee.auth.updateUser({ password: 'chosen123' })
      expect(setPassword.error).toBeNull()
      const signIn = await server.client().auth.signInWithPassword({ email, password: 'chosen123' })
      expect(signIn.error).toBeNull()

      const twice = await admin.auth.admin.inviteUserByEmail(email)
      expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' })
    })
  })
}
