import { DEFAULT_USER_TYPE, isUserType, type UserType } from './entities/user'
import { getQueryParam } from './query-string'

/** The query parameter of `/signup` that pre-selects the user type. */
export const USER_TYPE_PARAM = 'user'

/**
 * The user type for sign-up (spec §6): the `user` query parameter, then the value stored under
 * `userType`, then `'student'`. Only `'student'` and `'teacher'` are accepted; anything else is
 * skipped.
 *
 * @example
 * ```ts
 * resolveUserType('?user=teacher', null) // 'teacher'
 * resolveUserType('?user=admin', 'teacher') // 'teacher'
 * resolveUserType('', null) // 'student'
 * ```
 */
export function resolveUserType(
  search: string | null | undefined,
  stored: string | null | undefined,
): UserType {
  const fromQuery = getQueryParam(search, USER_TYPE_PARAM)
  if (isUserType(fromQuery)) return fromQuery
  if (isUserType(stored)) return stored
  return DEFAULT_USER_TYPE
}

/**
 * The sign-up path for a user type, as used by the landing page buttons.
 *
 * @example
 * ```ts
 * signupPath('teacher') // '/signup?user=teacher'
 * ```
 */
export function signupPath(userType: UserType): string {
  return `/signup?${USER_TYPE_PARAM}=${userType}`
}
