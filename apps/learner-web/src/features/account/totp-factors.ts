import { loadSupabase } from '../../lib/load-supabase'

/** A refused MFA call, with GoTrue's code (`mfa_verification_failed`, `insufficient_aal`, …). */
export class MfaError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'MfaError'
    this.code = code
  }
}

/** An authenticator-app factor of the signed-in user. */
export interface TotpFactor {
  readonly id: string
  readonly friendlyName: string
  readonly verified: boolean
}

/** What enrolment hands the user: the QR code (an SVG data URI) and the secret to type in. */
export interface TotpEnrollment {
  readonly factorId: string
  readonly qrCode: string
  readonly secret: string
}

function refused(error: { code?: string | undefined; message: string }): MfaError {
  return new MfaError(error.code ?? 'unknown', error.message)
}

/** The user's authenticator-app factors, verified or not. @throws {MfaError} */
export async function listTotpFactors(): Promise<TotpFactor[]> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw refused(error)
  return data.all
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name ?? '',
      verified: factor.status === 'verified',
    }))
}

/**
 * Starts enrolling an authenticator app; the factor counts only after {@link confirmTotpCode}.
 * Unverified factors left from an abandoned attempt are removed first, so a retry never meets
 * a name conflict. @throws {MfaError}
 */
export async function startTotpEnrollment(friendlyName: string): Promise<TotpEnrollment> {
  const supabase = await loadSupabase()
  for (const factor of await listTotpFactors()) {
    if (!factor.verified) await removeTotpFactor(factor.id)
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  if (error) throw refused(error)
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/**
 * Checks a 6-digit code of the factor; on success the session is at aal2.
 * @throws {MfaError} `mfa_verification_failed` for a wrong code.
 */
export async function confirmTotpCode(factorId: string, code: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.trim() })
  if (error) throw refused(error)
}

/** Removes a factor (a verified one needs an aal2 session). @throws {MfaError} */
export async function removeTotpFactor(factorId: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw refused(error)
}

/**
 * Whether the session must still be raised to aal2 with a code: the user has a verified factor
 * and the session is at aal1. Read from the session's JWT and the user's factors.
 */
export async function needsSecondFactor(): Promise<boolean> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error) throw refused(error)
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2'
}
