import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchOnboardingStatus } from './onboarding-status'

async function setOnboarding(userId: string, values: Record<string, unknown>) {
  const { error } = await serviceClient().from('profiles').update(values).eq('id', userId)
  if (error) throw new Error(error.message)
}

describe('the onboarding status on the backend', () => {
  test("a new learner's own status: not completed, at the first step", async () => {
    const userId = await signUpLearner()
    expect(await fetchOnboardingStatus(userId)).toEqual({
      onboarding_completed: false,
      onboarding_step: 1,
    })
  })

  test('reads back the step and completion stored for the user', async () => {
    const userId = await signUpLearner()
    await setOnboarding(userId, { onboarding_step: 3 })
    expect(await fetchOnboardingStatus(userId)).toEqual({
      onboarding_completed: false,
      onboarding_step: 3,
    })
    await setOnboarding(userId, { onboarding_completed: true })
    expect(await fetchOnboardingStatus(userId)).toMatchObject({ onboarding_completed: true })
  })

  test("another user's row reads as none (row-level security), as does an unknown user", async () => {
    const other = await otherLearner()
    await signUpLearner()
    expect(await fetchOnboardingStatus(other.id)).toBeNull()
    expect(await fetchOnboardingStatus(crypto.randomUUID())).toBeNull()
  })

  test('signed out, the read is refused with the server code (visitors may not read profiles)', async () => {
    const userId = await signUpLearner()
    await supabase.auth.signOut()
    await expect(fetchOnboardingStatus(userId)).rejects.toMatchObject({
      name: 'OnboardingStatusError',
      code: '42501',
    })
  })

  test('a malformed id is refused with the server code', async () => {
    await signUpLearner()
    await expect(fetchOnboardingStatus('not-a-user')).rejects.toMatchObject({
      name: 'OnboardingStatusError',
      code: '22P02',
    })
  })
})
