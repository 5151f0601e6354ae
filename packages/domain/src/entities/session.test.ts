import { describe, expect, test } from 'vitest'
import { INITIAL_AI_TUTOR_STATE } from './ai-tutor-state'
import { AUTH_EVENTS } from './session'

describe('auth events', () => {
  test('are the seven events of the spec', () => {
    expect(AUTH_EVENTS).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'SIGNED_OUT',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ])
  })
})

describe('AI tutor state', () => {
  test('starts closed with empty query and response', () => {
    expect(INITIAL_AI_TUTOR_STATE).toEqual({ isOpen: false, query: '', response: '' })
  })
})
