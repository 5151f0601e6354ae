import { decodeProtectedHeader } from 'jose'
import type { JwtService } from '../auth/jwt-service.js'

/**
 * An answer of the functions relay itself (the function never ran): Supabase's status, body and
 * `sb-error-code` header.
 */
export interface RelayAnswer {
  status: number
  errorCode: string
  body: Record<string, unknown>
}

/** Unknown (or disabled) function, as Supabase's gateway answers it. */
export const FUNCTION_NOT_FOUND: RelayAnswer = {
  status: 404,
  errorCode: 'NOT_FOUND',
  body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
}

/** The function's module does not bundle or throws while loading. */
export const FUNCTION_BOOT_ERROR: RelayAnswer = {
  status: 503,
  errorCode: 'BOOT_ERROR',
  body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
}

/** The handler threw, or answered something that is not a `Response`. */
export const FUNCTION_FAILED: RelayAnswer = {
  status: 500,
  errorCode: 'EDGE_FUNCTION_ERROR',
  body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
}

/** The handler did not produce its `Response` within the idle timeout (Supabase: 150 s). */
export const FUNCTION_IDLE_TIMEOUT: RelayAnswer = {
  status: 504,
  errorCode: 'IDLE_TIMEOUT',
  body: {
    code: 'IDLE_TIMEOUT',
    message: 'Function did not respond within the request idle timeout',
  },
}

/** The request body is over the limit (this server's own code; Supabase's limit differs). */
export function bodyTooLarge(limit: number): RelayAnswer {
  return {
    status: 413,
    errorCode: 'PAYLOAD_TOO_LARGE',
    body: { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${limit} bytes` },
  }
}

function unauthorized(errorCode: string, message: string): RelayAnswer {
  return { status: 401, errorCode, body: { code: 401, message } }
}

const SUPPORTED_ALGORITHMS = new Set(['HS256', 'ES256', 'RS256'])

/**
 * Supabase's `verify_jwt` check: the `Authorization` header must be `Bearer <jwt>` signed by
 * this project (an anon, service-role or user token, not expired). Answers undefined when the
 * request may reach the function, else the 401 the hosted gateway gives.
 */
export async function checkFunctionJwt(
  jwt: JwtService,
  authorization: string | undefined,
): Promise<RelayAnswer | undefined> {
  if (authorization === undefined || authorization === '') {
    return unauthorized('UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header')
  }
  const [scheme, token, ...extra] = authorization.split(' ')
  if (scheme !== 'Bearer' || token === undefined || token === '' || extra.length > 0) {
    return unauthorized('UNAUTHORIZED_INVALID_JWT_FORMAT', "Auth header is not 'Bearer {token}'")
  }
  let algorithm: string | undefined
  try {
    algorithm = decodeProtectedHeader(token).alg
  } catch {
    return unauthorized('UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT')
  }
  if (algorithm === undefined || !SUPPORTED_ALGORITHMS.has(algorithm)) {
    return unauthorized('UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM', 'Invalid JWT')
  }
  const check = await jwt.verify(token)
  if (check.ok) return undefined
  return unauthorized(
    algorithm === 'HS256' ? 'UNAUTHORIZED_LEGACY_JWT' : 'UNAUTHORIZED_ASYMMETRIC_JWT',
    'Invalid JWT',
  )
}
