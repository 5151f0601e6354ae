import type { GamificationState } from '@splendid/domain'
import { createContext } from 'react'

/** What {@link useGamification} gives a component: the state of spec §3 and how xp rises. */
export interface GamificationContextValue extends GamificationState {
  /** Whether the profile's xp and badges have been loaded (always true when signed out). */
  readonly loaded: boolean
  /**
   * Adds `amount` xp (ignored unless positive) and awards the badges now reached; the profile is
   * saved afterwards.
   */
  readonly addXp: (amount: number) => void
}

export const GamificationContext = createContext<GamificationContextValue | null>(null)
