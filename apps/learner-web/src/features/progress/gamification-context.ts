import type { GamificationState } from '@splendid/domain'
import { createContext } from 'react'

/** What {@link useGamification} gives a component: the state of spec §3, as the server keeps it. */
export interface GamificationContextValue extends GamificationState {
  /** Whether the profile's xp and badges have been loaded (always true when signed out). */
  readonly loaded: boolean
  /** Reads xp and badges again (after something that may have earned xp) and celebrates gains. */
  readonly refresh: () => Promise<void>
}

export const GamificationContext = createContext<GamificationContextValue | null>(null)
