import { describe, expect, test } from 'vitest'
import {
  DAY_MS,
  decideOnboarding,
  evaluateSubscription,
  gamificationState,
  guardRoute,
  matchRoute,
  postLoginDestination,
  profileFromRow,
  readRedirectTo,
  shouldOpenSubscriptionDialog,
  subscriptionDialogText,
} from '../index'

describe('an anonymous visit to a signed-in page, then login', () => {
  test.each([
    ['/homework', ''],
    ['/booking/summary', '?slot=3&day=mon'],
    ['/course/intro%20101', '?tab=notes'],
    ['/booking/recommended/math', '?q=a+b'],
  ])('returns to %s%s after login', (pathname, search) => {
    const match = matchRoute(pathname)
    if (match.kind !== 'route') throw new Error(`${pathname} should be a route`)
    const decision = guardRoute(match.route.access, { status: 'anonymous' }, { pathname, search })
    if (decision.type !== 'redirect') throw new Error('anonymous visitors must be redirected')
    const loginSearch = decision.to.slice(decision.to.indexOf('?'))
    expect(decision.to.startsWith('/login?redirectTo=')).toBe(true)
    expect(readRedirectTo(loginSearch)).toBe(`${pathname}${search}`)
    expect(postLoginDestination(null, loginSearch)).toBe(`${pathname}${search}`)
  })

  test('an unknown path is not found rather than guarded', () => {
    expect(matchRoute('/admin/secrets')).toEqual({ kind: 'not-found' })
  })
})

describe('a fresh profile row', () => {
  const profile = profileFromRow('u1', { xp: null, onboarding_step: 2 })

  test('sends the user to onboarding step 2 from the dashboard', () => {
    expect(
      decideOnboarding({ signedIn: true, pathname: '/dashboard', localFlag: null }, profile),
    ).toEqual({ type: 'redirect', to: '/language-preferences' })
  })

  test('is on the free plan with no dialog', () => {
    const { view } = evaluateSubscription(profile, 0)
    expect(view.plan).toBe('free')
    expect(shouldOpenSubscriptionDialog(view.status)).toBe(false)
  })
})

describe('a premium profile three days before expiry', () => {
  test('opens the expiring dialog with 3 days', () => {
    const now = Date.UTC(2026, 5, 1)
    const profile = profileFromRow('u1', {
      active_subscription: 'premium',
      subscription_expires_at: new Date(now + 3 * DAY_MS).toISOString(),
    })
    const { view } = evaluateSubscription(profile, now)
    expect(shouldOpenSubscriptionDialog(view.status)).toBe(true)
    expect(subscriptionDialogText(view)?.body).toBe(
      'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.',
    )
  })
})

describe('earning xp', () => {
  test('crossing 1000 xp awards Language Explorer', () => {
    const saved = profileFromRow('u1', { xp: 990, badges: badgesUpTo(900) })
    const next = gamificationState(1000, saved.badges)
    expect(next.level).toBe(6)
    expect(next.badges.at(-1)).toBe('Language Explorer')
  })
})

function badgesUpTo(xp: number): string[] {
  return gamificationState(xp, []).badges.slice()
}
