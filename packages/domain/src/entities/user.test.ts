import { describe, expect, test } from 'vitest'
import { ADMIN_ROLE, isAdmin, isUserType, USER_TYPES, userFromUnknown, userTypeOf } from './user'

describe('admin role', () => {
  test('is app_metadata.role equal to admin', () => {
    expect(ADMIN_ROLE).toBe('admin')
    expect(isAdmin({ app_metadata: { role: 'admin' } })).toBe(true)
  })

  test('is never taken from user-editable user_metadata', () => {
    const user = { app_metadata: {}, user_metadata: { role: 'admin' } }
    expect(isAdmin(user)).toBe(false)
  })

  test('is refused for other roles, missing metadata and no user', () => {
    expect(isAdmin({ app_metadata: { role: 'Admin' } })).toBe(false)
    expect(isAdmin({ app_metadata: { role: 'editor' } })).toBe(false)
    expect(isAdmin({ app_metadata: null })).toBe(false)
    expect(isAdmin({})).toBe(false)
    expect(isAdmin(null)).toBe(false)
    expect(isAdmin(undefined)).toBe(false)
  })
})

describe('user type', () => {
  test('is student or teacher, student first', () => {
    expect(USER_TYPES).toEqual(['student', 'teacher'])
    expect(isUserType('teacher')).toBe(true)
    expect(isUserType('admin')).toBe(false)
    expect(isUserType(undefined)).toBe(false)
  })

  test('is read from user metadata, defaulting to student', () => {
    expect(userTypeOf({ user_metadata: { user_type: 'teacher' } })).toBe('teacher')
    expect(userTypeOf({ user_metadata: { user_type: 'principal' } })).toBe('student')
    expect(userTypeOf({ user_metadata: null })).toBe('student')
    expect(userTypeOf(null)).toBe('student')
  })
})

describe('userFromUnknown', () => {
  test('reads a user and keeps extra metadata', () => {
    expect(
      userFromUnknown({
        id: 'u1',
        email: 'mona@example.com',
        user_metadata: { name: 'Mona', user_type: 'teacher', avatar: 'x' },
        app_metadata: { role: 'admin', provider: 'email' },
      }),
    ).toEqual({
      id: 'u1',
      email: 'mona@example.com',
      user_metadata: { name: 'Mona', user_type: 'teacher', avatar: 'x' },
      app_metadata: { role: 'admin', provider: 'email' },
    })
  })

  test('drops metadata fields of the wrong type and fills missing metadata', () => {
    expect(
      userFromUnknown({
        id: 'u1',
        email: 5,
        user_metadata: { name: 3, user_type: 'boss' },
        app_metadata: { role: true },
      }),
    ).toEqual({ id: 'u1', user_metadata: {}, app_metadata: {} })
  })

  test.each([null, 'u1', [], {}, { id: '' }, { id: 7 }])('refuses %j', (value) => {
    expect(userFromUnknown(value)).toBeNull()
  })
})
