/** Subscription status shown to the user. */
export type SubscriptionStatus = 'active' | 'expiring' | 'expired'

/** Plan name; `'free'` by default, other plan names come from the backend. */
export type Plan = string

/** The plan assumed when none is stored (spec §9). */
export const DEFAULT_PLAN: Plan = 'free'

/** Subscription view state (spec §3). Build it with `evaluateSubscription`. */
export interface SubscriptionView {
  readonly plan: Plan
  readonly status: SubscriptionStatus
  /** When the subscription ends; `null` when there is no (valid) expiry date. */
  readonly expiresAt: Date | null
  /** Whole days left, rounded up; `null` when there is no (valid) expiry date. */
  readonly daysLeft: number | null
}
