import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { serviceClient, signUpLearner } from '../../test/test-backend'
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
    // Learning as the course page does it (without importing it: course already reads progress).
    const { data: course } = await serviceClient()
      .from('courses')
      .select('id, lessons(id, kind)')
      .eq('slug', 'english-for-beginners')
      .single()
    const enrol = await supabase.from('enrollments').insert({ course_id: course?.id })
    expect(enrol.error).toBeNull()
    const reading = ((course?.lessons ?? []) as { id: string; kind: string }[]).find(
      (lesson) => lesson.kind === 'reading',
    )
    const read = await supabase.rpc('mark_lesson_read', { lesson_id: reading?.id })
    expect(read.error).toBeNull()
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
