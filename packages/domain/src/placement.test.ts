import { describe, expect, test } from 'vitest'
import {
  CEFR_LEVELS,
  type CefrLevel,
  isCefrLevel,
  PLACEMENT_MAX_ITEMS,
  type PlacementAnswer,
  placementStep,
} from './placement'

/** Runs the test for a learner who answers right exactly where `knows` says so. */
function take(knows: (level: CefrLevel, asked: number) => boolean): {
  answers: PlacementAnswer[]
  level: CefrLevel
} {
  const answers: PlacementAnswer[] = []
  for (;;) {
    const step = placementStep(answers)
    if (step.kind === 'result') return { answers, level: step.level }
    answers.push({ level: step.level, correct: knows(step.level, answers.length) })
  }
}

/** Every way the test can go, one answer pattern per leaf. */
function everyRun(): PlacementAnswer[][] {
  const runs: PlacementAnswer[][] = []
  const walk = (answers: PlacementAnswer[]) => {
    const step = placementStep(answers)
    if (step.kind === 'result') {
      runs.push(answers)
      return
    }
    walk([...answers, { level: step.level, correct: true }])
    walk([...answers, { level: step.level, correct: false }])
  }
  walk([])
  return runs
}

describe('placementStep', () => {
  test('starts at A2, moves one level up after a right answer and one down after a wrong one', () => {
    expect(placementStep([])).toEqual({ kind: 'next', level: 'A2' })
    expect(placementStep([{ level: 'A2', correct: true }])).toEqual({ kind: 'next', level: 'B1' })
    expect(placementStep([{ level: 'A2', correct: false }])).toEqual({ kind: 'next', level: 'A1' })
  })

  test('stays inside A1–C1', () => {
    expect(
      placementStep([
        { level: 'A2', correct: false },
        { level: 'A1', correct: true },
        { level: 'A2', correct: true },
        { level: 'B1', correct: true },
        { level: 'B2', correct: true },
        { level: 'C1', correct: false },
        { level: 'B2', correct: true },
        { level: 'C1', correct: true },
      ]),
    ).toEqual({ kind: 'next', level: 'C1' })
    expect(placementStep([{ level: 'A1', correct: false }])).toEqual({ kind: 'next', level: 'A1' })
  })

  test('settles a level with two right answers there and two wrong ones just above', () => {
    const b1 = take((level) => CEFR_LEVELS.indexOf(level) <= CEFR_LEVELS.indexOf('B1'))
    expect(b1.level).toBe('B1')
    expect(b1.answers.map((a) => `${a.level}${a.correct ? '+' : '-'}`)).toEqual([
      'A2+',
      'B1+',
      'B2-',
      'B1+',
      'B2-',
    ])
  })

  test('settles C1 after two right answers there, and A1 after two wrong ones there', () => {
    const expert = take(() => true)
    expect(expert).toEqual({
      level: 'C1',
      answers: [
        { level: 'A2', correct: true },
        { level: 'B1', correct: true },
        { level: 'B2', correct: true },
        { level: 'C1', correct: true },
        { level: 'C1', correct: true },
      ],
    })
    const newcomer = take(() => false)
    expect(newcomer.level).toBe('A1')
    expect(newcomer.answers).toHaveLength(3)
  })

  test('places every consistent learner at the level they know', () => {
    for (const known of CEFR_LEVELS) {
      const knows = (level: CefrLevel) => CEFR_LEVELS.indexOf(level) <= CEFR_LEVELS.indexOf(known)
      expect(take(knows).level).toBe(known)
    }
  })

  test('ends after 15 answers with the highest level answered more often right than wrong', () => {
    // Not a path the staircase takes (it settles sooner); the limit guards against any other.
    const seesaw = (count: number): PlacementAnswer[] =>
      Array.from({ length: count }, (_, index) => ({ level: 'B1', correct: index % 2 === 0 }))
    expect(placementStep(seesaw(14))).toEqual({ kind: 'next', level: 'A2' })
    expect(placementStep(seesaw(15))).toEqual({ kind: 'result', level: 'B1' })
    const allWrongAbove: PlacementAnswer[] = [
      ...seesaw(14).map((answer) => ({ ...answer, correct: false })),
      { level: 'A2', correct: true },
    ]
    expect(placementStep(allWrongAbove)).toEqual({ kind: 'result', level: 'A2' })
  })

  test('every run settles by the 14th answer, inside the 15-answer limit, and asks at most 6 questions of one level (the bank has 6 per level)', () => {
    const runs = everyRun()
    expect(runs.length).toBeGreaterThan(100)
    for (const run of runs) {
      expect(run.length).toBeLessThanOrEqual(14)
      expect(run.length).toBeLessThan(PLACEMENT_MAX_ITEMS)
      for (const level of CEFR_LEVELS) {
        expect(run.filter((answer) => answer.level === level).length).toBeLessThanOrEqual(6)
      }
    }
  })
})

test('isCefrLevel accepts the five levels only', () => {
  expect(CEFR_LEVELS.every(isCefrLevel)).toBe(true)
  expect(['a1', 'C2', '', null, 1].some(isCefrLevel)).toBe(false)
})
