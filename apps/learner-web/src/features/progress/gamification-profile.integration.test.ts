import { describe, expect, test } from 'vitest'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { GamificationProfileError, loadXpAndBadges, saveXpAndBadges } from './gamification-profile'

async function storedXp(userId: string) {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('xp, badges')
    .eq('id', userId)
    .single()
  if (error) throw new Error(error.message)
  return data
}

describe('xp and badges on the backend', () => {
  test('a new learner starts at 0 xp and no badges', async () => {
    const userId = await signUpLearner()
    expect(await loadXpAndBadges(userId)).toEqual({ xp: 0, badges: [] })
  })

  test('saves xp and badges, and loads them back', async () => {
    const userId = await signUpLearner()
    await saveXpAndBadges(userId, { xp: 260, badges: ['XP Level 100', 'XP Level 200'] })
    expect(await loadXpAndBadges(userId)).toEqual({
      xp: 260,
      badges: ['XP Level 100', 'XP Level 200'],
    })
  })

  test('xp going down or a badge taken away is refused with the server code, and nothing changes', async () => {
    const userId = await signUpLearner()
    await saveXpAndBadges(userId, { xp: 120, badges: ['XP Level 100'] })
    const lower = saveXpAndBadges(userId, { xp: 50, badges: ['XP Level 100'] })
    await expect(lower).rejects.toBeInstanceOf(GamificationProfileError)
    await expect(lower).rejects.toMatchObject({ code: '23514' })
    await expect(saveXpAndBadges(userId, { xp: 130, badges: [] })).rejects.toMatchObject({
      code: '23514',
    })
    expect(await storedXp(userId)).toEqual({ xp: 120, badges: ['XP Level 100'] })
  })

  test("another learner's xp can be neither saved (not-updated) nor loaded (row-level security)", async () => {
    const other = await otherLearner()
    await signUpLearner()
    await expect(saveXpAndBadges(other.id, { xp: 999, badges: [] })).rejects.toMatchObject({
      code: 'not-updated',
    })
    expect((await storedXp(other.id)).xp).toBe(0)
    await expect(loadXpAndBadges(other.id)).rejects.toBeInstanceOf(GamificationProfileError)
  })
})
