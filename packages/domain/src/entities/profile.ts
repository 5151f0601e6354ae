import { DEFAULT_PLAN, type Plan } from './subscription-view'

/**
 * One row of the `profiles` table, keyed by the user id, with defaults filled in (spec §3).
 * Build it from a database row with {@link profileFromRow}.
 */
export interface Profile {
  readonly id: string
  readonly xp: number
  readonly badges: readonly string[]
  readonly onboarding_completed: boolean
  readonly onboarding_step: number
  readonly active_subscription: Plan
  /** ISO date-time when the subscription ends; absent when there is none. */
  readonly subscription_expires_at?: string
}

/**
 * A profile row as read from the database: any column may be missing (the app selects only
 * some) or `null`.
 */
export type ProfileRow = {
  readonly [K in keyof Profile]?: Profile[K] | null | undefined
}

/** The default of every profile column that has one (spec §3). */
export const PROFILE_DEFAULTS = {
  xp: 0,
  badges: [] as readonly string[],
  onboarding_completed: false,
  onboarding_step: 1,
  active_subscription: DEFAULT_PLAN,
} as const

/**
 * Fills a profile from a partial or missing row: `xp` 0, `badges` empty, `onboarding_completed`
 * false, `onboarding_step` 1, `active_subscription` `'free'`, and `subscription_expires_at`
 * left out unless present. Values of the wrong type (the row is data from outside) count as
 * missing; non-string badge entries and duplicate badges are dropped.
 *
 * @example
 * ```ts
 * profileFromRow('user-1', { xp: null, badges: ['XP Level 100'] })
 * // { id: 'user-1', xp: 0, badges: ['XP Level 100'], onboarding_completed: false,
 * //   onboarding_step: 1, active_subscription: 'free' }
 * ```
 */
export function profileFromRow(userId: string, row: ProfileRow | null | undefined): Profile {
  const xp = row?.xp
  const badges = row?.badges
  const completed = row?.onboarding_completed
  const step = row?.onboarding_step
  const plan = row?.active_subscription
  const expiresAt = row?.subscription_expires_at
  const profile: Profile = {
    id: userId,
    xp: typeof xp === 'number' && Number.isFinite(xp) && xp >= 0 ? xp : PROFILE_DEFAULTS.xp,
    badges: Array.isArray(badges)
      ? [...new Set(badges.filter((b): b is string => typeof b === 'string'))]
      : PROFILE_DEFAULTS.badges,
    onboarding_completed:
      typeof completed === 'boolean' ? completed : PROFILE_DEFAULTS.onboarding_completed,
    onboarding_step:
      typeof step === 'number' && Number.isInteger(step) ? step : PROFILE_DEFAULTS.onboarding_step,
    active_subscription:
      typeof plan === 'string' && plan !== '' ? plan : PROFILE_DEFAULTS.active_subscription,
  }
  return typeof expiresAt === 'string' && expiresAt !== ''
    ? { ...profile, subscription_expires_at: expiresAt }
    : profile
}
