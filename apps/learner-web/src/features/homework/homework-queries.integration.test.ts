import { describe, expect, test } from 'vitest'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchMyHomework, submitHomework } from './homework-queries'

// The seed's two assignments of 'english-for-beginners' and one of 'business-english'.
const INTRODUCE_YOURSELF = '4b000000-0000-4000-8000-000000000001'
const AT_THE_MARKET = '4b000000-0000-4000-8000-000000000002'
const CLIENT_EMAIL = '4b000000-0000-4000-8000-000000000003'

async function enrol(userId: string, slug: string): Promise<void> {
  const service = serviceClient()
  const course = await service.from('courses').select('id').eq('slug', slug).single()
  if (course.error) throw new Error(course.error.message)
  const { error } = await service
    .from('enrollments')
    .insert({ user_id: userId, course_id: course.data.id })
  if (error) throw new Error(error.message)
}

async function enrolledLearner(): Promise<string> {
  const userId = await signUpLearner()
  await enrol(userId, 'english-for-beginners')
  return userId
}

describe('homework queries on the backend', () => {
  test('a learner who follows no course has no homework', async () => {
    const userId = await signUpLearner()
    expect(await fetchMyHomework(userId)).toEqual({ enrolled: false, assignments: [] })
  })

  test("lists the followed course's assignments, earliest deadline first, with no answer yet", async () => {
    const userId = await enrolledLearner()
    const homework = await fetchMyHomework(userId)
    expect(homework.enrolled).toBe(true)
    expect(homework.assignments.map((assignment) => assignment.id)).toEqual([
      INTRODUCE_YOURSELF,
      AT_THE_MARKET,
    ])
    expect(homework.assignments[0]).toMatchObject({
      title: { en: 'Introduce yourself' },
      courseTitle: { en: 'English for Beginners' },
      maxScore: 10,
      submission: null,
    })
  })

  test('hands in an answer and replaces it until graded; the list shows the latest', async () => {
    const userId = await enrolledLearner()
    await submitHomework({ assignmentId: INTRODUCE_YOURSELF, answer: 'My name is Nour.' })
    await submitHomework({
      assignmentId: INTRODUCE_YOURSELF,
      answer: 'My name is Nour. I live in Giza.',
    })
    const [first] = (await fetchMyHomework(userId)).assignments
    expect(first?.submission).toMatchObject({
      answer: 'My name is Nour. I live in Giza.',
      status: 'submitted',
      score: null,
    })
  })

  test('a blank answer is refused as homework_answer_empty, a too long one as homework_answer_too_long', async () => {
    await enrolledLearner()
    await expect(
      submitHomework({ assignmentId: INTRODUCE_YOURSELF, answer: ' \n ' }),
    ).rejects.toMatchObject({
      name: 'HomeworkError',
      code: 'homework_answer_empty',
      message: 'Write your answer before you submit it.',
    })
    await expect(
      submitHomework({ assignmentId: INTRODUCE_YOURSELF, answer: 'a'.repeat(5001) }),
    ).rejects.toMatchObject({ code: 'homework_answer_too_long' })
  })

  test('homework of a course the learner does not follow is refused as homework_not_available', async () => {
    await enrolledLearner()
    await expect(
      submitHomework({ assignmentId: CLIENT_EMAIL, answer: 'Dear client, …' }),
    ).rejects.toMatchObject({
      code: 'homework_not_available',
      message: 'This homework is not available to you. Enrol in its course first.',
    })
  })

  test('a graded answer can no longer be changed: homework_already_graded', async () => {
    const userId = await enrolledLearner()
    await submitHomework({ assignmentId: AT_THE_MARKET, answer: 'How much is this?' })
    const graded = await serviceClient()
      .from('homework_submissions')
      .update({
        status: 'graded',
        score: 8,
        feedback: 'Good.',
        graded_at: new Date().toISOString(),
      })
      .eq('assignment_id', AT_THE_MARKET)
      .eq('user_id', userId)
    expect(graded.error).toBeNull()
    await expect(
      submitHomework({ assignmentId: AT_THE_MARKET, answer: 'A better answer' }),
    ).rejects.toMatchObject({ code: 'homework_already_graded' })
    const market = (await fetchMyHomework(userId)).assignments.find(
      (assignment) => assignment.id === AT_THE_MARKET,
    )
    expect(market?.submission).toMatchObject({
      answer: 'How much is this?',
      status: 'graded',
      score: 8,
    })
  })

  test("another learner's answer never shows in the list (row-level security)", async () => {
    const other = await otherLearner()
    await enrol(other.id, 'english-for-beginners')
    const handedIn = await other.client.rpc('submit_homework', {
      assignment_id: INTRODUCE_YOURSELF,
      answer: "Someone else's answer",
    })
    expect(handedIn.error).toBeNull()
    const userId = await enrolledLearner()
    const homework = await fetchMyHomework(userId)
    expect(homework.assignments.map((assignment) => assignment.submission)).toEqual([null, null])
  })
})
