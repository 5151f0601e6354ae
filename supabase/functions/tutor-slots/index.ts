// POST /functions/v1/tutor-slots — run every hour with the service role key (pg_cron + pg_net on
// hosted Supabase; apps/backend's own schedule locally): rolls every tutor's offer forward, so
// the weeks ahead fill with slots from their weekly hours even when the tutor changes nothing
// (generate_all_tutor_slots; booked slots are never touched). Answers { slots }: how many
// it created.
import { jsonResponse } from '../_shared/cors.ts'
import { requireEnv } from '../_shared/env.ts'
import { serve } from '../_shared/serve.ts'
import { bearerToken, serviceClient } from '../_shared/supabase-clients.ts'

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  const key = bearerToken(request.headers.get('Authorization') ?? '')
  if (key !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    return jsonResponse(
      { code: 'not_service_role', message: 'Only the server rolls slots forward' },
      403,
    )
  }
  const { data, error } = await serviceClient().rpc('generate_all_tutor_slots')
  if (error) return jsonResponse({ code: 'tutor_slots_failed', message: error.message }, 500)
  return jsonResponse({ slots: data ?? 0 })
})
