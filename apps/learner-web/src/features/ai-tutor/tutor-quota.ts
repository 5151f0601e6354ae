import { useQuery } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'

/** The learner's questions today: `limit` and `remaining` are null when unlimited (premium). */
export interface TutorQuota {
  readonly limit: number | null
  readonly used: number
  readonly remaining: number | null
}

/** Root key of the quota query: set it from each answer's `done` event. */
export const TUTOR_QUOTA_QUERY_KEY = ['tutor-quota'] as const

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** A quota from the server's JSON (`my_tutor_quota`, `meta`, `done`, a 402 body), or null. */
export function parseTutorQuota(value: unknown): TutorQuota | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Record<string, unknown>
  const used = countOrNull(row.used)
  if (used === null) return null
  return { limit: countOrNull(row.limit), used, remaining: countOrNull(row.remaining) }
}

/**
 * Today's quota of the signed-in learner (`rpc('my_tutor_quota')`).
 * @throws {Error} when the read fails or answers no quota.
 */
async function fetchTutorQuota(): Promise<TutorQuota> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('my_tutor_quota')
  if (error) throw new Error(error.message)
  const quota = parseTutorQuota(data)
  if (quota === null) throw new Error('The tutor sent no quota.')
  return quota
}

/** {@link fetchTutorQuota} as a query, idle while signed out. */
export function useTutorQuota(userId: string | null) {
  return useQuery({
    queryKey: [...TUTOR_QUOTA_QUERY_KEY, userId],
    queryFn: fetchTutorQuota,
    enabled: userId !== null,
  })
}
