import { describe, expect, it } from 'vitest'
import { isMutateApiErrorBody } from './mutation-response'

describe('isMutateApiErrorBody', () => {
  it('accepts a code and a message, with or without details', () => {
    expect(isMutateApiErrorBody({ code: 'UNKNOWN_CANVAS', message: 'No canvas "x"' })).toBe(true)
    expect(
      isMutateApiErrorBody({ code: 'ACTIVITY_CONFLICT', message: 'Changed', conflicts: ['a.tsx'] }),
    ).toBe(true)
  })

  it('refuses anything without a string code and a string message', () => {
    expect(isMutateApiErrorBody(null)).toBe(false)
    expect(isMutateApiErrorBody('BAD_REQUEST')).toBe(false)
    expect(isMutateApiErrorBody([])).toBe(false)
    expect(isMutateApiErrorBody({ code: 'BAD_REQUEST' })).toBe(false)
    expect(isMutateApiErrorBody({ message: 'Bad' })).toBe(false)
    expect(isMutateApiErrorBody({ code: 400, message: 'Bad' })).toBe(false)
  })
})
