import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { CourseLoadError } from '../../lib/use-courses'
import { serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchCourseOutline } from '../course/course-outline-queries'
import { markLessonRead } from '../course/lesson-actions'
import { enrolInCourse } from '../course/lesson-progress-queries'
import { outlineLessons } from '../course/lesson-states'
import { fetchCatalogPage, fetchEnrolledCourses } from './catalog-queries'
import { CATALOG_PAGE_SIZE, type CatalogQuery, DEFAULT_CATALOG_QUERY } from './catalog-query'

// Courses of this file only: a subject no seeded course has, and a word nothing else contains.
const token = `pager${Date.now().toString(36)}`
const extraCount = CATALOG_PAGE_SIZE + 1
let extraIds: string[] = []

const search = (query: Partial<CatalogQuery>) =>
  fetchCatalogPage({ ...DEFAULT_CATALOG_QUERY, ...query })
const slugs = async (query: Partial<CatalogQuery>) =>
  (await search(query)).courses.map((course) => course.slug)

beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from('courses')
    .insert(
      Array.from({ length: extraCount }, (_, index) => ({
        slug: `${token}-${index}`,
        title_en: `Computing ${token} ${index}`,
        title_ar: `الحوسبة ${index}`,
        description_en: 'A course made by the catalogue test.',
        description_ar: 'دورة أنشأها اختبار الكتالوج.',
        instructor_name: 'Test Teacher',
        difficulty: 'beginner',
        duration: '1 week',
        subject: 'computing',
        rating: index % 5,
        is_published: true,
      })),
    )
    .select('id')
  if (error) throw new Error(error.message)
  extraIds = data.map((row) => row.id)
})

afterAll(async () => {
  await serviceClient().from('courses').delete().in('id', extraIds)
})

describe('catalogue search on the backend', () => {
  test('finds a course in Arabic typed without hamza, with tatweel and diacritics', async () => {
    await supabase.auth.signOut()
    expect(await slugs({ q: 'الانجليزيه للأعـمال' })).toEqual(['business-english'])
    expect(await slugs({ q: 'الإِنْجِلِيزِيَّة لِلأعمال' })).toEqual(['business-english'])
    expect(await slugs({ q: 'BUSINESS english' })).toEqual(['business-english'])
  })

  test('filters by level and access on the server', async () => {
    expect(await slugs({ level: 'C1' })).toEqual(['english-grammar-mastery'])
    // Other test files add courses of their own (no level): B1 holds one seeded course of each kind.
    const free = await search({ access: 'free', level: 'B1' })
    expect(free.courses.map((course) => course.slug)).toEqual(['conversational-english'])
    expect(free.total).toBe(1)
    expect(await slugs({ access: 'premium', level: 'B1', subject: 'english' })).toEqual([
      'business-english',
    ])
  })

  test('pages through the results with a total, sorted as asked', async () => {
    const first = await search({ q: token, sort: 'rating' })
    expect(first.total).toBe(extraCount)
    expect(first.courses).toHaveLength(CATALOG_PAGE_SIZE)
    const ratings = first.courses.map((course) => Number(course.rating))
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const second = await search({ q: token, sort: 'rating', page: 2 })
    expect(second).toMatchObject({ total: extraCount })
    expect(second.courses).toHaveLength(1)
    const seen = new Set([...first.courses, ...second.courses].map((course) => course.id))
    expect(seen.size).toBe(extraCount)
    expect(await search({ q: token, page: 5 })).toEqual({ courses: [], total: extraCount })
  })

  test('a parameter the server refuses is reported with its code', async () => {
    const refused = await search({ level: 'C2' as CatalogQuery['level'] }).catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(CourseLoadError)
    expect((refused as CourseLoadError).code).toBe('22023')
  })
})

describe('enrolled courses on the backend', () => {
  test("lists the learner's own courses with the progress the database computed", async () => {
    const userId = await signUpLearner()
    expect(await fetchEnrolledCourses(userId)).toEqual([])
    const course = (await search({ q: 'English for Beginners' })).courses[0]
    if (!course) throw new Error('seeded course missing')
    await enrolInCourse(course.id)
    const lessons = outlineLessons(await fetchCourseOutline(course.id))
    const reading = lessons.find((lesson) => lesson.kind === 'reading')
    if (!reading) throw new Error('no reading lesson')
    await markLessonRead(reading.id)
    const enrolled = await fetchEnrolledCourses(userId)
    expect(enrolled).toHaveLength(1)
    expect(enrolled[0]?.course.slug).toBe('english-for-beginners')
    expect(enrolled[0]?.progressPercent).toBe(Math.round(100 / lessons.length))
    expect(enrolled[0]?.enrolledAt).toMatch(/^\d{4}-\d{2}-\d{2}/)

    // Someone else asking for this learner's courses gets nothing.
    await signUpLearner()
    expect(await fetchEnrolledCourses(userId)).toEqual([])
  })
})
