import { describe, expect, test } from 'vitest'
import { signUpLearner } from '../test/test-backend'
import { supabase } from './supabase-client'
import { fetchCourse, fetchCourses, fetchCoursesForLevel } from './use-courses'

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

  test('recommends the courses at a placement level, else the closest ones on both sides', async () => {
    await supabase.auth.signOut()
    const atB1 = await fetchCoursesForLevel('B1')
    expect(atB1.exact).toBe(true)
    const b1 = atB1.rows.map((course) => course.slug)
    expect(b1).toEqual(expect.arrayContaining(['business-english', 'conversational-english']))
    expect(b1).not.toContain('english-for-beginners')
    // No seeded course is at A2 (and no test adds one): A1 and B1 are one level away, C1 is not.
    const nearA2 = await fetchCoursesForLevel('A2')
    expect(nearA2).toMatchObject({ level: 'A2', exact: false })
    const a2 = nearA2.rows.map((course) => course.slug)
    expect(a2).toEqual(
      expect.arrayContaining([
        'english-for-beginners',
        'business-english',
        'conversational-english',
      ]),
    )
    expect(a2).not.toContain('english-grammar-mastery')
  })
})
