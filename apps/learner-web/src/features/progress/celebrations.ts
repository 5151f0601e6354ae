import type { GamificationState } from '@splendid/domain'

/** Something the learner just earned, to celebrate once. */
export type Celebration =
  | { readonly kind: 'xp'; readonly amount: number }
  | { readonly kind: 'level'; readonly level: number }
  | { readonly kind: 'badge'; readonly badge: string }

/**
 * What changed for the better between two readings of the server's xp and badges: the xp gained,
 * a new level, each new badge — most important last, so a toast showing the latest shows it.
 *
 * @example
 * ```ts
 * celebrationsBetween(gamificationState(80, []), gamificationState(110, ['XP Level 100']))
 * // [{ kind: 'xp', amount: 30 }, { kind: 'level', level: 2 }, { kind: 'badge', badge: 'XP Level 100' }]
 * ```
 */
export function celebrationsBetween(
  before: GamificationState,
  after: GamificationState,
): Celebration[] {
  const found: Celebration[] = []
  if (after.xp > before.xp) found.push({ kind: 'xp', amount: after.xp - before.xp })
  if (after.level > before.level) found.push({ kind: 'level', level: after.level })
  const held = new Set(before.badges)
  for (const badge of after.badges) {
    if (!held.has(badge)) found.push({ kind: 'badge', badge })
  }
  return found
}
