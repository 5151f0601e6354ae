import { SAMPLE_COURSES } from '@splendid/domain'
import { describe, expect, test } from 'vitest'
import { filterCourses, NO_COURSE_FILTERS } from './course-filters'

describe('filterCourses', () => {
  test('keeps every course without filters', () => {
    expect(filterCourses(SAMPLE_COURSES, NO_COURSE_FILTERS)).toHaveLength(4)
  })

  test('searches titles, descriptions and instructors case-insensitively', () => {
    const titles = (search: string) =>
      filterCourses(SAMPLE_COURSES, { ...NO_COURSE_FILTERS, search }).map((c) => c.title)
    expect(titles('MASTERY')).toEqual(['English Grammar Mastery'])
    expect(titles('negotiations')).toEqual(['Business English'])
    expect(titles('david')).toEqual(['Conversational English'])
  })

  test('filters by difficulty and by free or premium together', () => {
    expect(
      filterCourses(SAMPLE_COURSES, { search: '', difficulty: 'intermediate', price: 'free' }).map(
        (c) => c.title,
      ),
    ).toEqual(['Conversational English'])
    expect(
      filterCourses(SAMPLE_COURSES, { ...NO_COURSE_FILTERS, price: 'premium' }).every(
        (c) => c.isPremium,
      ),
    ).toBe(true)
  })
})
