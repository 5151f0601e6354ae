import type { DomainError } from './domain-error'
import {
  DEFAULT_PLAN,
  type Plan,
  type SubscriptionStatus,
  type SubscriptionView,
} from './entities/subscription-view'
import { formatMessage, MESSAGES } from './messages'

/** Milliseconds in one day (spec §4). */
export const DAY_MS = 86_400_000

/** At or below this many days left the subscription is `'expiring'` (spec §9). */
export const EXPIRY_WARNING_DAYS = 7

/**
 * Whole days left until `expiresAtMs`, rounded up: `ceil((expiresAt - now) / 86 400 000)`.
 * Never returns `-0`.
 *
 * @example
 * ```ts
 * daysLeftUntil(now + DAY_MS + 1, now) // 2
 * daysLeftUntil(now, now) // 0
 * ```
 */
export function daysLeftUntil(expiresAtMs: number, now: number): number {
  const days = Math.ceil((expiresAtMs - now) / DAY_MS)
  return days === 0 ? 0 : days
}

/**
 * Status for a number of days left: `'expired'` at 0 or fewer, `'expiring'` at 7 or fewer,
 * otherwise `'active'`. No expiry date (`null`) means `'active'`.
 *
 * @example
 * ```ts
 * statusForDaysLeft(8) // 'active'
 * statusForDaysLeft(7) // 'expiring'
 * statusForDaysLeft(0) // 'expired'
 * ```
 */
export function statusForDaysLeft(daysLeft: number | null): SubscriptionStatus {
  if (daysLeft === null) return 'active'
  if (daysLeft <= 0) return 'expired'
  if (daysLeft <= EXPIRY_WARNING_DAYS) return 'expiring'
  return 'active'
}

/** The subscription part of a profile row, as read from the database. */
export interface SubscriptionRow {
  readonly active_subscription?: Plan | null | undefined
  readonly subscription_expires_at?: string | number | Date | null | undefined
}

/** Code of the error reported when the stored expiry date cannot be read. */
export type SubscriptionErrorCode = 'invalid-expiry-date'

/**
 * Result of {@link evaluateSubscription}: always a usable `view`, plus an `error` to log when
 * the expiry date could not be read (the user sees nothing in that case, spec §8).
 */
export interface SubscriptionEvaluation {
  readonly view: SubscriptionView
  readonly error: DomainError<SubscriptionErrorCode> | null
}

/** The view before anything is known: free plan, active, no expiry. */
export const DEFAULT_SUBSCRIPTION_VIEW: SubscriptionView = {
  plan: DEFAULT_PLAN,
  status: 'active',
  expiresAt: null,
  daysLeft: null,
}

/**
 * Builds the subscription view from a profile row at time `now` (ms since the epoch). The plan
 * defaults to `'free'`; without an expiry date the status is `'active'`. An unreadable expiry
 * date never throws: the view falls back to `'active'` with no expiry and `error` says why.
 *
 * @example
 * ```ts
 * const { view, error } = evaluateSubscription(
 *   { active_subscription: 'premium', subscription_expires_at: '2026-01-05T00:00:00Z' },
 *   Date.parse('2026-01-01T00:00:00Z'),
 * )
 * // view: { plan: 'premium', status: 'expiring', expiresAt: Date(2026-01-05), daysLeft: 4 }
 * if (error) console.error(error.message)
 * ```
 */
export function evaluateSubscription(
  row: SubscriptionRow | null | undefined,
  now: number = Date.now(),
): SubscriptionEvaluation {
  const plan =
    typeof row?.active_subscription === 'string' && row.active_subscription !== ''
      ? row.active_subscription
      : DEFAULT_PLAN
  const raw = row?.subscription_expires_at
  if (raw === null || raw === undefined || raw === '') {
    return { view: { ...DEFAULT_SUBSCRIPTION_VIEW, plan }, error: null }
  }
  const time = raw instanceof Date ? raw.getTime() : new Date(raw).getTime()
  if (!Number.isFinite(time)) {
    return {
      view: { ...DEFAULT_SUBSCRIPTION_VIEW, plan },
      error: {
        code: 'invalid-expiry-date',
        message: `Subscription expiry date is not a valid date: ${JSON.stringify(String(raw))}`,
      },
    }
  }
  const daysLeft = daysLeftUntil(time, now)
  return {
    view: { plan, status: statusForDaysLeft(daysLeft), expiresAt: new Date(time), daysLeft },
    error: null,
  }
}

/**
 * Whether the subscription dialog should open for this status: when expiring or expired.
 * Opening it only once per page load is the app's concern.
 *
 * @example
 * ```ts
 * shouldOpenSubscriptionDialog('expiring') // true
 * shouldOpenSubscriptionDialog('active') // false
 * ```
 */
export function shouldOpenSubscriptionDialog(status: SubscriptionStatus): boolean {
  switch (status) {
    case 'expired':
    case 'expiring':
      return true
    case 'active':
      return false
    default: {
      const unreachable: never = status
      return unreachable
    }
  }
}

/** Title and body of the subscription dialog. */
export interface SubscriptionDialogText {
  readonly title: string
  readonly body: string
}

/**
 * The English dialog texts for a view (spec §8), or `null` when the dialog does not open.
 * The expiring body has `{n}` replaced by the days left.
 *
 * @example
 * ```ts
 * subscriptionDialogText({ ...view, status: 'expiring', daysLeft: 3 })?.body
 * // 'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.'
 * ```
 */
export function subscriptionDialogText(
  view: Pick<SubscriptionView, 'status' | 'daysLeft'>,
): SubscriptionDialogText | null {
  switch (view.status) {
    case 'expired':
      return { title: MESSAGES.subscriptionExpiredTitle, body: MESSAGES.subscriptionExpiredBody }
    case 'expiring':
      return {
        title: MESSAGES.subscriptionExpiringTitle,
        body: formatMessage(MESSAGES.subscriptionExpiringBody, { n: view.daysLeft ?? 0 }),
      }
    case 'active':
      return null
    default: {
      const unreachable: never = view.status
      return unreachable
    }
  }
}
