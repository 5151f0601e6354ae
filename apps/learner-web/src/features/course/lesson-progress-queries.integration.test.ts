import { beforeAll, describe, expect, test } from 'vitest'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchCourseOutline } from './course-outline-queries'
import { markLessonRead, saveWatchProgress, submitQuizAttempt } from './lesson-actions'
import { fetchLessonContent } from './lesson-content-queries'
import { enrolInCourse, fetchCourseProgress } from './lesson-progress-queries'
import { type OutlineLesson, outlineLessons } from './lesson-states'

// The seeded free course english-for-beginners and the premium business-english.
let courseId = ''
let premiumCourseId = ''
let lessons: OutlineLesson[] = []
const ids = () => lessons.map((lesson) => lesson.id)

function first(kind: OutlineLesson['kind']): OutlineLesson {
  const found = lessons.find((lesson) => lesson.kind === kind)
  if (!found) throw new Error(`no ${kind} lesson`)
  return found
}

async function courseIdOf(slug: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('courses')
    .select('id')
    .eq('slug', slug)
    .single()
  if (error) throw new Error(error.message)
  return data.id
}

/** The right answers of a quiz, read with the service key (learners can never read them). */
async function rightAnswers(lessonId: string): Promise<Record<string, string[] | string>> {
  const { data: questions } = await serviceClient()
    .from('quiz_questions')
    .select('id, kind')
    .eq('lesson_id', lessonId)
  const { data: keys, error } = await serviceClient()
    .from('quiz_answer_keys')
    .select('question_id, correct_option_ids, accepted_answers')
    .in(
      'question_id',
      (questions ?? []).map((question) => question.id),
    )
  if (error) throw new Error(error.message)
  const answers: Record<string, string[] | string> = {}
  for (const question of questions ?? []) {
    const key = (keys ?? []).find((row) => row.question_id === question.id)
    answers[question.id] =
      question.kind === 'short'
        ? (key?.accepted_answers?.[0] ?? '')
        : (key?.correct_option_ids ?? [])
  }
  return answers
}

beforeAll(async () => {
  courseId = await courseIdOf('english-for-beginners')
  premiumCourseId = await courseIdOf('business-english')
  lessons = outlineLessons(await fetchCourseOutline(courseId))
})

describe('lesson progress on the backend', () => {
  test('a learner who has not enrolled has no progress; enrolling twice is not an error', async () => {
    const userId = await signUpLearner()
    expect(await fetchCourseProgress(userId, courseId, ids())).toEqual({
      enrolled: false,
      progressPercent: 0,
      completedLessonIds: [],
      watch: {},
    })
    await enrolInCourse(courseId)
    await enrolInCourse(courseId)
    expect(await fetchCourseProgress(userId, courseId, ids())).toMatchObject({
      enrolled: true,
      progressPercent: 0,
    })
  })

  test('a free learner cannot enrol in a premium course: course_premium_only', async () => {
    const userId = await signUpLearner()
    await expect(enrolInCourse(premiumCourseId)).rejects.toMatchObject({
      name: 'LessonProgressError',
      code: 'course_premium_only',
    })
    expect((await fetchCourseProgress(userId, premiumCourseId, [])).enrolled).toBe(false)
  })

  test('a reading is completed once by "Mark as read"; the database keeps the percentage', async () => {
    const userId = await signUpLearner()
    await enrolInCourse(courseId)
    const reading = first('reading')
    const done = await markLessonRead(reading.id)
    expect(done).toEqual({
      progressPercent: Math.round(100 / lessons.length),
      newlyCompleted: true,
    })
    expect((await markLessonRead(reading.id)).newlyCompleted).toBe(false)
    expect(await fetchCourseProgress(userId, courseId, ids())).toMatchObject({
      progressPercent: Math.round(100 / lessons.length),
      completedLessonIds: [reading.id],
    })
  })

  test('a lesson of a course the learner has not enrolled in is refused as lesson_not_enrolled', async () => {
    await signUpLearner()
    await expect(markLessonRead(first('reading').id)).rejects.toMatchObject({
      code: 'lesson_not_enrolled',
    })
  })

  test('a quiz: a wrong attempt is kept and does not complete; the right one passes once', async () => {
    const userId = await signUpLearner()
    await enrolInCourse(courseId)
    const quiz = first('quiz')
    const right = await rightAnswers(quiz.id)
    const wrong = Object.fromEntries(Object.keys(right).map((id) => [id, ['not-an-option']]))
    const failed = await submitQuizAttempt(quiz.id, wrong)
    expect(failed).toMatchObject({ score: 0, passed: false, newlyCompleted: false })
    expect(Object.values(failed.results).every((result) => result === false)).toBe(true)
    const passed = await submitQuizAttempt(quiz.id, right)
    expect(passed).toMatchObject({ score: 100, passed: true, newlyCompleted: true })
    expect(passed.passMark).toBeGreaterThan(0)
    const content = await fetchLessonContent(quiz, userId)
    expect(content?.kind === 'quiz' && content.bestScore).toBe(100)
    expect((await fetchCourseProgress(userId, courseId, ids())).completedLessonIds).toEqual([
      quiz.id,
    ])
  })

  test('watch progress is saved and read back (another device), and no one else sees it', async () => {
    const userId = await signUpLearner()
    await enrolInCourse(courseId)
    const video = first('video')
    const saved = await saveWatchProgress(video.id, { position: 3, watchedFrom: 0, watchedTo: 3 })
    // Just enrolled: the database counts only what the wall time since then allows (at 2×).
    expect(saved).toMatchObject({ positionSeconds: 3, completed: false, newlyCompleted: false })
    expect(saved.watchedPercent).toBeLessThan(90)
    const progress = await fetchCourseProgress(userId, courseId, ids())
    expect(progress.watch[video.id]).toEqual({
      positionSeconds: 3,
      watchedPercent: saved.watchedPercent,
    })
    const other = await otherLearner()
    const { data } = await other.client
      .from('lesson_watch_progress')
      .select('lesson_id')
      .eq('user_id', userId)
    expect(data).toEqual([])
  })

  test('a one-shot "watched everything" does not complete a video', async () => {
    await signUpLearner()
    await enrolInCourse(courseId)
    const video = first('video')
    const forged = await saveWatchProgress(video.id, {
      position: video.durationSeconds,
      watchedFrom: 0,
      watchedTo: video.durationSeconds,
    })
    expect(forged).toMatchObject({ completed: false, newlyCompleted: false })
    expect(forged.watchedPercent).toBeLessThan(90)
  })

  test('a premium lesson cannot be recorded by a free learner', async () => {
    await signUpLearner()
    const premium = outlineLessons(await fetchCourseOutline(premiumCourseId)).find(
      (lesson) => !lesson.isFreePreview && lesson.kind === 'reading',
    )
    if (!premium) throw new Error('no premium reading lesson')
    await expect(markLessonRead(premium.id)).rejects.toMatchObject({
      name: 'LessonProgressError',
    })
  })
})
