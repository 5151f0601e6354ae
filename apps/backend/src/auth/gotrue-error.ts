/** The error codes this backend answers with, GoTrue's names. */
export type GoTrueErrorCode =
  | 'bad_json'
  | 'bad_jwt'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_found'
  | 'not_admin'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'phone_provider_disabled'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_timeout'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password'
  | 'email_address_invalid'
  | 'feature_not_supported'
  | 'no_api_key'
  | 'insufficient_aal'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_verification_failed'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'too_many_enrolled_mfa_factors'
  | 'user_banned'
  | 'email_exists'
  | 'phone_exists'
  | 'anonymous_provider_disabled'
  | 'email_provider_disabled'
  | 'provider_disabled'
  | 'sso_provider_not_found'
  | 'saml_provider_disabled'
  | 'otp_disabled'
  | 'signup_disabled'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'email_conflict_identity_not_deletable'
  | 'flow_state_not_found'
  | 'bad_code_verifier'
  | 'web3_provider_disabled'
  | 'oauth_provider_not_supported'
  | 'bad_oauth_callback'
  | 'feature_disabled'
  | 'flow_state_expired'

/**
 * An error of the auth API, rendered as GoTrue renders it: `{ code, message }` for API version
 * 2024-01-01 clients (supabase-js), `{ code: <status>, error_code, msg }` for older ones.
 */
export class GoTrueError extends Error {
  readonly status: number
  readonly code: GoTrueErrorCode
  readonly extra: Record<string, unknown>

  constructor(
    status: number,
    code: GoTrueErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'GoTrueError'
    this.status = status
    this.code = code
    this.extra = extra
  }

  /** The JSON body for a client that sent `X-Supabase-Api-Version: 2024-01-01` (or not). */
  toBody(versioned: boolean): Record<string, unknown> {
    return versioned
      ? { code: this.code, message: this.message, ...this.extra }
      : { code: this.status, error_code: this.code, msg: this.message, ...this.extra }
  }
}
