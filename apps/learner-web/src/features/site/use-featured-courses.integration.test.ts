import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { serviceClient } from '../../test/test-backend'
import { FEATURED_COURSE_LIMIT, fetchFeaturedCourses } from './use-featured-courses'

const SEEDED = [
  'english-for-beginners',
  'business-english',
  'english-grammar-mastery',
  'conversational-english',
]
// More courses of this file's own than the carousel shows, added after the seed one by one.
const OWN_COUNT = FEATURED_COURSE_LIMIT + 1
const tag = crypto.randomUUID().slice(0, 8)

let seededIds: string[] = []
const ownIds: string[] = []

beforeAll(async () => {
  const seeded = await serviceClient().from('courses').select('id, slug').in('slug', SEEDED)
  if (seeded.error) throw new Error(seeded.error.message)
  seededIds = seeded.data.map((row) => row.id)
  expect(seededIds).toHaveLength(SEEDED.length)
  for (let index = 0; index < OWN_COUNT; index += 1) {
    const { data, error } = await serviceClient()
      .from('courses')
      .insert({
        slug: `featured-${tag}-${index}`,
        title_en: `Featured ${tag} ${index}`,
        title_ar: `مميز ${index}`,
        description_en: 'A course of the featured courses test.',
        description_ar: 'دورة لاختبار الدورات المميزة.',
        instructor_name: 'Test Instructor',
        difficulty: 'beginner',
        duration: '1 week',
        is_published: true,
      })
      .select('id')
      .single()
    if (error) throw new Error(error.message)
    ownIds.push(data.id)
  }
})

describe('the featured courses on the backend', () => {
  test('a signed-out visitor gets at most the limit, the seeded (oldest) courses first', async () => {
    await supabase.auth.signOut()
    const courses = await fetchFeaturedCourses('en')
    expect(courses).toHaveLength(FEATURED_COURSE_LIMIT)
    const ids = courses.map((course) => course.id)
    expect(ids.slice(0, SEEDED.length).sort()).toEqual([...seededIds].sort())
    expect(courses.find((course) => course.title === 'Business English')).toMatchObject({
      isPremium: true,
      difficulty: 'intermediate',
      rating: 4.5,
      instructor: { name: 'Omar Hassan' },
    })
    // This file's courses that made it are its oldest, in the order they were added; the last
    // one added is past the limit (the seed's four and eight of ours come before it).
    const ours = ids.filter((id) => ownIds.includes(id))
    expect(ours).toEqual(ownIds.slice(0, ours.length))
    expect(ids).not.toContain(ownIds.at(-1))
  })

  test('in Arabic, the same courses with their Arabic texts', async () => {
    const english = await fetchFeaturedCourses('en')
    const arabic = await fetchFeaturedCourses('ar')
    expect(arabic.map((course) => course.id)).toEqual(english.map((course) => course.id))
    expect(arabic.find((course) => course.title === 'الإنجليزية للأعمال')).toMatchObject({
      description: 'الاجتماعات والرسائل والعروض التقديمية: الإنجليزية التي تحتاجها في العمل.',
      isPremium: true,
    })
  })
})
