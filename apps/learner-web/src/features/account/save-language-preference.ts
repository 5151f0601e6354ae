import type { Language } from '@splendid/domain'
import { type SwitchLanguageDeps, switchLanguage } from '@splendid/i18n'
import { supabase } from '../../lib/supabase-client'

/** A refused profile update, with the backend's code and message. */
export class ProfileUpdateError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'ProfileUpdateError'
    this.code = code
  }
}

/**
 * Updates the user's own profile row with `values` (only columns users may write: full_name,
 * preferred_language, onboarding_step, onboarding_completed, xp, badges).
 * @throws {ProfileUpdateError} with the backend's code when it refuses the update (a column
 * users may not write: '42501'), or `not-updated` when no row changed: row-level security
 * answers an update of another user's row with zero rows rather than an error.
 */
export async function updateOwnProfile(
  userId: string,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const { data, error } = await supabase
    .from('profiles')
    .update(values)
    .eq('id', userId)
    .select('id')
  if (error) throw new ProfileUpdateError(error.code ?? 'unknown', error.message)
  if (!Array.isArray(data) || data.length === 0) {
    throw new ProfileUpdateError('not-updated', 'The server did not update the profile.')
  }
}

/**
 * Saves the preferred language to the profile, and only then switches the interface to it
 * (which reloads the page) when it differs from the one in use.
 * @throws {ProfileUpdateError} when saving fails; the interface language is then unchanged.
 *
 * @example
 * ```ts
 * await saveLanguagePreference(user.id, 'ar', { extra: { onboarding_step: 3 } })
 * ```
 */
export async function saveLanguagePreference(
  userId: string,
  language: Language,
  options: {
    readonly extra?: Readonly<Record<string, unknown>>
    readonly switchDeps?: SwitchLanguageDeps
  } = {},
): Promise<void> {
  await updateOwnProfile(userId, { ...options.extra, preferred_language: language })
  switchLanguage(language, options.switchDeps)
}
