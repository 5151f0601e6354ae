import { describe, expect, test } from 'vitest'
import {
  courseLessonIds,
  courseWeekCount,
  LESSON_KINDS,
  lessonId,
  lessonProgressPercent,
} from './course-lessons'

// apps/backend/test/lesson-progress.test.ts checks the SQL mirror against these functions.
const WEEK_CASES: ReadonlyArray<readonly [string, number]> = [
  ['4 weeks', 4],
  ['1 week', 1],
  ['6 Weeks', 6],
  ['10WEEKS', 10],
  ['3\u00a0weeks', 3],
  ['2 \t weeks of practice', 2],
  ['0 weeks', 1],
  ['52 weeks', 12],
  ['99999999999999999999 weeks', 12],
  ['007 weeks', 7],
  ['Self-paced', 4],
  ['', 4],
  ['3 months', 4],
  ['8 hours over 2 weeks', 2],
  ['١٢ weeks', 4],
]

describe('courseWeekCount', () => {
  test.each(WEEK_CASES)('reads %j as %i weeks', (duration, weeks) => {
    expect(courseWeekCount(duration)).toBe(weeks)
  })
})

describe('courseLessonIds', () => {
  test('lists a video, a practice and a quiz per week, week by week', () => {
    expect(courseLessonIds('2 weeks')).toEqual([
      'w1-video',
      'w1-practice',
      'w1-quiz',
      'w2-video',
      'w2-practice',
      'w2-quiz',
    ])
    expect(LESSON_KINDS.map((kind) => lessonId(3, kind))).toEqual([
      'w3-video',
      'w3-practice',
      'w3-quiz',
    ])
  })

  test('has three lessons per week for every duration', () => {
    for (const [duration, weeks] of WEEK_CASES) {
      expect(courseLessonIds(duration)).toHaveLength(weeks * 3)
    }
  })
})

describe('lessonProgressPercent', () => {
  test('rounds 100 × completed / total, halves up', () => {
    expect(lessonProgressPercent(1, 6)).toBe(17)
    expect(lessonProgressPercent(1, 8)).toBe(13)
    expect(lessonProgressPercent(3, 24)).toBe(13)
    expect(lessonProgressPercent(2, 3)).toBe(67)
    expect(lessonProgressPercent(6, 6)).toBe(100)
  })

  test('is 0 for an empty course and never leaves 0..100', () => {
    expect(lessonProgressPercent(0, 0)).toBe(0)
    expect(lessonProgressPercent(7, 6)).toBe(100)
    expect(lessonProgressPercent(-1, 6)).toBe(0)
  })
})
