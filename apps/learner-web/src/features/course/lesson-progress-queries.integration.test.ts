import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { completeLesson, enrolInCourse, fetchCourseProgress } from './lesson-progress-queries'

// A seeded four-week course: 12 lessons, w1-video … w4-quiz.
let courseId = ''

beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from('courses')
    .select('id')
    .eq('slug', 'conversational-english')
    .single()
  if (error) throw new Error(error.message)
  courseId = data.id
})

describe('lesson progress on the backend', () => {
  test('a learner who has not enrolled has no progress', async () => {
    const userId = await signUpLearner()
    expect(await fetchCourseProgress(userId, courseId)).toEqual({
      enrolled: false,
      progressPercent: 0,
      completedLessonIds: [],
    })
  })

  test('enrols at 0 %, and enrolling again is not an error', async () => {
    const userId = await signUpLearner()
    await enrolInCourse(courseId)
    await enrolInCourse(courseId)
    expect(await fetchCourseProgress(userId, courseId)).toEqual({
      enrolled: true,
      progressPercent: 0,
      completedLessonIds: [],
    })
  })

  test('completes lessons once each; the database keeps the percentage and the order', async () => {
    const userId = await signUpLearner()
    await enrolInCourse(courseId)
    expect(await completeLesson(courseId, 'w1-video')).toEqual({
      progressPercent: 8,
      completedLessons: 1,
      totalLessons: 12,
      newlyCompleted: true,
    })
    expect(await completeLesson(courseId, 'w1-practice')).toMatchObject({
      progressPercent: 17,
      completedLessons: 2,
    })
    expect(await completeLesson(courseId, 'w1-video')).toMatchObject({
      completedLessons: 2,
      newlyCompleted: false,
    })
    expect(await fetchCourseProgress(userId, courseId)).toEqual({
      enrolled: true,
      progressPercent: 17,
      completedLessonIds: ['w1-video', 'w1-practice'],
    })
  })

  test('a lesson of a course the learner has not enrolled in is refused as lesson_not_enrolled', async () => {
    const userId = await signUpLearner()
    await expect(completeLesson(courseId, 'w1-video')).rejects.toMatchObject({
      name: 'LessonProgressError',
      code: 'lesson_not_enrolled',
      message: 'Enrol in this course to record your progress.',
    })
    expect((await fetchCourseProgress(userId, courseId)).completedLessonIds).toEqual([])
  })

  test("a lesson outside the course's outline is refused as lesson_unknown", async () => {
    await signUpLearner()
    await enrolInCourse(courseId)
    await expect(completeLesson(courseId, 'w5-video')).rejects.toMatchObject({
      code: 'lesson_unknown',
      message: 'This lesson is not part of the course.',
    })
  })

  test('a signed-out visitor cannot record progress; the refusal keeps the server message', async () => {
    await signUpLearner()
    await supabase.auth.signOut()
    const attempt = completeLesson(courseId, 'w1-video')
    await expect(attempt).rejects.toMatchObject({ code: 'lesson_progress_unavailable' })
    await expect(attempt).rejects.toThrow(/permission denied/)
  })

  test("another learner's progress reads as none (row-level security)", async () => {
    const other = await otherLearner()
    await other.client.from('enrollments').insert({ course_id: courseId })
    const done = await other.client.rpc('complete_lesson', {
      course_id: courseId,
      lesson_id: 'w1-video',
    })
    expect(done.error).toBeNull()
    await signUpLearner()
    expect(await fetchCourseProgress(other.id, courseId)).toEqual({
      enrolled: false,
      progressPercent: 0,
      completedLessonIds: [],
    })
  })
})
