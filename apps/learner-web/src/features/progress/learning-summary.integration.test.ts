import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchCourseOutline } from '../course/course-outline-queries'
import { markLessonRead } from '../course/lesson-actions'
import { enrolInCourse } from '../course/lesson-progress-queries'
import { outlineLessons } from '../course/lesson-states'
import { GamificationProfileError } from './gamification-profile'
import { fetchLearningSummary } from './learning-summary'

describe('the learning summary on the backend', () => {
  test('starts empty, then counts today and the streak from a lesson read', async () => {
    await signUpLearner()
    expect(await fetchLearningSummary()).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      activeToday: false,
      todayXp: 0,
      dailyGoalXp: 50,
      dailyGoalMet: false,
      streakFreeze: false,
    })
    const { data: course } = await serviceClient()
      .from('courses')
      .select('id')
      .eq('slug', 'english-for-beginners')
      .single()
    await enrolInCourse(course?.id)
    const reading = outlineLessons(await fetchCourseOutline(course?.id)).find(
      (lesson) => lesson.kind === 'reading',
    )
    await markLessonRead(reading?.id ?? '')
    expect(await fetchLearningSummary()).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      activeToday: true,
      todayXp: 30,
      dailyGoalMet: false,
    })
  })

  test('signed out, the summary is refused with its code', async () => {
    await supabase.auth.signOut()
    const refused = await fetchLearningSummary().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(GamificationProfileError)
    expect((refused as GamificationProfileError).code).toBe('42501')
  })
})
