import { describe, expect, test, vi } from 'vitest'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import {
  ProfileUpdateError,
  saveLanguagePreference,
  updateOwnProfile,
} from './save-language-preference'
import { fetchProfileDetails } from './use-profile-details'

async function storedProfile(userId: string) {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('full_name, preferred_language, onboarding_step, active_subscription')
    .eq('id', userId)
    .single()
  if (error) throw new Error(error.message)
  return data
}

/** The interface's stored language: switching to it changes nothing and never reloads. */
function interfaceIn(language: 'en' | 'ar') {
  return { storage: { getItem: () => language, setItem: vi.fn() }, reload: vi.fn() }
}

describe('profile reads and writes on the backend', () => {
  test("reads the new learner's name, user type and language", async () => {
    const userId = await signUpLearner()
    expect(await fetchProfileDetails(userId)).toEqual({
      fullName: 'Test Learner',
      userType: 'student',
      preferredLanguage: 'en',
    })
  })

  test('saves the columns a user may write, and reads them back', async () => {
    const userId = await signUpLearner()
    await updateOwnProfile(userId, { full_name: 'Nour Adel', onboarding_step: 2 })
    expect(await storedProfile(userId)).toMatchObject({
      full_name: 'Nour Adel',
      onboarding_step: 2,
    })
    expect((await fetchProfileDetails(userId)).fullName).toBe('Nour Adel')
  })

  test('saves the preferred language with the onboarding step (an interface already in it stays)', async () => {
    const userId = await signUpLearner()
    const switchDeps = interfaceIn('ar')
    await saveLanguagePreference(userId, 'ar', { extra: { onboarding_step: 3 }, switchDeps })
    expect(await storedProfile(userId)).toMatchObject({
      preferred_language: 'ar',
      onboarding_step: 3,
    })
    expect((await fetchProfileDetails(userId)).preferredLanguage).toBe('ar')
  })

  test('a column users may not write is refused with the server code, and the interface stays', async () => {
    const userId = await signUpLearner()
    const attempt = updateOwnProfile(userId, { active_subscription: 'premium' })
    await expect(attempt).rejects.toBeInstanceOf(ProfileUpdateError)
    await expect(attempt).rejects.toMatchObject({ code: '42501' })
    expect((await storedProfile(userId)).active_subscription).toBe('free')

    // An English interface: a switch would store 'ar' and reload.
    const switchDeps = interfaceIn('en')
    await expect(
      saveLanguagePreference(userId, 'ar', { extra: { onboarding_step: 9 }, switchDeps }),
    ).rejects.toMatchObject({ code: '23514' })
    expect(switchDeps.storage.setItem).not.toHaveBeenCalled()
    expect(switchDeps.reload).not.toHaveBeenCalled()
    expect((await storedProfile(userId)).preferred_language).toBe('en')
  })

  test("another user's profile can be neither changed (not-updated) nor read (row-level security)", async () => {
    const other = await otherLearner()
    await signUpLearner()
    await expect(updateOwnProfile(other.id, { full_name: 'Hijacked' })).rejects.toMatchObject({
      name: 'ProfileUpdateError',
      code: 'not-updated',
    })
    expect((await storedProfile(other.id)).full_name).not.toBe('Hijacked')
    await expect(fetchProfileDetails(other.id)).rejects.toThrow()
  })
})
