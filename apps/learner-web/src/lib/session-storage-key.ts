import { env } from '../env'

/**
 * Where supabase-js keeps the session in local storage (the "stored session token" of spec §3).
 * The same name supabase-js would choose itself (`sb-<first label of the host>-auth-token`), set
 * explicitly so that the first render can look for a stored session before supabase-js loads.
 */
export const SESSION_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`
