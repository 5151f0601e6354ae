import type { ApiRole, JwtService } from '../auth/jwt-service.js'
import { PostgrestError } from './postgrest-error.js'

/** The database role and JWT claims a data request runs with. */
export interface RequestRole {
  role: ApiRole
  claims: Record<string, unknown>
}

const API_ROLES = new Set<string>(['anon', 'authenticated', 'service_role'])

/**
 * Derives the role of a data request from its bearer token (or, without one, its `apikey`):
 * no token → anon; a valid token → its `role` claim; an invalid or expired token → 401
 * (PGRST301 / PGRST303), as PostgREST.
 */
export async function resolveRequestRole(
  jwt: JwtService,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<RequestRole> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const token = bearer ?? apikey
  if (token === undefined || token === '') return { role: 'anon', claims: { role: 'anon' } }
  const check = await jwt.verify(token)
  if (!check.ok) {
    if (check.reason === 'expired') throw new PostgrestError(401, 'PGRST303', 'JWT expired')
    throw new PostgrestError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }
  const role = check.claims.role ?? 'anon'
  if (typeof role !== 'string' || !API_ROLES.has(role)) {
    throw new PostgrestError(401, 'PGRST301', `JWT role "${String(role)}" is not an API role`)
  }
  return { role: role as ApiRole, claims: check.claims }
}
