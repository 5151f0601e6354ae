import { beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, serviceClient, signInAs, signUpLearner } from '../../test/test-backend'
import { CourseUpdateError, updateCourseTexts } from './update-course-texts'

const texts = {
  title_en: 'Pronunciation Lab',
  title_ar: 'مختبر النطق',
  description_en: 'Sounds, stress and rhythm.',
  description_ar: 'الأصوات والنبر والإيقاع.',
}

let courseId = ''

beforeAll(async () => {
  // A course of this file's own, so that the seeded catalogue other files read never changes.
  const { data, error } = await serviceClient()
    .from('courses')
    .insert({
      slug: `update-texts-${crypto.randomUUID().slice(0, 8)}`,
      title_en: 'Draft course',
      title_ar: 'مسودة',
      description_en: 'Draft',
      description_ar: 'مسودة',
      instructor_name: 'Test Tutor',
      difficulty: 'beginner',
      duration: '4 weeks',
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  courseId = data.id
})

async function storedTexts() {
  const { data, error } = await serviceClient()
    .from('courses')
    .select('title_en, title_ar, description_en, description_ar')
    .eq('id', courseId)
    .single()
  if (error) throw new Error(error.message)
  return data
}

describe('updateCourseTexts on the backend', () => {
  test('an admin saves both languages, and the row holds them', async () => {
    await signInAs(DEMO_ACCOUNTS.admin)
    await updateCourseTexts(courseId, texts)
    expect(await storedTexts()).toEqual(texts)
  })

  test("a student's update is refused by row-level security as not-updated, and nothing changes", async () => {
    await signUpLearner()
    const before = await storedTexts()
    const attempt = updateCourseTexts(courseId, { ...texts, title_en: 'Hijacked' })
    await expect(attempt).rejects.toBeInstanceOf(CourseUpdateError)
    await expect(attempt).rejects.toMatchObject({ code: 'not-updated' })
    expect(await storedTexts()).toEqual(before)
  })

  test("the server's own error keeps its code and message (an id that is not a uuid)", async () => {
    await signInAs(DEMO_ACCOUNTS.admin)
    const attempt = updateCourseTexts('not-a-uuid', texts)
    await expect(attempt).rejects.toMatchObject({ name: 'CourseUpdateError', code: '22P02' })
  })
})
