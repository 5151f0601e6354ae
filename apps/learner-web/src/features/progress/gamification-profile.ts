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

/**
 * Saves xp and badges to `userId`'s profile. The database refuses xp going down and badges
 * being taken away ('23514', with the server's message).
 * @throws {GamificationProfileError} with the backend's code, or `not-updated` when no row
 * changed (row-level security answers another user's row with zero rows, not an error).
 */
export async function saveXpAndBadges(
  userId: string,
  snapshot: GamificationSnapshot,
): Promise<void> {
  const { data, error } = await (await loadSupabase())
    .from('profiles')
    .update({ xp: snapshot.xp, badges: [...snapshot.badges] })
    .eq('id', userId)
    .select('id')
  if (error) throw new GamificationProfileError(error.code ?? 'unknown', error.message)
  if (!Array.isArray(data) || data.length === 0) {
    throw new GamificationProfileError('not-updated', 'The server did not save your XP and badges.')
  }
}
