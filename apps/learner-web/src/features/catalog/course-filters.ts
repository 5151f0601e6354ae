import type { CourseCard, Difficulty } from '@splendid/domain'

/** Which courses by price: all, free only, or premium only. */
export type PriceFilter = 'all' | 'free' | 'premium'

/** The catalogue's filters. */
export interface CourseFilters {
  readonly search: string
  readonly difficulty: Difficulty | 'all'
  readonly price: PriceFilter
}

/** No filter: every course. */
export const NO_COURSE_FILTERS: CourseFilters = { search: '', difficulty: 'all', price: 'all' }

function matchesPrice(course: CourseCard, price: PriceFilter): boolean {
  switch (price) {
    case 'all':
      return true
    case 'free':
      return !course.isPremium
    case 'premium':
      return course.isPremium
    default: {
      const unreachable: never = price
      throw new TypeError(`Unknown price filter: ${String(unreachable)}`)
    }
  }
}

/**
 * The courses that match the search text (title, description or instructor, case-insensitive),
 * the difficulty and the price filter, in their original order.
 *
 * @example
 * ```ts
 * filterCourses(courses, { search: 'grammar', difficulty: 'all', price: 'premium' })
 * ```
 */
export function filterCourses(
  courses: readonly CourseCard[],
  filters: CourseFilters,
): CourseCard[] {
  const needle = filters.search.trim().toLocaleLowerCase()
  return courses.filter(
    (course) =>
      (filters.difficulty === 'all' || course.difficulty === filters.difficulty) &&
      matchesPrice(course, filters.price) &&
      (needle === '' ||
        [course.title, course.description, course.instructor.name].some((field) =>
          field.toLocaleLowerCase().includes(needle),
        )),
  )
}
