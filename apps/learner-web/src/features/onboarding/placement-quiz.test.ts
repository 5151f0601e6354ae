import { describe, expect, test } from 'vitest'
import { PLACEMENT_QUESTIONS, placementLevel } from './placement-quiz'

describe('placementLevel', () => {
  test('suggests beginner for up to two correct answers', () => {
    expect(placementLevel({})).toEqual({ correct: 0, level: 'beginner' })
    expect(placementLevel({ q1: 1, q2: 2, q3: 0 })).toEqual({ correct: 2, level: 'beginner' })
  })

  test('suggests intermediate for three or four and advanced for all five', () => {
    expect(placementLevel({ q1: 1, q2: 2, q3: 1 }).level).toBe('intermediate')
    const allRight = Object.fromEntries(PLACEMENT_QUESTIONS.map((q) => [q.id, q.answer]))
    expect(placementLevel(allRight)).toEqual({ correct: 5, level: 'advanced' })
  })
})
