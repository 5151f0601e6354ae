import { ONBOARDING_FLAG_VALUE } from './entities/storage-keys'
import { normalizePathname } from './pathname'

/** Number of onboarding steps (spec §9). */
export const ONBOARDING_STEP_COUNT = 3

/** The page of each onboarding step, step 1 first (spec §4). */
export const ONBOARDING_STEP_PATHS = [
  '/onboarding',
  '/language-preferences',
  '/placement-assessment',
] as const

/**
 * Paths on which the onboarding check never runs: the spec's list (§4), in its order, plus
 * `/reset-password`. The spec's list omits it, but the reset link signs the user in with a recovery
 * session, and a user who has not finished onboarding would otherwise be sent to /onboarding before
 * they could choose a new password.
 */
export const ONBOARDING_SKIP_PATHS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/terms-of-service',
  '/privacy-policy',
  '/onboarding',
  '/language-preferences',
  '/placement-assessment',
  '/reset-password',
] as const

/**
 * The page of an onboarding step. Steps are clamped to 1–3: below 1 (or not a number) is step 1,
 * above 3 is step 3, fractions are truncated.
 *
 * @example
 * ```ts
 * onboardingStepPath(2) // '/language-preferences'
 * onboardingStepPath(9) // '/placement-assessment'
 * ```
 */
export function onboardingStepPath(step: number): (typeof ONBOARDING_STEP_PATHS)[number] {
  const whole = Number.isFinite(step) ? Math.trunc(step) : 1
  const clamped = Math.min(ONBOARDING_STEP_COUNT, Math.max(1, whole))
  return ONBOARDING_STEP_PATHS[clamped - 1] ?? ONBOARDING_STEP_PATHS[0]
}

/**
 * Whether the onboarding check is skipped on `path` (exact match against
 * {@link ONBOARDING_SKIP_PATHS}, ignoring query, hash and trailing slashes).
 */
export function isOnboardingSkipPath(path: string): boolean {
  const pathname = normalizePathname(path)
  return ONBOARDING_SKIP_PATHS.some((skip) => skip === pathname)
}

/** What the app knows when deciding about onboarding. */
export interface OnboardingContext {
  /** Whether a user is signed in; signed-out visitors are never redirected. */
  readonly signedIn: boolean
  /** The current path. */
  readonly pathname: string
  /** The raw local-storage value under `onboardingCompleted`. */
  readonly localFlag: string | null | undefined
}

/**
 * Whether the app needs to load the onboarding state at all: only for a signed-in user, off the
 * skip list, whose local flag is not already `'true'`. Lets the app avoid the profile request.
 */
export function needsOnboardingCheck(context: OnboardingContext): boolean {
  return (
    context.signedIn &&
    context.localFlag !== ONBOARDING_FLAG_VALUE &&
    !isOnboardingSkipPath(context.pathname)
  )
}

/** Why no onboarding action is taken. */
export type OnboardingSkipReason = 'signed-out' | 'flag-set' | 'skip-path' | 'no-profile'

/** What to do about onboarding on this page. */
export type OnboardingDecision =
  | { readonly type: 'redirect'; readonly to: (typeof ONBOARDING_STEP_PATHS)[number] }
  | { readonly type: 'set-flag' }
  | { readonly type: 'none'; readonly reason: OnboardingSkipReason }

/**
 * Decides onboarding for a page (spec §4): nothing for signed-out users, when the local flag is
 * already `'true'`, on skip-list paths, or when the profile could not be loaded (`null`); otherwise
 * set the local flag when onboarding is completed, or redirect to the current step's page.
 *
 * @example
 * ```ts
 * decideOnboarding(
 *   { signedIn: true, pathname: '/dashboard', localFlag: null },
 *   { onboarding_completed: false, onboarding_step: 2 },
 * ) // { type: 'redirect', to: '/language-preferences' }
 * ```
 */
export function decideOnboarding(
  context: OnboardingContext,
  profile: { readonly onboarding_completed: boolean; readonly onboarding_step: number } | null,
): OnboardingDecision {
  if (!context.signedIn) return { type: 'none', reason: 'signed-out' }
  if (context.localFlag === ONBOARDING_FLAG_VALUE) return { type: 'none', reason: 'flag-set' }
  if (isOnboardingSkipPath(context.pathname)) return { type: 'none', reason: 'skip-path' }
  if (profile === null) return { type: 'none', reason: 'no-profile' }
  if (profile.onboarding_completed) return { type: 'set-flag' }
  return { type: 'redirect', to: onboardingStepPath(profile.onboarding_step) }
}
