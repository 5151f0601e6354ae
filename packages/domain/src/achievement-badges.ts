/** What earns an achievement badge: a course completed, or a learning streak of some days. */
export type AchievementRule =
  | { readonly kind: 'first_course' }
  | { readonly kind: 'streak'; readonly days: number }

/** An achievement badge: its stored (English) name and its rule. */
export interface AchievementBadge {
  readonly name: string
  readonly rule: AchievementRule
}

/**
 * Badges for what a learner achieved, beside the xp badges of spec §9, in the order they are
 * listed. The database awards them (`public.achievement_badges()` in supabase/migrations mirrors
 * this list; a backend test holds the two equal); like every badge they are never removed.
 *
 * @example
 * ```ts
 * ACHIEVEMENT_BADGES.map((badge) => badge.name) // ['First Course Complete', '7-Day Streak', '30-Day Streak']
 * ```
 */
export const ACHIEVEMENT_BADGES: readonly AchievementBadge[] = [
  { name: 'First Course Complete', rule: { kind: 'first_course' } },
  { name: '7-Day Streak', rule: { kind: 'streak', days: 7 } },
  { name: '30-Day Streak', rule: { kind: 'streak', days: 30 } },
]
