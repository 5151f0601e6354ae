import type { supabase } from './supabase-client'

/** The app's one Supabase client (see `supabase-client.ts`). */
export type AppSupabaseClient = typeof supabase

let loading: Promise<AppSupabaseClient> | null = null
let announceLoaded: (client: AppSupabaseClient) => void = () => {}
const loaded = new Promise<AppSupabaseClient>((resolve) => {
  announceLoaded = resolve
})

/**
 * The app's Supabase client, loaded on first use. supabase-js (auth, REST, realtime, storage,
 * functions) is about a third of the app's JavaScript; code that runs with the first page (the
 * providers of the root layout, the landing page) takes it through this function, so it comes as
 * its own chunk and the first paint does not wait for it. Every caller gets the same client.
 *
 * @example
 * ```ts
 * const supabase = await loadSupabase()
 * const { data, error } = await supabase.from('courses').select('id')
 * ```
 */
export function loadSupabase(): Promise<AppSupabaseClient> {
  // One import shared by all callers; after a failed load (say, a network error) the next call
  // tries again instead of repeating the failure.
  loading ??= import('./supabase-client')
    .then((module) => {
      announceLoaded(module.supabase)
      return module.supabase
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/**
 * The client once some code has loaded it with {@link loadSupabase}; never loads it itself. A
 * visitor with no stored session needs no supabase-js until they sign in, sign up or open a page
 * that reads data, so the session holder waits for that instead of loading it on every page.
 */
export function supabaseOnceLoaded(): Promise<AppSupabaseClient> {
  return loaded
}
