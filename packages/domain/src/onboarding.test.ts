import { describe, expect, test } from 'vitest'
import {
  decideOnboarding,
  isOnboardingSkipPath,
  needsOnboardingCheck,
  ONBOARDING_SKIP_PATHS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_PATHS,
  onboardingStepPath,
} from './onboarding'

const signedIn = { signedIn: true, pathname: '/dashboard', localFlag: null }
const incomplete = (step: number) => ({ onboarding_completed: false, onboarding_step: step })

describe('steps', () => {
  test('there are 3 steps with their pages', () => {
    expect(ONBOARDING_STEP_COUNT).toBe(3)
    expect(ONBOARDING_STEP_PATHS).toEqual([
      '/onboarding',
      '/language-preferences',
      '/placement-assessment',
    ])
  })

  test.each([
    [1, '/onboarding'],
    [2, '/language-preferences'],
    [3, '/placement-assessment'],
    [0, '/onboarding'],
    [-4, '/onboarding'],
    [4, '/placement-assessment'],
    [99, '/placement-assessment'],
    [2.7, '/language-preferences'],
    [Number.NaN, '/onboarding'],
    [Number.POSITIVE_INFINITY, '/onboarding'],
  ])('step %d goes to %s', (step, path) => {
    expect(onboardingStepPath(step)).toBe(path)
  })
})

describe('skip list', () => {
  test.each(ONBOARDING_SKIP_PATHS)('skips %s', (path) => {
    expect(isOnboardingSkipPath(path)).toBe(true)
    expect(decideOnboarding({ ...signedIn, pathname: path }, incomplete(1))).toEqual({
      type: 'none',
      reason: 'skip-path',
    })
  })

  test('ignores query, hash and a trailing slash', () => {
    expect(isOnboardingSkipPath('/login?redirectTo=%2Fdashboard')).toBe(true)
    expect(isOnboardingSkipPath('/signup/')).toBe(true)
    expect(isOnboardingSkipPath('/privacy-policy#rights')).toBe(true)
  })

  test('keeps the spec list in its order and adds /reset-password so a reset link works', () => {
    expect(ONBOARDING_SKIP_PATHS).toEqual([
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/terms-of-service',
      '/privacy-policy',
      '/onboarding',
      '/language-preferences',
      '/placement-assessment',
      '/reset-password',
    ])
  })

  test.each(['/dashboard', '/catalog', '/faq', '/login/extra', '/onboardingx'])(
    'does not skip %s',
    (path) => {
      expect(isOnboardingSkipPath(path)).toBe(false)
    },
  )
})

describe('decision', () => {
  test('redirects an incomplete user to the page of the current step', () => {
    expect(decideOnboarding(signedIn, incomplete(1))).toEqual({
      type: 'redirect',
      to: '/onboarding',
    })
    expect(decideOnboarding(signedIn, incomplete(2))).toEqual({
      type: 'redirect',
      to: '/language-preferences',
    })
    expect(decideOnboarding(signedIn, incomplete(3))).toEqual({
      type: 'redirect',
      to: '/placement-assessment',
    })
  })

  test('sets the local flag when onboarding is completed', () => {
    expect(decideOnboarding(signedIn, { onboarding_completed: true, onboarding_step: 3 })).toEqual({
      type: 'set-flag',
    })
  })

  test('does nothing when the local flag is already true', () => {
    expect(decideOnboarding({ ...signedIn, localFlag: 'true' }, incomplete(1))).toEqual({
      type: 'none',
      reason: 'flag-set',
    })
  })

  test('only the exact flag value true counts', () => {
    expect(decideOnboarding({ ...signedIn, localFlag: 'TRUE' }, incomplete(1)).type).toBe(
      'redirect',
    )
  })

  test('does nothing for signed-out visitors', () => {
    expect(decideOnboarding({ ...signedIn, signedIn: false }, incomplete(1))).toEqual({
      type: 'none',
      reason: 'signed-out',
    })
  })

  test('does nothing when the profile could not be loaded', () => {
    expect(decideOnboarding(signedIn, null)).toEqual({ type: 'none', reason: 'no-profile' })
  })

  test('the profile request is needed only when a decision could follow', () => {
    expect(needsOnboardingCheck(signedIn)).toBe(true)
    expect(needsOnboardingCheck({ ...signedIn, localFlag: 'true' })).toBe(false)
    expect(needsOnboardingCheck({ ...signedIn, pathname: '/login' })).toBe(false)
    expect(needsOnboardingCheck({ ...signedIn, signedIn: false })).toBe(false)
  })
})
