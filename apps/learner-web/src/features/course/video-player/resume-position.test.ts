import { describe, expect, test } from 'vitest'
import { resumePosition } from './resume-position'

describe('resumePosition', () => {
  test('resumes at the saved position', () => {
    expect(resumePosition(4.5, 9)).toBe(4.5)
  })

  test('starts at the beginning without a position or with a bad one', () => {
    expect(resumePosition(undefined, 9)).toBe(0)
    expect(resumePosition(0, 9)).toBe(0)
    expect(resumePosition(-2, 9)).toBe(0)
    expect(resumePosition(Number.NaN, 9)).toBe(0)
  })

  test('restarts a video saved at its end or past it', () => {
    expect(resumePosition(8.5, 9)).toBe(0)
    expect(resumePosition(30, 9)).toBe(0)
  })

  test('keeps the position while the duration is unknown', () => {
    expect(resumePosition(4, Number.NaN)).toBe(4)
  })
})
