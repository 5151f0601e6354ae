/**
 * Every setting of the learner web app, read once here (STYLE.md: config in one place).
 *
 * - `VITE_SUPABASE_URL`: the backend (apps/backend locally, or a hosted Supabase project).
 *   When unset, the app talks to its own origin, whose dev and preview servers proxy
 *   `/auth/v1`, `/rest/v1` and `/storage/v1` to the local backend (see vite.config.ts).
 * - `VITE_SUPABASE_ANON_KEY`: the public client key. When unset, the local backend's
 *   development anon key, which is derived from its development JWT secret.
 */

/** The local backend's anon key for its development JWT secret (apps/backend `LOCAL_ANON_KEY`). */
export const LOCAL_DEVELOPMENT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InNwbGVuZGlkLWxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzU2ODk2MDAsImV4cCI6MjA1MTIyMjQwMH0.PhaCg9CV5jqqIPtfb29taaaSBHMEmUERnHQsyvLvSeQ'

function readSupabaseUrl(): string {
  const configured = import.meta.env.VITE_SUPABASE_URL
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim()
  // Prerendering at build time (src/prerender) has no page: nothing it renders calls the backend.
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

function readAnonKey(): string {
  const configured = import.meta.env.VITE_SUPABASE_ANON_KEY
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim()
  return LOCAL_DEVELOPMENT_ANON_KEY
}

export const env = {
  supabaseUrl: readSupabaseUrl(),
  supabaseAnonKey: readAnonKey(),
} as const
