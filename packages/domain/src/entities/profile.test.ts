import { describe, expect, test } from 'vitest'
import { PROFILE_DEFAULTS, profileFromRow } from './profile'

const defaults = {
  id: 'u1',
  xp: 0,
  badges: [],
  onboarding_completed: false,
  onboarding_step: 1,
  active_subscription: 'free',
}

describe('profile defaults', () => {
  test('are xp 0, no badges, onboarding not completed at step 1, free plan', () => {
    expect(PROFILE_DEFAULTS).toEqual({
      xp: 0,
      badges: [],
      onboarding_completed: false,
      onboarding_step: 1,
      active_subscription: 'free',
    })
  })

  test('fill a missing row', () => {
    expect(profileFromRow('u1', null)).toEqual(defaults)
    expect(profileFromRow('u1', undefined)).toEqual(defaults)
  })

  test('fill null columns and leave out a null expiry', () => {
    const profile = profileFromRow('u1', {
      xp: null,
      badges: null,
      onboarding_completed: null,
      onboarding_step: null,
      active_subscription: null,
      subscription_expires_at: null,
    })
    expect(profile).toEqual(defaults)
    expect('subscription_expires_at' in profile).toBe(false)
  })

  test('keep the values present in a partial row', () => {
    expect(profileFromRow('u1', { xp: 120, badges: ['XP Level 100'] })).toEqual({
      ...defaults,
      xp: 120,
      badges: ['XP Level 100'],
    })
    expect(
      profileFromRow('u1', {
        onboarding_completed: true,
        onboarding_step: 3,
        active_subscription: 'premium',
        subscription_expires_at: '2026-02-01T00:00:00Z',
      }),
    ).toEqual({
      ...defaults,
      onboarding_completed: true,
      onboarding_step: 3,
      active_subscription: 'premium',
      subscription_expires_at: '2026-02-01T00:00:00Z',
    })
  })

  test('treat values of the wrong type as missing', () => {
    const row = JSON.parse(
      '{"xp":"12","badges":["A",3,"A","B"],"onboarding_completed":"yes","onboarding_step":1.5,"active_subscription":""}',
    )
    expect(profileFromRow('u1', row)).toEqual({ ...defaults, badges: ['A', 'B'] })
    expect(profileFromRow('u1', { xp: -5 }).xp).toBe(0)
    expect(profileFromRow('u1', { xp: Number.NaN }).xp).toBe(0)
  })
})
