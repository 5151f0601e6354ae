import { DEFAULT_SUBSCRIPTION_VIEW, type SubscriptionView } from '@splendid/domain'
import { create } from 'zustand'

/** The subscription view state of spec §3 and how to replace it. */
export interface SubscriptionStore extends SubscriptionView {
  /** Replaces the whole view (plan, status, expiresAt, daysLeft). */
  readonly setView: (view: SubscriptionView) => void
  /** Back to the free, active default (signed out). */
  readonly reset: () => void
}

/**
 * Client state of the signed-in user's subscription: plan, status, expiresAt, daysLeft.
 * Filled by the subscription dialog host; read by screens that gate premium content.
 *
 * @example
 * ```ts
 * const plan = useSubscriptionStore((state) => state.plan)
 * ```
 */
export const useSubscriptionStore = create<SubscriptionStore>()((set) => ({
  ...DEFAULT_SUBSCRIPTION_VIEW,
  setView: (view) =>
    set({
      plan: view.plan,
      status: view.status,
      expiresAt: view.expiresAt,
      daysLeft: view.daysLeft,
    }),
  reset: () => set({ ...DEFAULT_SUBSCRIPTION_VIEW }),
}))

/** Whether premium content is open to this subscription: a paid plan that has not expired. */
export function hasPremiumAccess(view: Pick<SubscriptionView, 'plan' | 'status'>): boolean {
  return view.plan !== 'free' && view.status !== 'expired'
}
