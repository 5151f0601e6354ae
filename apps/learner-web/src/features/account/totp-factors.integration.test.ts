import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { newAccount, signInAs, signUpLearner } from '../../test/test-backend'
import { totpCode } from '../../test/totp-code'
import {
  confirmTotpCode,
  listTotpFactors,
  MfaError,
  needsSecondFactor,
  removeTotpFactor,
  startTotpEnrollment,
} from './totp-factors'

describe('authenticator-app factors on the backend', () => {
  test('enrols, refuses a wrong code, verifies, asks for a code at the next sign-in, removes', async () => {
    const account = newAccount()
    await signUpLearner(account)
    expect(await needsSecondFactor()).toBe(false)

    const enrollment = await startTotpEnrollment('Phone')
    expect(enrollment.qrCode.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true)
    expect(await listTotpFactors()).toEqual([
      { id: enrollment.factorId, friendlyName: 'Phone', verified: false },
    ])
    const wrong = totpCode(enrollment.secret) === '000000' ? '111111' : '000000'
    const refusal = await confirmTotpCode(enrollment.factorId, wrong).catch((error) => error)
    expect(refusal).toBeInstanceOf(MfaError)
    expect(refusal).toMatchObject({ code: 'mfa_verification_failed' })

    await confirmTotpCode(enrollment.factorId, totpCode(enrollment.secret))
    expect(await listTotpFactors()).toEqual([
      { id: enrollment.factorId, friendlyName: 'Phone', verified: true },
    ])
    expect(await needsSecondFactor()).toBe(false)

    await supabase.auth.signOut()
    await signInAs(account)
    expect(await needsSecondFactor()).toBe(true)
    await expect(removeTotpFactor(enrollment.factorId)).rejects.toMatchObject({
      code: 'insufficient_aal',
    })
    await confirmTotpCode(enrollment.factorId, totpCode(enrollment.secret))
    expect(await needsSecondFactor()).toBe(false)
    await removeTotpFactor(enrollment.factorId)
    expect(await listTotpFactors()).toEqual([])
  })

  test('a retried enrolment replaces the abandoned unverified factor', async () => {
    await signUpLearner()
    const first = await startTotpEnrollment('Phone')
    const second = await startTotpEnrollment('Phone')
    expect(second.factorId).not.toBe(first.factorId)
    expect((await listTotpFactors()).map((factor) => factor.id)).toEqual([second.factorId])
  })
})
