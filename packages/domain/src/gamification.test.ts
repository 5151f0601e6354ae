import { describe, expect, test } from 'vitest'
import {
  BADGE_RULES,
  badgesForXp,
  gamificationState,
  LEVEL_THRESHOLDS,
  levelForXp,
  mergeBadges,
  progressToNextLevel,
  XP_PER_LEVEL_BEYOND_TOP,
  xpForLevel,
} from './gamification'

describe('level thresholds', () => {
  test('are the eleven values of the spec', () => {
    expect(LEVEL_THRESHOLDS).toEqual([0, 100, 250, 450, 700, 1000, 1350, 1750, 2200, 2700, 3300])
    expect(XP_PER_LEVEL_BEYOND_TOP).toBe(1000)
  })

  test('each threshold starts its level and one xp less stays on the previous level', () => {
    for (const [i, threshold] of LEVEL_THRESHOLDS.entries()) {
      expect(levelForXp(threshold)).toBe(i + 1)
      if (threshold > 0) expect(levelForXp(threshold - 1)).toBe(i)
    }
  })

  test.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [3299, 10],
    [3300, 11],
    [4299, 11],
    [4300, 12],
    [4301, 12],
    [5300, 13],
  ])('xp %i is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level)
  })

  test('negative and non-finite xp count as 0', () => {
    expect(levelForXp(-5)).toBe(1)
    expect(levelForXp(Number.NaN)).toBe(1)
    expect(levelForXp(Number.POSITIVE_INFINITY)).toBe(1)
  })

  test('xpForLevel extends the table by 1000 per level beyond the top', () => {
    expect(xpForLevel(1)).toBe(0)
    expect(xpForLevel(11)).toBe(3300)
    expect(xpForLevel(12)).toBe(4300)
    expect(xpForLevel(14)).toBe(6300)
    expect(xpForLevel(0)).toBe(0)
  })
})

describe('progress to next level', () => {
  test.each([
    [0, 0],
    [50, 50],
    [99, 99],
    [100, 0],
    [175, 50],
    [3299, (599 / 600) * 100],
    [3300, 0],
    [3800, 50],
    [4300, 0],
    [4301, 0.1],
  ])('xp %i is %d percent of the way', (xp, percent) => {
    expect(progressToNextLevel(xp)).toBeCloseTo(percent, 10)
  })

  test('stays within 0 and 100', () => {
    for (let xp = -100; xp <= 6000; xp += 7) {
      const percent = progressToNextLevel(xp)
      expect(percent).toBeGreaterThanOrEqual(0)
      expect(percent).toBeLessThan(100)
    }
    expect(progressToNextLevel(-1)).toBe(0)
  })
})

describe('badges', () => {
  test('are XP Level 100 to 900, Language Explorer at 1000 and Language Master at 2500', () => {
    expect(BADGE_RULES).toEqual([
      { name: 'XP Level 100', xp: 100 },
      { name: 'XP Level 200', xp: 200 },
      { name: 'XP Level 300', xp: 300 },
      { name: 'XP Level 400', xp: 400 },
      { name: 'XP Level 500', xp: 500 },
      { name: 'XP Level 600', xp: 600 },
      { name: 'XP Level 700', xp: 700 },
      { name: 'XP Level 800', xp: 800 },
      { name: 'XP Level 900', xp: 900 },
      { name: 'Language Explorer', xp: 1000 },
      { name: 'Language Master', xp: 2500 },
    ])
  })

  test('each badge is awarded exactly when xp reaches its value', () => {
    for (const rule of BADGE_RULES) {
      expect(badgesForXp(rule.xp)).toContain(rule.name)
      expect(badgesForXp(rule.xp - 1)).not.toContain(rule.name)
    }
  })

  test('none below 100 xp, all at 2500 xp', () => {
    expect(badgesForXp(99)).toEqual([])
    expect(badgesForXp(2500)).toEqual(BADGE_RULES.map((rule) => rule.name))
  })

  test('merging appends new badges after existing ones and never duplicates', () => {
    expect(mergeBadges(['Language Explorer'], ['XP Level 100', 'Language Explorer'])).toEqual([
      'Language Explorer',
      'XP Level 100',
    ])
  })

  test('merging never removes a badge, even one the xp does not justify', () => {
    expect(mergeBadges(['Founder', 'XP Level 900'], [])).toEqual(['Founder', 'XP Level 900'])
  })

  test('merging removes duplicate copies already present', () => {
    expect(mergeBadges(['A', 'A'], ['B'])).toEqual(['A', 'B'])
    expect(mergeBadges(['A', 'A'], [])).toEqual(['A'])
  })

  test('merging returns the same array when nothing is new', () => {
    const existing = ['XP Level 100']
    expect(mergeBadges(existing, ['XP Level 100'])).toBe(existing)
  })
})

describe('gamification state', () => {
  test('combines xp, earned badges, level and progress', () => {
    expect(gamificationState(250, ['Welcome'])).toEqual({
      xp: 250,
      badges: ['Welcome', 'XP Level 100', 'XP Level 200'],
      level: 3,
      progress: 0,
    })
  })
})
