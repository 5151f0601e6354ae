import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { GamificationProfileError, loadXpAndBadges } from './gamification-profile'

describe('xp and badges on the backend', () => {
  test('a new learner starts at 0 xp and no badges', async () => {
    const userId = await signUpLearner()
    expect(await loadXpAndBadges(userId)).toEqual({ xp: 0, badges: [] })
  })

  test('loads what the server awarded', async () => {
    const userId = await signUpLearner()
    await serviceClient()
      .from('profiles')
      .update({ xp: 260, badges: ['XP Level 100', 'XP Level 200'] })
      .eq('id', userId)
    expect(await loadXpAndBadges(userId)).toEqual({
      xp: 260,
      badges: ['XP Level 100', 'XP Level 200'],
    })
  })

  test('a learner writing their own xp or badges is refused, and nothing changes', async () => {
    const userId = await signUpLearner()
    for (const change of [{ xp: 2_147_483_647 }, { badges: ['Language Master'] }]) {
      const { error } = await supabase.from('profiles').update(change).eq('id', userId)
      expect(error?.code).toBe('42501')
    }
    expect(await loadXpAndBadges(userId)).toEqual({ xp: 0, badges: [] })
  })

  test("another learner's xp cannot be loaded (row-level security)", async () => {
    const other = await otherLearner()
    await signUpLearner()
    await expect(loadXpAndBadges(other.id)).rejects.toBeInstanceOf(GamificationProfileError)
  })
})
