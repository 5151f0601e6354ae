import { describe, expect, test } from 'vitest'
import { signUpLearner } from '../test/test-backend'
import { supabase } from './supabase-client'
import { fetchCourse, fetchCourses } from './use-courses'

// In the order of their English titles under PGlite's C collation (capitals before small
// letters: 'English Grammar…' before 'English for…').
const SEEDED = [
  'business-english',
  'conversational-english',
  'english-grammar-mastery',
  'english-for-beginners',
]

describe('course reads on the backend', () => {
  test('a signed-out visitor reads the whole catalogue, ordered by English title', async () => {
    await supabase.auth.signOut()
    const courses = await fetchCourses()
    // Other test files add courses of their own: the seeded ones must be there, in title order.
    expect(courses.map((course) => course.slug).filter((slug) => SEEDED.includes(slug))).toEqual(
      SEEDED,
    )
    const titles = courses.map((course) => course.title_en)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(courses.find((course) => course.slug === 'business-english')).toMatchObject({
      title_ar: 'الإنجليزية للأعمال',
      difficulty: 'intermediate',
      is_premium: true,
      rating: 4.5,
      instructor_name: 'Omar Hassan',
    })
  })

  test('reads one course by slug and by id, and answers null for an unknown one', async () => {
    await signUpLearner()
    const bySlug = await fetchCourse('english-for-beginners')
    expect(bySlug).toMatchObject({ slug: 'english-for-beginners', difficulty: 'beginner' })
    expect(await fetchCourse(bySlug?.id ?? '')).toEqual(bySlug)
    expect(await fetchCourse('no-such-course')).toBeNull()
    expect(await fetchCourse(crypto.randomUUID())).toBeNull()
  })
})
