import { env } from '../env'

/**
 * The backend's URL (`VITE_SUPABASE_URL`, else the page's own origin), for code that needs it
 * without loading supabase-js: e.g. to tell the project's own Storage objects from other URLs.
 */
export const SUPABASE_URL = env.supabaseUrl

/** The public client key, for calls made with `fetch` (a streamed function answer). */
export const SUPABASE_ANON_KEY = env.supabaseAnonKey
