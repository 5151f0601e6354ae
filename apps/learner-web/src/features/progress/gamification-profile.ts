import { type GamificationSnapshot, type ProfileRow, profileFromRow } from '@splendid/domain'
import { loadSupabase } from '../../lib/load-supabase'

/** A failed read or save of xp and badges, with the backend's code and message. */
export class GamificationProfileError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'GamificationProfileError'
    this.code = code
  }
}

/**
 * `userId`'s xp and badges from `profiles` (xp defaults to 0, badges to none).
 * @throws {GamificationProfileError} when the row cannot be read.
 */
export async function loadXpAndBadges(userId: string): Promise<GamificationSnapshot> {
  const { data, error } = await (await loadSupabase())
    .from('profiles')
    .select('xp, badges')
    .eq('id', userId)
    .single()
  if (error) throw new GamificationProfileError(error.code ?? 'unknown', error.message)
  const profile = profileFromRow(userId, data as ProfileRow | null)
  return { xp: profile.xp, badges: profile.badges }
}
