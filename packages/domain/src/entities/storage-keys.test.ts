import { describe, expect, test } from 'vitest'
import {
  COOKIE_LIFETIME_DAYS,
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  COOKIE_OPTIONS,
  LOCAL_STORAGE_KEYS,
  ONBOARDING_FLAG_VALUE,
  SIGN_OUT_CLEARED_KEYS,
} from './storage-keys'

describe('browser storage', () => {
  test('uses the local-storage keys of the spec', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({
      userType: 'userType',
      lastCourse: 'lastCourse',
      language: 'language',
      onboardingCompleted: 'onboardingCompleted',
    })
    expect(ONBOARDING_FLAG_VALUE).toBe('true')
  })

  test('clears userType, lastCourse and language at sign-out, but not the onboarding flag', () => {
    expect(SIGN_OUT_CLEARED_KEYS).toEqual(['userType', 'lastCourse', 'language'])
  })

  test('names the cookies session and user', () => {
    expect(COOKIE_NAMES).toEqual({ session: 'session', user: 'user' })
  })

  test('keeps cookies 7 days, secure, same-site strict, on path /', () => {
    expect(COOKIE_LIFETIME_DAYS).toBe(7)
    expect(COOKIE_MAX_AGE_SECONDS).toBe(604_800)
    expect(COOKIE_OPTIONS).toEqual({ expires: 7, secure: true, sameSite: 'strict', path: '/' })
  })
})
