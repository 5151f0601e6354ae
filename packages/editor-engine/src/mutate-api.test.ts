import { MutateApiError } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { isUnreachable } from './mutate-api'

describe('isUnreachable', () => {
  it('is true for a failure with status 0 only', () => {
    expect(isUnreachable(new MutateApiError(0, 'NETWORK', 'cannot be reached'))).toBe(true)
    expect(isUnreachable({ status: 0, message: 'from another client' })).toBe(true)
    expect(isUnreachable(new MutateApiError(409, 'CONFLICT', 'changed on disk'))).toBe(false)
    expect(isUnreachable(new Error('no status'))).toBe(false)
    expect(isUnreachable(null)).toBe(false)
  })
})
