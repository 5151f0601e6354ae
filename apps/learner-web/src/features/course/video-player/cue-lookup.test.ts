import { describe, expect, test } from 'vitest'
import { activeCueIndex, type CaptionCue } from './cue-lookup'

const cues: CaptionCue[] = [
  { start: 0, end: 3, text: 'Hello!' },
  { start: 3, end: 6, text: 'Good morning!' },
  { start: 7, end: 9, text: 'Goodbye!' },
]

describe('activeCueIndex', () => {
  test('finds the cue showing at a time, its start included and its end excluded', () => {
    expect(activeCueIndex(cues, 0)).toBe(0)
    expect(activeCueIndex(cues, 2.99)).toBe(0)
    expect(activeCueIndex(cues, 3)).toBe(1)
    expect(activeCueIndex(cues, 8)).toBe(2)
  })

  test('is -1 between cues, after the last and without cues', () => {
    expect(activeCueIndex(cues, 6.5)).toBe(-1)
    expect(activeCueIndex(cues, 9)).toBe(-1)
    expect(activeCueIndex([], 1)).toBe(-1)
  })

  test('prefers the later of two overlapping cues', () => {
    expect(activeCueIndex([...cues, { start: 8, end: 10, text: 'Bye!' }], 8.5)).toBe(3)
  })
})
