import { gamificationState } from '@splendid/domain'
import { describe, expect, test } from 'vitest'
import { celebrationsBetween } from './celebrations'

describe('celebrationsBetween', () => {
  test('xp gained, then the new level, then each new badge', () => {
    expect(
      celebrationsBetween(
        gamificationState(80, []),
        gamificationState(260, ['XP Level 100', 'XP Level 200']),
      ),
    ).toEqual([
      { kind: 'xp', amount: 180 },
      { kind: 'level', level: 3 },
      { kind: 'badge', badge: 'XP Level 100' },
      { kind: 'badge', badge: 'XP Level 200' },
    ])
  })

  test('nothing when nothing rose; a correction downwards is not celebrated', () => {
    const state = gamificationState(120, ['XP Level 100'])
    expect(celebrationsBetween(state, state)).toEqual([])
    expect(celebrationsBetween(state, gamificationState(50, []))).toEqual([])
  })

  test('xp within the same level is still worth a word', () => {
    expect(celebrationsBetween(gamificationState(0, []), gamificationState(30, []))).toEqual([
      { kind: 'xp', amount: 30 },
    ])
  })
})
