import { createClient } from '@supabase/supabase-js'
import { env } from '../env'
import { SESSION_STORAGE_KEY } from './session-storage-key'

/**
 * The one Supabase client of the app. It keeps the session in local storage (the "stored
 * session token" of spec §3) and detects the session in the URL that the reset e-mail's link
 * brings back to /reset-password.
 */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
    storageKey: SESSION_STORAGE_KEY,
  },
})
