import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchContinueLesson } from './continue-lesson-queries'

// The seeded free course english-for-beginners: its video 'greetings' and a reading.
let courseId = ''
let video = ''
let reading = ''

beforeAll(async () => {
  const service = serviceClient()
  const course = await service
    .from('courses')
    .select('id')
    .eq('slug', 'english-for-beginners')
    .single()
  if (course.error) throw new Error(course.error.message)
  courseId = course.data.id
  const lessons = await service.from('lessons').select('id, slug, kind').eq('course_id', courseId)
  if (lessons.error) throw new Error(lessons.error.message)
  video = lessons.data.find((lesson) => lesson.slug === 'greetings')?.id ?? ''
  reading = lessons.data.find((lesson) => lesson.kind === 'reading')?.id ?? ''
})

async function enrol() {
  const { error } = await supabase.from('enrollments').insert({ course_id: courseId })
  if (error) throw new Error(error.message)
}

describe('continue where you left off, on the backend', () => {
  test('a learner with no activity has nothing to continue', async () => {
    const userId = await signUpLearner()
    expect(await fetchContinueLesson(userId)).toBeNull()
  })

  test('the latest activity leads back: a watched video at its second, then a lesson read later', async () => {
    const userId = await signUpLearner()
    await enrol()
    const saved = await supabase.rpc('save_watch_progress', {
      lesson_id: video,
      position_seconds: 2,
      watched_from: 0,
      watched_to: 2,
    })
    expect(saved.error).toBeNull()
    expect(await fetchContinueLesson(userId)).toMatchObject({
      courseId,
      lessonId: video,
      positionSeconds: 2,
      path: `/course/${courseId}?lesson=${video}`,
      courseTitle: { en: 'English for Beginners' },
    })
    const read = await supabase.rpc('mark_lesson_read', { lesson_id: reading })
    expect(read.error).toBeNull()
    expect(await fetchContinueLesson(userId)).toMatchObject({
      lessonId: reading,
      positionSeconds: null,
    })
    // Someone else's activity is not theirs to continue.
    const other = await otherLearner()
    expect(other.id).not.toBe(userId)
    const { data } = await other.client
      .from('lesson_watch_progress')
      .select('lesson_id')
      .eq('user_id', userId)
    expect(data).toEqual([])
  })
})
