import { create } from 'zustand'

/** Why a screen asks for the subscription dialog: the free plan's AI Tutor questions ran out. */
export type SubscriptionDialogReason = 'tutor_quota'

/** The subscription dialog a screen asked for, which the dialog host shows. */
export interface SubscriptionDialogRequest {
  readonly reason: SubscriptionDialogReason | null
  /** Opens the dialog for `reason` on whatever page is showing. */
  readonly request: (reason: SubscriptionDialogReason) => void
  /** Closes it (Upgrade Now, Remind Me Later, signing out). */
  readonly close: () => void
}

/**
 * Opens the subscription dialog from any screen (spec §2: "it can open on any page"), besides the
 * host's own expiry check.
 *
 * @example
 * ```ts
 * useSubscriptionDialogRequest.getState().request('tutor_quota')
 * ```
 */
export const useSubscriptionDialogRequest = create<SubscriptionDialogRequest>()((set) => ({
  reason: null,
  request: (reason) => set({ reason }),
  close: () => set({ reason: null }),
}))
