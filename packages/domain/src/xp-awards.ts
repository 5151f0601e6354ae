/**
 * Why xp is awarded, each once per source (a lesson, a quiz, a homework assignment, a booking).
 * The database awards it (`public.xp_amount()` in supabase/migrations mirrors this table; a
 * backend test holds the two equal); browsers only read the result.
 */
export type XpAwardKind =
  | 'video_lesson'
  | 'reading_lesson'
  | 'quiz_lesson'
  | 'quiz_first_try'
  | 'homework_graded'
  | 'session_attended'
  | 'daily_goal'

/**
 * The xp of each verifiable event: a lesson completed the first time (by its kind), a bonus for a
 * quiz passed at the first attempt, a homework answer graded, a tutoring session attended, and
 * the daily goal met (once per day in Cairo).
 */
export const XP_AWARDS: Readonly<Record<XpAwardKind, number>> = {
  video_lesson: 20,
  reading_lesson: 30,
  quiz_lesson: 50,
  quiz_first_try: 20,
  homework_graded: 40,
  session_attended: 60,
  daily_goal: 10,
}

/** xp to earn in one day (Africa/Cairo) to meet the daily goal (`public.daily_goal_xp()`). */
export const DAILY_GOAL_XP = 50
