import { describe, expect, test } from 'vitest'
import { isDifficulty } from './entities/course-card'
import { SAMPLE_COURSES } from './sample-courses'

describe('sample featured courses', () => {
  test('are the four courses of the spec', () => {
    expect(SAMPLE_COURSES.map((course) => course.title)).toEqual([
      'English for Beginners',
      'Business English',
      'English Grammar Mastery',
      'Conversational English',
    ])
  })

  test('two are premium', () => {
    expect(SAMPLE_COURSES.filter((course) => course.isPremium)).toHaveLength(2)
  })

  test('all rate 4.5 and last 4 weeks', () => {
    for (const course of SAMPLE_COURSES) {
      expect(course.rating).toBe(4.5)
      expect(course.duration).toBe('4 weeks')
    }
  })

  test('have unique ids, valid difficulties and https images', () => {
    expect(new Set(SAMPLE_COURSES.map((course) => course.id)).size).toBe(4)
    for (const course of SAMPLE_COURSES) {
      expect(isDifficulty(course.difficulty)).toBe(true)
      expect(course.thumbnail).toMatch(/^https:\/\//)
      expect(course.instructor.avatar).toMatch(/^https:\/\//)
      expect(course.instructor.avatar).toContain(encodeURIComponent(course.instructor.name))
    }
  })
})
