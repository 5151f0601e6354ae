import { type Profile, type ProfileRow, profileFromRow } from '@splendid/domain'
import { loadSupabase } from '../../lib/load-supabase'

/** Where a user is in onboarding (spec §7: `profiles.onboarding_completed`, `onboarding_step`). */
export type OnboardingStatus = Pick<Profile, 'onboarding_completed' | 'onboarding_step'>

/** A failed read of the onboarding status, with the backend's code and message. */
export class OnboardingStatusError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'OnboardingStatusError'
    this.code = code
  }
}

/**
 * `userId`'s onboarding status from `profiles` (missing values take the profile defaults), or
 * `null` when no row can be read: row-level security shows a user only their own, so another
 * user's row reads as none.
 * @throws {OnboardingStatusError} with the backend's code when the read fails (signed
 * out: '42501', visitors may not read profiles; a malformed id: '22P02').
 */
export async function fetchOnboardingStatus(userId: string): Promise<OnboardingStatus | null> {
  const { data, error } = await (await loadSupabase())
    .from('profiles')
    .select('onboarding_completed, onboarding_step')
    .eq('id', userId)
    .maybeSingle()
  if (error) {
    throw new OnboardingStatusError(
      error.code,
      `Could not read the onboarding status: ${error.message}`,
    )
  }
  if (data === null) return null
  const { onboarding_completed, onboarding_step } = profileFromRow(userId, data as ProfileRow)
  return { onboarding_completed, onboarding_step }
}
