import { describe, expect, test } from 'vitest'
import { MESSAGES } from './messages'
import {
  DAY_MS,
  DEFAULT_SUBSCRIPTION_VIEW,
  daysLeftUntil,
  EXPIRY_WARNING_DAYS,
  evaluateSubscription,
  shouldOpenSubscriptionDialog,
  statusForDaysLeft,
  subscriptionDialogText,
} from './subscription-status'

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)

describe('constants', () => {
  test('one day is 86,400,000 ms and the warning threshold is 7 days', () => {
    expect(DAY_MS).toBe(86_400_000)
    expect(EXPIRY_WARNING_DAYS).toBe(7)
  })
})

describe('days left', () => {
  test.each([
    [8 * DAY_MS, 8],
    [7 * DAY_MS + 1, 8],
    [7 * DAY_MS, 7],
    [DAY_MS, 1],
    [1, 1],
    [0, 0],
    [-1, 0],
    [-DAY_MS, -1],
    [-DAY_MS - 1, -1],
  ])('expiry %i ms from now leaves %i days (rounded up)', (offset, days) => {
    expect(daysLeftUntil(NOW + offset, NOW)).toBe(days)
  })

  test('never returns negative zero', () => {
    expect(Object.is(daysLeftUntil(NOW - 1, NOW), 0)).toBe(true)
  })
})

describe('status', () => {
  test.each([
    [8, 'active'],
    [7, 'expiring'],
    [1, 'expiring'],
    [0, 'expired'],
    [-1, 'expired'],
    [null, 'active'],
  ] as const)('%s days left is %s', (days, status) => {
    expect(statusForDaysLeft(days)).toBe(status)
  })
})

describe('evaluateSubscription', () => {
  const at = (offset: number) => new Date(NOW + offset).toISOString()

  test.each([
    [8 * DAY_MS, 8, 'active'],
    [7 * DAY_MS, 7, 'expiring'],
    [DAY_MS, 1, 'expiring'],
    [0, 0, 'expired'],
    [-DAY_MS, -1, 'expired'],
  ] as const)('expiry %i ms away gives %i days, %s', (offset, daysLeft, status) => {
    const { view, error } = evaluateSubscription(
      { active_subscription: 'premium', subscription_expires_at: at(offset) },
      NOW,
    )
    expect(error).toBeNull()
    expect(view).toEqual({
      plan: 'premium',
      status,
      daysLeft,
      expiresAt: new Date(NOW + offset),
    })
  })

  test('is active on the free plan without a row', () => {
    expect(evaluateSubscription(null, NOW)).toEqual({
      view: DEFAULT_SUBSCRIPTION_VIEW,
      error: null,
    })
    expect(DEFAULT_SUBSCRIPTION_VIEW).toEqual({
      plan: 'free',
      status: 'active',
      expiresAt: null,
      daysLeft: null,
    })
  })

  test('is active without an expiry date and keeps the plan', () => {
    const { view } = evaluateSubscription({ active_subscription: 'premium' }, NOW)
    expect(view).toEqual({ plan: 'premium', status: 'active', expiresAt: null, daysLeft: null })
  })

  test('defaults a null or empty plan to free', () => {
    expect(evaluateSubscription({ active_subscription: null }, NOW).view.plan).toBe('free')
    expect(evaluateSubscription({ active_subscription: '' }, NOW).view.plan).toBe('free')
  })

  test('accepts Date and millisecond expiry values', () => {
    const asDate = evaluateSubscription({ subscription_expires_at: new Date(NOW + DAY_MS) }, NOW)
    const asMs = evaluateSubscription({ subscription_expires_at: NOW + DAY_MS }, NOW)
    expect(asDate.view.daysLeft).toBe(1)
    expect(asMs.view.daysLeft).toBe(1)
  })

  test('reports an invalid date as an error value without throwing', () => {
    const { view, error } = evaluateSubscription(
      { active_subscription: 'premium', subscription_expires_at: 'next tuesday' },
      NOW,
    )
    expect(view).toEqual({ plan: 'premium', status: 'active', expiresAt: null, daysLeft: null })
    expect(error).toEqual({
      code: 'invalid-expiry-date',
      message: 'Subscription expiry date is not a valid date: "next tuesday"',
    })
    expect(
      evaluateSubscription({ subscription_expires_at: new Date(Number.NaN) }, NOW).error?.code,
    ).toBe('invalid-expiry-date')
  })
})

describe('subscription dialog', () => {
  test('opens when expiring or expired, not when active', () => {
    expect(shouldOpenSubscriptionDialog('expiring')).toBe(true)
    expect(shouldOpenSubscriptionDialog('expired')).toBe(true)
    expect(shouldOpenSubscriptionDialog('active')).toBe(false)
  })

  test('shows the expired texts', () => {
    expect(subscriptionDialogText({ status: 'expired', daysLeft: 0 })).toEqual({
      title: 'Your Subscription Has Expired',
      body: 'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
    })
  })

  test('shows the expiring texts with the days left', () => {
    expect(subscriptionDialogText({ status: 'expiring', daysLeft: 3 })).toEqual({
      title: 'Your Subscription Is Expiring Soon',
      body: 'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.',
    })
  })

  test('has no text when active', () => {
    expect(subscriptionDialogText({ status: 'active', daysLeft: null })).toBeNull()
  })

  test('uses the shared message constants', () => {
    expect(MESSAGES.upgradeNow).toBe('Upgrade Now')
    expect(MESSAGES.remindMeLater).toBe('Remind Me Later')
  })
})
