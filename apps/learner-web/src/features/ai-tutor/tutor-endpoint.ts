import { loadSupabase } from '../../lib/load-supabase'
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../lib/supabase-url'

/** Where and how to call the tutor function as the signed-in learner. */
export interface TutorEndpoint {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
}

/**
 * The tutor function's URL and headers with the current session's access token. The answer is
 * read with `fetch` rather than `functions.invoke` so that it streams as it arrives.
 * @throws {Error} when no one is signed in.
 */
export async function tutorEndpoint(): Promise<TutorEndpoint> {
  const supabase = await loadSupabase()
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (token === undefined) throw new Error('Sign in to ask the tutor.')
  return {
    url: `${SUPABASE_URL}/functions/v1/ai-tutor`,
    headers: {
      apikey: SUPABASE_ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
  }
}
