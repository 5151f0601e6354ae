import { describe, expect, test } from 'vitest'
import { advanceSegment, isWatched, segmentAt } from './watched-segment'

describe('watched segment', () => {
  test('playback extends the segment from where it started', () => {
    let segment = segmentAt(12)
    for (const time of [12.25, 12.5, 13, 14.5]) segment = advanceSegment(segment, time)
    expect(segment).toEqual({ from: 12, to: 14.5 })
    expect(isWatched(segment)).toBe(true)
  })

  test('a jump ahead starts a new segment instead of counting the skipped part', () => {
    const segment = advanceSegment(advanceSegment(segmentAt(0), 1), 60)
    expect(segment).toEqual({ from: 60, to: 60 })
    expect(isWatched(segment)).toBe(false)
  })

  test('a jump back starts a new segment at the earlier time', () => {
    expect(advanceSegment({ from: 10, to: 20 }, 5)).toEqual({ from: 5, to: 5 })
  })

  test('2× playback in a throttled background tab still counts as watched', () => {
    expect(advanceSegment({ from: 0, to: 4 }, 7)).toEqual({ from: 0, to: 7 })
  })
})
