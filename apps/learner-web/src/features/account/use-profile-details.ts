import { isLanguage, isUserType, type Language, type UserType } from '@splendid/domain'
import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** The profile fields the settings and onboarding screens show. */
export interface ProfileDetails {
  readonly fullName: string
  readonly userType: UserType
  readonly preferredLanguage: Language
}

/** Query key of a user's profile details. */
export function profileDetailsKey(userId: string) {
  return ['profile-details', userId] as const
}

/**
 * `userId`'s name, user type and preferred language from `profiles` (missing or unknown values
 * become '', 'student' and 'en').
 * @throws {Error} with the backend's message when the row cannot be read (row-level security
 * shows a user only their own).
 */
export async function fetchProfileDetails(userId: string): Promise<ProfileDetails> {
  const { data, error } = await supabase
    .from('profiles')
    .select('full_name, user_type, preferred_language')
    .eq('id', userId)
    .single()
  if (error) throw new Error(error.message)
  const row = (data ?? {}) as Record<string, unknown>
  return {
    fullName: typeof row.full_name === 'string' ? row.full_name : '',
    userType: isUserType(row.user_type) ? row.user_type : 'student',
    preferredLanguage: isLanguage(row.preferred_language) ? row.preferred_language : 'en',
  }
}

/**
 * {@link fetchProfileDetails} of the signed-in user as a query, idle while signed out.
 *
 * @example
 * ```ts
 * const { data } = useProfileDetails(user.id)
 * ```
 */
export function useProfileDetails(userId: string | null) {
  return useQuery({
    queryKey: profileDetailsKey(userId ?? ''),
    enabled: userId !== null,
    queryFn: () => fetchProfileDetails(userId ?? ''),
  })
}
