// GET|POST /functions/v1/profile-summary — the signed-in learner's profile, course progress and
// certificate count for the dashboard, read with the caller's own JWT so that row-level security
// decides what is visible (the function never uses the service key).
import { createClient } from 'npm:@supabase/supabase-js@2'
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { requireEnv } from '../_shared/env.ts'
import { serve } from '../_shared/serve.ts'

interface EnrollmentRow {
  progress_percent: number
}

/** The answer of a signed-in caller. */
export interface ProfileSummary {
  user: { id: string; email: string | null }
  profile: Record<string, unknown> | null
  courses: { enrolled: number; completed: number; averageProgress: number }
  certificates: number
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (request.method !== 'GET' && request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use GET or POST' }, 405)
  }
  const authorization = request.headers.get('Authorization') ?? ''
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
  const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { data: userData, error: userError } =
    token === undefined ? { data: null, error: true } : await supabase.auth.getUser(token)
  const user = userData?.user
  if (userError || !user) {
    return jsonResponse({ code: 'not_signed_in', message: 'Sign in to see your summary' }, 401)
  }

  const [profile, enrollments, certificates] = await Promise.all([
    supabase
      .from('profiles')
      .select('id, full_name, user_type, preferred_language, xp, badges, active_subscription')
      .eq('id', user.id)
      .maybeSingle(),
    supabase.from('enrollments').select('progress_percent').eq('user_id', user.id),
    supabase
      .from('certificates')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id),
  ])
  const failure = profile.error ?? enrollments.error ?? certificates.error
  if (failure) {
    return jsonResponse({ code: 'summary_unavailable', message: failure.message }, 502)
  }
  const progress = ((enrollments.data ?? []) as EnrollmentRow[]).map((row) => row.progress_percent)
  const summary: ProfileSummary = {
    user: { id: user.id, email: user.email ?? null },
    profile: profile.data,
    courses: {
      enrolled: progress.length,
      completed: progress.filter((percent) => percent === 100).length,
      averageProgress:
        progress.length === 0
          ? 0
          : Math.round(progress.reduce((sum, percent) => sum + percent, 0) / progress.length),
    },
    certificates: certificates.count ?? 0,
  }
  return jsonResponse(summary)
})
