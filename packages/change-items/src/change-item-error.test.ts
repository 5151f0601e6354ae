import { describe, expect, it } from 'vitest'
import { ChangeItemError, isChangeItemError } from './change-item-error'

describe('ChangeItemError', () => {
  it('carries a code, a message, a name and, when given, the codebase id', () => {
    const error = new ChangeItemError('ELEMENT_NOT_IN_LOOKUP', 'missing', { codebaseId: 'tempo-x' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'ChangeItemError',
      code: 'ELEMENT_NOT_IN_LOOKUP',
      message: 'missing',
      codebaseId: 'tempo-x',
    })
  })

  it('is recognised even when thrown by another copy of the package', () => {
    const foreign = Object.assign(new Error('Invalid UUID'), {
      name: 'ChangeItemError',
      code: 'INVALID_UUID',
    })
    expect(isChangeItemError(foreign)).toBe(true)
    expect(isChangeItemError(new ChangeItemError('INVALID_UUID', 'Invalid UUID'))).toBe(true)
    expect(isChangeItemError(new Error('Invalid UUID'))).toBe(false)
    expect(isChangeItemError({ name: 'ChangeItemError', code: 'INVALID_UUID' })).toBe(false)
  })
})
