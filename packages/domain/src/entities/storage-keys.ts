/**
 * Local-storage keys used by the app (spec §3).
 *
 * @example
 * ```ts
 * localStorage.setItem(LOCAL_STORAGE_KEYS.userType, 'teacher')
 * ```
 */
export const LOCAL_STORAGE_KEYS = {
  userType: 'userType',
  lastCourse: 'lastCourse',
  language: 'language',
  onboardingCompleted: 'onboardingCompleted',
} as const

/** A value of {@link LOCAL_STORAGE_KEYS}. */
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS]

/** The value stored under `onboardingCompleted` once onboarding is done. */
export const ONBOARDING_FLAG_VALUE = 'true'

/** Local-storage keys cleared at sign-out (spec §4). */
export const SIGN_OUT_CLEARED_KEYS: readonly LocalStorageKey[] = [
  LOCAL_STORAGE_KEYS.userType,
  LOCAL_STORAGE_KEYS.lastCourse,
  LOCAL_STORAGE_KEYS.language,
]

/** Names of the cookies that hold the session and the user (spec §3). */
export const COOKIE_NAMES = { session: 'session', user: 'user' } as const

/** Lifetime of the session and user cookies in days (spec §9). */
export const COOKIE_LIFETIME_DAYS = 7

/** Lifetime of the session and user cookies in seconds, for `Max-Age`. */
export const COOKIE_MAX_AGE_SECONDS = COOKIE_LIFETIME_DAYS * 24 * 60 * 60

/**
 * Options for the session and user cookies (spec §9). `expires` is in days, the convention of
 * common cookie libraries such as js-cookie.
 */
export const COOKIE_OPTIONS = {
  expires: COOKIE_LIFETIME_DAYS,
  secure: true,
  sameSite: 'strict',
  path: '/',
} as const
