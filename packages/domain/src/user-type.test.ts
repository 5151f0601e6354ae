import { describe, expect, test } from 'vitest'
import { resolveUserType, signupPath } from './user-type'

describe('user type resolution', () => {
  test('takes the query parameter first', () => {
    expect(resolveUserType('?user=teacher', 'student')).toBe('teacher')
    expect(resolveUserType('?user=student', 'teacher')).toBe('student')
  })

  test('then the stored value', () => {
    expect(resolveUserType('', 'teacher')).toBe('teacher')
    expect(resolveUserType(null, 'teacher')).toBe('teacher')
  })

  test('skips values other than student and teacher', () => {
    expect(resolveUserType('?user=admin', 'teacher')).toBe('teacher')
    expect(resolveUserType('?user=Teacher', 'ADMIN')).toBe('student')
  })

  test('defaults to student', () => {
    expect(resolveUserType(undefined, undefined)).toBe('student')
  })

  test('builds the sign-up links of the landing page', () => {
    expect(signupPath('student')).toBe('/signup?user=student')
    expect(signupPath('teacher')).toBe('/signup?user=teacher')
  })
})
