import { describe, expect, test } from 'vitest'
import { checkNewPassword } from './new-password-rules'

describe('checkNewPassword', () => {
  test('refuses fewer than 6 characters before comparing', () => {
    expect(checkNewPassword('12345', '99999')).toBe('password-too-short')
  })
  test('accepts exactly 6 matching characters', () => {
    expect(checkNewPassword('123456', '123456')).toBeNull()
  })
  test('refuses a confirmation that differs', () => {
    expect(checkNewPassword('secret1', 'secret1 ')).toBe('passwords-mismatch')
  })
})
