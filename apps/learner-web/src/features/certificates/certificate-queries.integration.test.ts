import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { CertificateLoadError, fetchMyCertificates } from './certificate-queries'

// A course of this file's own: one chapter of three readings, so a learner reaches 100 % quickly.
let courseId = ''
let LESSONS: string[] = []

/**
 * Enrols the client's user and completes `lessons` the way the course page does with a reading
 * (its module is tested in course/; importing it here would make a circle between the features).
 */
async function learn(client: SupabaseClient, lessons: readonly string[]): Promise<void> {
  const enrolled = await client.from('enrollments').insert({ course_id: courseId })
  if (enrolled.error) throw new Error(enrolled.error.message)
  for (const lesson of lessons) {
    const done = await client.rpc('mark_lesson_read', { lesson_id: lesson })
    if (done.error) throw new Error(done.error.message)
  }
}

/** One chapter of three reading lessons in the course, added with the service key. */
async function addReadings(): Promise<string[]> {
  const service = serviceClient()
  const chapter = await service
    .from('course_chapters')
    .insert({ course_id: courseId, position: 1, title_en: 'Week one', title_ar: 'الأسبوع الأول' })
    .select('id')
    .single()
  if (chapter.error) throw new Error(chapter.error.message)
  const lessons = await service
    .from('lessons')
    .insert(
      [1, 2, 3].map((position) => ({
        course_id: courseId,
        chapter_id: chapter.data.id,
        position,
        slug: `reading-${position}`,
        kind: 'reading',
        title_en: `Reading ${position}`,
        title_ar: `قراءة ${position}`,
        duration_seconds: 60,
      })),
    )
    .select('id, position')
    .order('position')
  if (lessons.error) throw new Error(lessons.error.message)
  const ids = lessons.data.map((lesson) => lesson.id as string)
  const contents = await service
    .from('lesson_contents')
    .insert(ids.map((lesson_id) => ({ lesson_id, body_en: 'Read me.', body_ar: 'اقرأني.' })))
  if (contents.error) throw new Error(contents.error.message)
  return ids
}

beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from('courses')
    .insert({
      slug: `certificate-${crypto.randomUUID().slice(0, 8)}`,
      title_en: 'Speaking Sprint',
      title_ar: 'انطلاقة المحادثة',
      description_en: 'One week.',
      description_ar: 'أسبوع واحد.',
      instructor_name: 'Test Tutor',
      difficulty: 'beginner',
      duration: '1 week',
      // New courses are drafts; learners open published ones.
      is_published: true,
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  courseId = data.id
  LESSONS = await addReadings()
})

describe('certificate queries on the backend', () => {
  test('a learner has no certificate before finishing a course', async () => {
    const userId = await signUpLearner()
    await learn(supabase, LESSONS.slice(0, 1))
    expect(await fetchMyCertificates(userId)).toEqual([])
  })

  test('finishing every lesson earns the certificate the database issues, with its number and course', async () => {
    const userId = await signUpLearner()
    await learn(supabase, LESSONS)
    const certificates = await fetchMyCertificates(userId)
    expect(certificates).toHaveLength(1)
    expect(certificates[0]).toMatchObject({
      courseId,
      courseTitle: { en: 'Speaking Sprint', ar: 'انطلاقة المحادثة' },
      learnerName: 'Test Learner',
    })
    expect(certificates[0]?.number).toMatch(/^SPL-\d{4}-/)
  })

  test("another learner's certificates read as none (row-level security)", async () => {
    const other = await otherLearner()
    await learn(other.client, LESSONS)
    const issued = await serviceClient().from('certificates').select('id').eq('user_id', other.id)
    expect(issued.data).toHaveLength(1)
    await signUpLearner()
    expect(await fetchMyCertificates(other.id)).toEqual([])
  })

  test("a failed read keeps the backend's code and message", async () => {
    await signUpLearner()
    const attempt = fetchMyCertificates('not-a-user-id')
    await expect(attempt).rejects.toBeInstanceOf(CertificateLoadError)
    await expect(attempt).rejects.toMatchObject({ code: '22P02' })
  })
})
