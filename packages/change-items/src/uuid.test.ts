import { describe, expect, it } from 'vitest'
import { expectChangeItemError } from './test/expect-change-item-error'
import { assertUuid, isUuid } from './uuid'

describe('uuids', () => {
  it('accepts RFC 9562 uuids of any version and case, and nil and max', () => {
    expect(isUuid('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(true)
    expect(isUuid('F47AC10B-58CC-1372-B567-0E02B2C3D479')).toBe(true)
    expect(isUuid('f47ac10b-58cc-8372-8567-0e02b2c3d479')).toBe(true)
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true)
    expect(isUuid('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(true)
  })

  it('refuses strings that only look like uuids', () => {
    expect(isUuid('f47ac10b-58cc-0372-a567-0e02b2c3d479')).toBe(false)
    expect(isUuid('f47ac10b-58cc-4372-c567-0e02b2c3d479')).toBe(false)
    expect(isUuid('f47ac10b58cc4372a5670e02b2c3d479')).toBe(false)
    expect(isUuid(' f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(false)
    expect(isUuid(42)).toBe(false)
  })

  it("throws 'Invalid UUID' from assertUuid and returns valid ones", () => {
    expect(assertUuid('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    )
    expectChangeItemError(() => assertUuid('nope'), 'INVALID_UUID', 'Invalid UUID')
    expectChangeItemError(() => assertUuid(undefined), 'INVALID_UUID', 'Invalid UUID')
  })
})
