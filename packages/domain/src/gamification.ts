import type { GamificationState } from './entities/gamification-state'

/** XP needed for levels 1 to 11 (spec §9): level N starts at `LEVEL_THRESHOLDS[N - 1]`. */
export const LEVEL_THRESHOLDS = [0, 100, 250, 450, 700, 1000, 1350, 1750, 2200, 2700, 3300] as const

/** XP between consecutive levels beyond the top threshold (spec §9). */
export const XP_PER_LEVEL_BEYOND_TOP = 1000

/** XP at which the highest listed level (11) starts. */
const TOP_THRESHOLD = LEVEL_THRESHOLDS[LEVEL_THRESHOLDS.length - 1] ?? 0

/** A badge and the xp at which it is awarded. */
export interface BadgeRule {
  readonly name: string
  readonly xp: number
}

/**
 * Every badge and when it is earned (spec §9), in the order awarded: 'XP Level 100' to
 * 'XP Level 900' every 100 xp, 'Language Explorer' at 1000 and 'Language Master' at 2500.
 */
export const BADGE_RULES: readonly BadgeRule[] = [
  ...Array.from({ length: 9 }, (_, i) => ({
    name: `XP Level ${(i + 1) * 100}`,
    xp: (i + 1) * 100,
  })),
  { name: 'Language Explorer', xp: 1000 },
  { name: 'Language Master', xp: 2500 },
]

/** Treats negative, NaN and infinite xp as 0 so no rule ever sees an impossible value. */
function safeXp(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? xp : 0
}

/**
 * The xp at which `level` starts. Levels 1–11 use {@link LEVEL_THRESHOLDS}; each level beyond
 * 11 starts {@link XP_PER_LEVEL_BEYOND_TOP} xp after the previous one. Levels below 1 start at 0.
 *
 * @example
 * ```ts
 * xpForLevel(2) // 100
 * xpForLevel(12) // 4300
 * ```
 */
export function xpForLevel(level: number): number {
  const whole = Math.floor(level)
  if (!(whole >= 1)) return 0
  const listed = LEVEL_THRESHOLDS[whole - 1]
  if (listed !== undefined) return listed
  return TOP_THRESHOLD + (whole - LEVEL_THRESHOLDS.length) * XP_PER_LEVEL_BEYOND_TOP
}

/**
 * The level reached with `xp`: 1 at 0 xp, rising as xp reaches each threshold, and one more
 * level per further 1000 xp beyond 3300.
 *
 * @example
 * ```ts
 * levelForXp(99) // 1
 * levelForXp(100) // 2
 * levelForXp(3300) // 11
 * levelForXp(4300) // 12
 * ```
 */
export function levelForXp(xp: number): number {
  const points = safeXp(xp)
  if (points >= TOP_THRESHOLD) {
    return LEVEL_THRESHOLDS.length + Math.floor((points - TOP_THRESHOLD) / XP_PER_LEVEL_BEYOND_TOP)
  }
  return LEVEL_THRESHOLDS.filter((threshold) => points >= threshold).length
}

/**
 * Percent of the way from the current level's threshold to the next one, between 0 and 100
 * (not rounded; round for display).
 *
 * @example
 * ```ts
 * progressToNextLevel(175) // 50 (halfway from 100 to 250)
 * progressToNextLevel(3800) // 50 (halfway from 3300 to 4300)
 * ```
 */
export function progressToNextLevel(xp: number): number {
  const points = safeXp(xp)
  const level = levelForXp(points)
  const start = xpForLevel(level)
  const end = xpForLevel(level + 1)
  const percent = ((points - start) / (end - start)) * 100
  return Math.min(100, Math.max(0, percent))
}

/**
 * Names of all badges earned at `xp`, in the order of {@link BADGE_RULES}.
 *
 * @example
 * ```ts
 * badgesForXp(250) // ['XP Level 100', 'XP Level 200']
 * ```
 */
export function badgesForXp(xp: number): string[] {
  const points = safeXp(xp)
  return BADGE_RULES.filter((rule) => points >= rule.xp).map((rule) => rule.name)
}

/**
 * Adds `earned` badges to `existing`: existing badges keep their order, new ones are appended,
 * nothing is removed and nothing appears twice. Returns `existing` itself (same reference) when
 * it already holds every earned badge and has no duplicates, so callers can skip state updates.
 *
 * @example
 * ```ts
 * mergeBadges(['Language Explorer'], ['XP Level 100', 'Language Explorer'])
 * // ['Language Explorer', 'XP Level 100']
 * ```
 */
export function mergeBadges(
  existing: readonly string[],
  earned: readonly string[],
): readonly string[] {
  const merged = [...new Set([...existing, ...earned])]
  const unchanged = merged.length === existing.length && new Set(existing).size === existing.length
  return unchanged ? existing : merged
}

/**
 * The full gamification state for `xp` and the badges already held: level, progress, and the
 * badges merged with every badge earned at that xp.
 *
 * @example
 * ```ts
 * gamificationState(120, [])
 * // { xp: 120, badges: ['XP Level 100'], level: 2, progress: 13.33… }
 * ```
 */
export function gamificationState(xp: number, badges: readonly string[]): GamificationState {
  const points = safeXp(xp)
  return {
    xp: points,
    badges: mergeBadges(badges, badgesForXp(points)),
    level: levelForXp(points),
    progress: progressToNextLevel(points),
  }
}

/** What the server keeps of the gamification state (profiles.xp and profiles.badges). */
export interface GamificationSnapshot {
  readonly xp: number
  readonly badges: readonly string[]
}
