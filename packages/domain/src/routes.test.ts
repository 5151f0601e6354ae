import { describe, expect, test } from 'vitest'
import { coursePath, matchRoute, ROUTES, recommendedBookingPath } from './routes'

describe('route table', () => {
  test('lists every route of the spec with its access level', () => {
    expect(ROUTES.map((route) => [route.path, route.access])).toEqual([
      ['/', 'public'],
      ['/launch', 'public'],
      ['/signup', 'public'],
      ['/login', 'public'],
      ['/forgot-password', 'public'],
      ['/reset-password', 'public'],
      ['/terms-of-service', 'public'],
      ['/privacy-policy', 'public'],
      ['/catalog', 'public'],
      ['/faq', 'public'],
      ['/contact', 'public'],
      ['/booking-faqs', 'public'],
      ['/pricing', 'public'],
      ['/onboarding', 'signed-in'],
      ['/language-preferences', 'signed-in'],
      ['/placement-assessment', 'signed-in'],
      ['/dashboard-tour', 'signed-in'],
      ['/first-action', 'signed-in'],
      ['/dashboard', 'signed-in'],
      ['/booking', 'signed-in'],
      ['/booking/recommended/:subjectId', 'signed-in'],
      ['/booking/summary', 'signed-in'],
      ['/homework', 'signed-in'],
      ['/ai-tutor', 'signed-in'],
      ['/account', 'signed-in'],
      ['/certificates', 'signed-in'],
      ['/progress', 'signed-in'],
      ['/course/:id', 'signed-in'],
      ['/payment/result', 'signed-in'],
      ['/account/receipts/:paymentId', 'signed-in'],
      ['/notifications', 'signed-in'],
      ['/teach', 'signed-in'],
      ['/teach/courses/:courseId', 'signed-in'],
      ['/teach/availability', 'signed-in'],
      ['/teach/sessions', 'signed-in'],
      ['/teach/homework', 'signed-in'],
      ['/teach/question-bank', 'signed-in'],
      ['/admin/content', 'admin'],
      ['/admin/content-bank', 'admin'],
      ['/admin/inbox', 'admin'],
    ])
  })

  test('ids and paths are unique and every route has a purpose', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length)
    for (const route of ROUTES) expect(route.purpose).not.toBe('')
  })

  test('names the purposes the spec gives', () => {
    const purpose = (id: string) => ROUTES.find((route) => route.id === id)?.purpose
    expect(purpose('account')).toBe('Settings')
    expect(purpose('admin-content')).toBe('Content Editor')
    expect(purpose('onboarding')).toBe('onboarding step 1')
  })
})

describe('matchRoute', () => {
  test.each(ROUTES.filter((route) => !route.path.includes(':')))('matches $path', (route) => {
    expect(matchRoute(route.path)).toEqual({ kind: 'route', route, params: {} })
  })

  test('extracts and decodes the subject id', () => {
    const match = matchRoute('/booking/recommended/math%20%26%20science')
    expect(match.kind === 'route' && match.route.id).toBe('booking-recommended')
    expect(match.kind === 'route' && match.params).toEqual({ subjectId: 'math & science' })
  })

  test('extracts the course id, ignoring query, hash and trailing slash', () => {
    const match = matchRoute('/course/42/?tab=notes#top')
    expect(match.kind === 'route' && match.route.id).toBe('course')
    expect(match.kind === 'route' && match.params).toEqual({ id: '42' })
  })

  test('prefers the static booking summary route', () => {
    const match = matchRoute('/booking/summary')
    expect(match.kind === 'route' && match.route.id).toBe('booking-summary')
  })

  test('matches static segments case-insensitively, like React Router', () => {
    const match = matchRoute('/Dashboard')
    expect(match.kind === 'route' && match.route.id).toBe('dashboard')
  })

  test.each([
    '/nope',
    '/course',
    '/course/',
    '/course/1/2',
    '/booking/recommended',
    '/admin',
    '/admin/content/extra',
    '/course/%E0%A4%A',
  ])('%s is not found', (path) => {
    expect(matchRoute(path)).toEqual({ kind: 'not-found' })
  })
})

describe('path builders', () => {
  test('encode their parameter and round-trip through matchRoute', () => {
    expect(coursePath('42')).toBe('/course/42')
    expect(recommendedBookingPath('math & science')).toBe(
      '/booking/recommended/math%20%26%20science',
    )
    const match = matchRoute(coursePath('a/b'))
    expect(match.kind === 'route' && match.params).toEqual({ id: 'a/b' })
  })
})
