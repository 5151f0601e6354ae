// supabase-js clients for functions: one acting as the caller (their JWT, so RLS and grants
// decide) and one acting as the service role (for what only the server may do).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { requireEnv } from './env.ts'

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

/** A client that sends the caller's `Authorization` header with every request. */
export function callerClient(authorization: string): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: authorization } },
    auth: NO_SESSION,
  })
}

/** A client with the service role key: bypasses RLS; use only for server-side steps. */
export function serviceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: NO_SESSION,
  })
}

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerToken(authorization: string): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
}
