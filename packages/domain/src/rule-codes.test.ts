import { describe, expect, test } from 'vitest'
import { RULE_CODES, type RuleArea } from './rule-codes'

const PREFIX: Record<RuleArea, string> = {
  booking: 'booking_',
  homework: 'homework_',
  grading: 'homework_',
  lessonProgress: 'lesson_',
  enrolment: 'course_',
  placement: 'placement_',
  checkout: 'checkout_',
  authoring: 'authoring_',
  teaching: 'teaching_',
  contentBank: 'bank_',
  tutor: 'tutor_',
}

describe('RULE_CODES', () => {
  test('every code carries its area prefix in snake case, once', () => {
    for (const [area, codes] of Object.entries(RULE_CODES) as [RuleArea, readonly string[]][]) {
      expect(new Set(codes).size).toBe(codes.length)
      for (const code of codes) expect(code).toMatch(new RegExp(`^${PREFIX[area]}[a-z_]+$`))
    }
  })

  test('no code belongs to two areas', () => {
    const all = Object.values(RULE_CODES).flat()
    expect(new Set(all).size).toBe(all.length)
  })
})
