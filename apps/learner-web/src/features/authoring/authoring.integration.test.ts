import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { DEMO_ACCOUNTS, newAccount, otherLearner, signInAs } from '../../test/test-backend'
import { fetchAuthoredCourses, fetchCourseDraft, fetchPublishProblems } from './authoring-queries'
import { createCourse, deleteCourse, saveCourseDetails, setCoursePublished } from './course-writes'
import { saveLessonContent } from './lesson-content-writes'
import { addChapter, addLesson, reorderLessons } from './outline-writes'
import { fetchQuizDraft, newQuestion, saveQuiz } from './quiz-draft'

// The authoring data layer against the running backend: what the editor writes is what the
// database keeps, and the database's own checks come back as the editor's errors.

let teacherId = ''

async function signUpTeacher(): Promise<string> {
  const { data, error } = await supabase.auth.signUp({
    ...newAccount(),
    options: { data: { full_name: 'Test Teacher', user_type: 'teacher' } },
  })
  if (error || data.user === null) throw new Error(error?.message ?? 'no user')
  return data.user.id
}

beforeAll(async () => {
  teacherId = await signUpTeacher()
})

describe('course authoring on the backend', () => {
  test('a teacher writes a reading lesson and a quiz, publishes, and the draft round-trips', async () => {
    const courseId = await createCourse({
      title_en: 'Numbers in Arabic',
      title_ar: 'الأرقام بالعربية',
      instructor_name: 'Test Teacher',
      ownerId: teacherId,
    })
    const chapterId = await addChapter(
      courseId,
      { title_en: 'One to ten', title_ar: 'من واحد إلى عشرة' },
      0,
    )
    const reading = await addLesson(
      courseId,
      chapterId,
      { kind: 'reading', title_en: 'Counting', title_ar: 'العد' },
      0,
      new Set(),
    )
    const quiz = await addLesson(
      courseId,
      chapterId,
      { kind: 'quiz', title_en: 'Counting', title_ar: 'اختبار العد' },
      1,
      new Set(['counting']),
    )
    expect((await fetchPublishProblems(courseId)).map((problem) => problem.code)).toEqual([
      'description_missing',
      'description_missing',
      'reading_missing',
      'reading_missing',
      'quiz_no_questions',
      'quiz_pass_mark_missing',
    ])
    await expect(setCoursePublished(courseId, true)).rejects.toMatchObject({
      code: 'authoring_course_incomplete',
    })

    const draft = await fetchCourseDraft(courseId)
    if (draft === null) throw new Error('the draft is not readable')
    await saveCourseDetails(courseId, {
      ...draft,
      description_en: 'Count from one to ten.',
      description_ar: 'عُدّ من واحد إلى عشرة.',
      level: 'A1',
    })
    await saveLessonContent(reading, { body_en: '# One, two', body_ar: '# واحد، اثنان' })
    const question = {
      ...newQuestion('single'),
      prompt_en: 'Three?',
      prompt_ar: 'ثلاثة؟',
      options: [
        { id: 'a', text_en: '3', text_ar: '٣' },
        { id: 'b', text_en: '4', text_ar: '٤' },
      ],
      correct_option_ids: ['a'],
    }
    await expect(
      saveQuiz(quiz, { passMark: 80, questions: [{ ...question, correct_option_ids: [] }] }),
    ).rejects.toMatchObject({
      code: 'authoring_quiz_invalid',
    })
    const [questionId] = await saveQuiz(quiz, { passMark: 80, questions: [question] })
    expect(await fetchQuizDraft(quiz, 80)).toEqual({
      passMark: 80,
      questions: [{ ...question, id: questionId }],
    })
    await reorderLessons(chapterId, [quiz, reading])
    expect(await fetchPublishProblems(courseId)).toEqual([])
    await setCoursePublished(courseId, true)

    const saved = await fetchCourseDraft(courseId)
    expect(saved).toMatchObject({
      is_published: true,
      slug: 'numbers-in-arabic',
      level: 'A1',
      owner_id: teacherId,
      chapters: [
        {
          id: chapterId,
          lessons: [
            { id: quiz, slug: 'counting-2', kind: 'quiz', content: { pass_mark: 80 } },
            {
              id: reading,
              slug: 'counting',
              content: { body_en: '# One, two', body_ar: '# واحد، اثنان' },
            },
          ],
        },
      ],
    })
    expect((await fetchAuthoredCourses(teacherId)).map((course) => course.id)).toContain(courseId)
  })

  test("an admin's draft is hidden from learners, and deleting it removes it", async () => {
    await signInAs(DEMO_ACCOUNTS.admin)
    const adminId = (await supabase.auth.getUser()).data.user?.id ?? ''
    const courseId = await createCourse({
      title_en: 'Admin draft',
      title_ar: 'مسودة المشرف',
      instructor_name: 'Admin',
      ownerId: adminId,
    })
    const learner = await otherLearner()
    expect((await learner.client.from('courses').select('id').eq('id', courseId)).data).toEqual([])
    await deleteCourse(courseId, 'admin-draft')
    expect(await fetchCourseDraft(courseId)).toBeNull()
  })
})
