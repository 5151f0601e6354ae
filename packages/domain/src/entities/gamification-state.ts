/**
 * What the gamification provider exposes (spec §3). Build it with `gamificationState`.
 */
export interface GamificationState {
  /** Experience points, never negative. */
  readonly xp: number
  /** Badge names earned, without duplicates, in the order earned. */
  readonly badges: readonly string[]
  /** Level, starting at 1. */
  readonly level: number
  /** Percent of the way from the current level to the next, 0–100. */
  readonly progress: number
}
