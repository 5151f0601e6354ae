import { setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { newAccount, serviceClient, signUpLearner } from '../../test/test-backend'
import {
  AuthCallError,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from './auth-calls'
import { AUTH_MESSAGES } from './auth-messages'
import { loginErrorMessage, serverErrorMessage } from './server-error-message'

// The English interface shows the server's own words (the Arabic ones are the catalogue's:
// server-error-message.test.ts).
const en = setupI18n()
en.loadAndActivate({ locale: 'en', messages: {} })

/** The refusal `attempt` ends with (it must be the server's, an AuthCallError). */
async function refusal(attempt: Promise<unknown>): Promise<AuthCallError> {
  const thrown = await attempt.then(
    () => null,
    (error: unknown) => error,
  )
  if (!(thrown instanceof AuthCallError)) throw new Error(`Expected a refusal, got ${thrown}`)
  return thrown
}

async function signedInEmail(): Promise<string | undefined> {
  return (await supabase.auth.getSession()).data.session?.user.email
}

const REDIRECT = 'http://localhost:5173/reset-password'

describe('the auth calls on the backend', () => {
  test('signs up a new address at once (autoconfirm), with its name and user type in the profile', async () => {
    const account = newAccount()
    const result = await signUp({
      ...account,
      fullName: '  Nour Adel ',
      userType: 'teacher',
      emailRedirectTo: 'http://localhost:5173',
    })
    expect(result).toEqual({ signedIn: true })
    const { data: session } = await supabase.auth.getSession()
    expect(session.session?.user.email).toBe(account.email)
    const { data } = await serviceClient()
      .from('profiles')
      .select('full_name, user_type')
      .eq('id', session.session?.user.id ?? '')
      .single()
    expect(data).toEqual({ full_name: 'Nour Adel', user_type: 'teacher' })
  })

  test('an address already registered is refused with the server code and the sign-up message', async () => {
    const account = newAccount()
    await signUpLearner(account)
    await supabase.auth.signOut()
    const error = await refusal(
      signUp({ ...account, fullName: 'Again', userType: 'student', emailRedirectTo: '' }),
    )
    expect(error.reason.code).toBe('user_already_exists')
    expect(serverErrorMessage(error.reason, en, AUTH_MESSAGES.signUpFailed)).toBe(
      'User already registered',
    )
  })

  test('signs in with the right password, and a wrong one shows the mapped message', async () => {
    const account = newAccount()
    await signUpLearner(account)
    await signOut()
    const error = await refusal(signIn(account.email, 'not-the-password'))
    expect(error.reason.code).toBe('invalid_credentials')
    expect(loginErrorMessage(error.reason, en)).toBe('Invalid login credentials')
    expect(await signedInEmail()).toBeUndefined()

    await signIn(account.email, account.password)
    expect(await signedInEmail()).toBe(account.email)
  })

  test('signs out: the session is gone', async () => {
    await signUpLearner()
    await signOut()
    expect(await signedInEmail()).toBeUndefined()
  })

  test('a recovery request for a known and an unknown address gets the same answer', async () => {
    const known = newAccount()
    await signUpLearner(known)
    await signOut()
    await expect(requestPasswordReset(known.email, REDIRECT)).resolves.toBeUndefined()
    await expect(requestPasswordReset(newAccount().email, REDIRECT)).resolves.toBeUndefined()
  })

  test('updates the password: the new one signs in, the old one no longer does', async () => {
    const account = newAccount()
    await signUpLearner(account)
    await updatePassword('a-brand-new-pass')
    await signOut()
    const old = await refusal(signIn(account.email, account.password))
    expect(old.reason.code).toBe('invalid_credentials')
    await signIn(account.email, 'a-brand-new-pass')
    expect(await signedInEmail()).toBe(account.email)
  })

  test('a password update without a session is refused', async () => {
    await signUpLearner()
    await signOut()
    const error = await refusal(updatePassword('a-brand-new-pass'))
    expect(error.reason.name).toBe('AuthSessionMissingError')
  })
})
