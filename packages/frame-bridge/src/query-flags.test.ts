import { describe, expect, it } from 'vitest'
import { parseFrameQueryFlags } from './query-flags'

describe('parseFrameQueryFlags', () => {
  it('reads every flag of the spec', () => {
    expect(
      parseFrameQueryFlags('?storyboard=true&type=STORY&framework=VITE&debugLog=true'),
    ).toEqual({
      storyboard: true,
      type: 'STORY',
      framework: 'VITE',
      debugLog: true,
    })
    expect(parseFrameQueryFlags('type=COMPONENT').type).toBe('COMPONENT')
  })

  it('leaves every flag off without a query', () => {
    expect(parseFrameQueryFlags('')).toEqual({
      storyboard: false,
      type: null,
      framework: null,
      debugLog: false,
    })
  })

  it('turns a flag on only for its exact value', () => {
    expect(parseFrameQueryFlags('?storyboard=1&type=story&framework=vite&debugLog=yes')).toEqual({
      storyboard: false,
      type: null,
      framework: null,
      debugLog: false,
    })
    expect(parseFrameQueryFlags('?type=APPLICATION').type).toBeNull()
  })

  it('accepts the snake and kebab spellings of the debug log flag', () => {
    expect(parseFrameQueryFlags('?debug_log=true').debugLog).toBe(true)
    expect(parseFrameQueryFlags('?debug-log=true').debugLog).toBe(true)
  })

  it('reads URLSearchParams as well', () => {
    expect(parseFrameQueryFlags(new URLSearchParams({ framework: 'VITE' })).framework).toBe('VITE')
  })
})
