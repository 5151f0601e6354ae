import { beforeAll, describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchCourseOutline } from './course-outline-queries'
import { fetchLessonContent } from './lesson-content-queries'
import { type OutlineLesson, outlineLessons } from './lesson-states'

// The seeded courses: english-for-beginners (free), business-english and english-grammar-mastery
// (premium, their first lesson a free preview; the grammar course has no video). The signed media
// URLs are proven in lesson-media.integration.test.ts.
const courses: Record<string, string> = {}
const lessons: Record<string, OutlineLesson[]> = {}

async function courseIdOf(slug: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('courses')
    .select('id')
    .eq('slug', slug)
    .single()
  if (error) throw new Error(error.message)
  return data.id
}

function lessonOf(course: string, pick: (lesson: OutlineLesson) => boolean): OutlineLesson {
  const found = lessons[course]?.find(pick)
  if (!found) throw new Error(`no such lesson in ${course}`)
  return found
}

async function makePremium(userId: string, days = 30): Promise<void> {
  const expires = new Date(Date.now() + days * 86_400_000).toISOString()
  const { error } = await serviceClient()
    .from('profiles')
    .update({ active_subscription: 'premium', subscription_expires_at: expires })
    .eq('id', userId)
  if (error) throw new Error(error.message)
}

beforeAll(async () => {
  for (const slug of ['english-for-beginners', 'business-english', 'english-grammar-mastery']) {
    courses[slug] = await courseIdOf(slug)
    lessons[slug] = outlineLessons(await fetchCourseOutline(courses[slug] ?? ''))
  }
})

describe('course outline and lesson content on the backend', () => {
  test('the outline: chapters and lessons in order, with kind, length and bilingual titles', async () => {
    const outline = await fetchCourseOutline(courses['english-for-beginners'] ?? '')
    expect(outline.length).toBeGreaterThanOrEqual(2)
    for (const chapter of outline) {
      expect(chapter.titleEn).not.toBe('')
      expect(chapter.titleAr).not.toBe('')
      expect(chapter.lessons.length).toBeGreaterThan(0)
    }
    expect(
      lessonOf('english-for-beginners', (lesson) => lesson.slug === 'greetings'),
    ).toMatchObject({
      kind: 'video',
      isFreePreview: false,
    })
    const kinds = new Set(outlineLessons(outline).map((lesson) => lesson.kind))
    expect([...kinds].sort()).toEqual(['quiz', 'reading', 'video'])
  })

  test("a premium course's outline is readable to a free learner; its first lesson is a free preview", async () => {
    await signUpLearner()
    const premium = outlineLessons(await fetchCourseOutline(courses['business-english'] ?? ''))
    expect(premium.length).toBeGreaterThan(1)
    expect(premium[0]?.isFreePreview).toBe(true)
    expect(premium.slice(1).every((lesson) => !lesson.isFreePreview)).toBe(true)
  })

  test("a reading's bilingual Markdown; a quiz's questions without any answer key", async () => {
    const userId = await signUpLearner()
    const reading = lessonOf('english-for-beginners', (lesson) => lesson.kind === 'reading')
    const text = await fetchLessonContent(reading, userId)
    if (text?.kind !== 'reading') throw new Error('expected a reading lesson')
    expect(text.body.en.length).toBeGreaterThan(20)
    expect(text.body.ar).toMatch(/[\u0600-\u06FF]/)
    const quizLesson = lessonOf('english-for-beginners', (lesson) => lesson.kind === 'quiz')
    const quiz = await fetchLessonContent(quizLesson, userId)
    if (quiz?.kind !== 'quiz') throw new Error('expected a quiz lesson')
    expect(quiz.passMark).toBeGreaterThan(0)
    expect(quiz.questions.length).toBeGreaterThan(0)
    expect(quiz.bestScore).toBeUndefined()
    const { data } = await supabase
      .from('quiz_questions')
      .select('*')
      .eq('lesson_id', quizLesson.id)
    for (const row of data ?? []) {
      expect(Object.keys(row).filter((key) => /correct|accepted|answer/.test(key))).toEqual([])
    }
    // Only a course's authors read its answer keys; a learner sees none.
    const key = await supabase.from('quiz_answer_keys').select('*')
    expect(key.data).toEqual([])
  })

  test('a free learner gets no content of a premium lesson; a free preview opens', async () => {
    await signUpLearner()
    const locked = lessonOf('english-grammar-mastery', (lesson) => !lesson.isFreePreview)
    expect(await fetchLessonContent(locked, null)).toBeNull()
    const preview = lessonOf('english-grammar-mastery', (lesson) => lesson.isFreePreview)
    expect(await fetchLessonContent(preview, null)).not.toBeNull()
  })

  test('a premium learner opens every lesson of a premium course; once expired, no more', async () => {
    const userId = await signUpLearner()
    await makePremium(userId)
    const all = lessons['english-grammar-mastery'] ?? []
    for (const lesson of all) {
      expect(await fetchLessonContent(lesson, userId)).not.toBeNull()
    }
    await makePremium(userId, -1)
    const locked = all.filter((lesson) => !lesson.isFreePreview)
    for (const lesson of locked) expect(await fetchLessonContent(lesson, userId)).toBeNull()
  })
})
