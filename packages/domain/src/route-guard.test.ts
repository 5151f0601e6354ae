import { describe, expect, test } from 'vitest'
import { guardRoute, loginRedirectPath, type Viewer } from './route-guard'

const anonymous: Viewer = { status: 'anonymous' }
const loading: Viewer = { status: 'loading' }
const student: Viewer = { status: 'signed-in', user: { app_metadata: {} } }
const admin: Viewer = { status: 'signed-in', user: { app_metadata: { role: 'admin' } } }

describe('login redirect path', () => {
  test('encodes the path', () => {
    expect(loginRedirectPath('/homework')).toBe('/login?redirectTo=%2Fhomework')
  })

  test('keeps and encodes the query string', () => {
    expect(loginRedirectPath('/booking/summary', '?slot=3&day=mon')).toBe(
      '/login?redirectTo=%2Fbooking%2Fsummary%3Fslot%3D3%26day%3Dmon',
    )
  })

  test('adds a missing question mark', () => {
    expect(loginRedirectPath('/progress', 'week=2')).toBe(
      '/login?redirectTo=%2Fprogress%3Fweek%3D2',
    )
  })

  test('encodes spaces, non-ASCII and already-encoded parts', () => {
    expect(loginRedirectPath('/course/%D8%B9', '?q=a b')).toBe(
      '/login?redirectTo=%2Fcourse%2F%25D8%25B9%3Fq%3Da%20b',
    )
  })
})

describe('public routes', () => {
  test.each([anonymous, loading, student, admin])('render for %j', (viewer) => {
    expect(guardRoute('public', viewer, { pathname: '/faq' })).toEqual({ type: 'render' })
  })
})

describe('signed-in routes', () => {
  test('send anonymous visitors to login with redirectTo', () => {
    expect(guardRoute('signed-in', anonymous, { pathname: '/course/7', search: '?tab=2' })).toEqual(
      {
        type: 'redirect',
        to: '/login?redirectTo=%2Fcourse%2F7%3Ftab%3D2',
      },
    )
  })

  test('wait while the session loads', () => {
    expect(guardRoute('signed-in', loading, { pathname: '/dashboard' })).toEqual({ type: 'wait' })
  })

  test('render for any signed-in user', () => {
    expect(guardRoute('signed-in', student, { pathname: '/dashboard' })).toEqual({ type: 'render' })
    expect(guardRoute('signed-in', admin, { pathname: '/dashboard' })).toEqual({ type: 'render' })
  })
})

describe('admin routes', () => {
  test('render for admins', () => {
    expect(guardRoute('admin', admin, { pathname: '/admin/content' })).toEqual({ type: 'render' })
  })

  test('send non-admins and anonymous visitors to the dashboard', () => {
    const to = { type: 'redirect', to: '/dashboard' }
    expect(guardRoute('admin', student, { pathname: '/admin/content' })).toEqual(to)
    expect(guardRoute('admin', anonymous, { pathname: '/admin/content-bank' })).toEqual(to)
  })

  test('ignore an admin role in user-editable metadata', () => {
    const pretenderUser = { app_metadata: {}, user_metadata: { role: 'admin' } }
    const pretender: Viewer = { status: 'signed-in', user: pretenderUser }
    expect(guardRoute('admin', pretender, { pathname: '/admin/content' })).toEqual({
      type: 'redirect',
      to: '/dashboard',
    })
  })

  test('wait while the session loads', () => {
    expect(guardRoute('admin', loading, { pathname: '/admin/content' })).toEqual({ type: 'wait' })
  })
})
