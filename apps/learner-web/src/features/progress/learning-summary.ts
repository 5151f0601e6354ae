import { useQuery } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'
import { GamificationProfileError } from './gamification-profile'

/** The signed-in learner's streak and today's progress, as the database computes them. */
export interface LearningSummary {
  readonly currentStreak: number
  readonly longestStreak: number
  /** Whether today (in Cairo) already counts for the streak. */
  readonly activeToday: boolean
  /** xp earned today (Cairo), towards {@link dailyGoalXp}. */
  readonly todayXp: number
  readonly dailyGoalXp: number
  readonly dailyGoalMet: boolean
  /** Premium learners may miss one day a week without losing their streak. */
  readonly streakFreeze: boolean
}

/** Root key of the summary query: invalidate it when something may have earned xp. */
export const LEARNING_SUMMARY_QUERY_KEY = ['learning-summary'] as const

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * `rpc('my_learning_summary')`: streak (current, longest, today), xp today and the daily goal.
 * @throws {GamificationProfileError} with the server's code when the call fails.
 */
export async function fetchLearningSummary(): Promise<LearningSummary> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('my_learning_summary')
  if (error) throw new GamificationProfileError(error.code ?? 'unknown', error.message)
  const row = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  return {
    currentStreak: count(row.current_streak),
    longestStreak: count(row.longest_streak),
    activeToday: row.active_today === true,
    todayXp: count(row.today_xp),
    dailyGoalXp: count(row.daily_goal_xp),
    dailyGoalMet: row.daily_goal_met === true,
    streakFreeze: row.streak_freeze === true,
  }
}

/** {@link fetchLearningSummary} as a query, idle while signed out. */
export function useLearningSummary(userId: string | null) {
  return useQuery({
    queryKey: [...LEARNING_SUMMARY_QUERY_KEY, userId],
    queryFn: fetchLearningSummary,
    enabled: userId !== null,
  })
}
