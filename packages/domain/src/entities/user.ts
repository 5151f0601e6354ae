/** The two kinds of account, chosen at sign-up. */
export type UserType = 'student' | 'teacher'

/** All user types, in display order; the first is the default. */
export const USER_TYPES: readonly UserType[] = ['student', 'teacher']

/** The user type assumed when none (or an unknown one) is given. */
export const DEFAULT_USER_TYPE: UserType = 'student'

/** The `app_metadata.role` value that grants admin access. */
export const ADMIN_ROLE = 'admin'

/**
 * Data the user supplied at sign-up (`options.data`). It is user-editable, so it must never be
 * trusted for authorisation.
 */
export interface UserMetadata {
  /** Full name sent at sign-up. */
  readonly name?: string
  /** Student or teacher, sent at sign-up. */
  readonly user_type?: UserType
  readonly [key: string]: unknown
}

/** Data only the server (service role) can set; the place where the admin role lives. */
export interface AppMetadata {
  /** `'admin'` for administrators. */
  readonly role?: string
  readonly [key: string]: unknown
}

/**
 * A signed-in account as the client sees it (spec §3).
 *
 * @example
 * ```ts
 * const user: User = {
 *   id: '6f1c…',
 *   email: 'mona@example.com',
 *   user_metadata: { name: 'Mona', user_type: 'student' },
 *   app_metadata: {},
 * }
 * ```
 */
export interface User {
  readonly id: string
  readonly email?: string | undefined
  readonly user_metadata: UserMetadata
  readonly app_metadata: AppMetadata
}

/** Whether `value` is one of {@link USER_TYPES}. */
export function isUserType(value: unknown): value is UserType {
  return value === 'student' || value === 'teacher'
}

/**
 * Whether the user is an administrator: `app_metadata.role === 'admin'`.
 * `user_metadata` is deliberately ignored because users can edit it themselves.
 * Accepts any object with the same shape (for example supabase-js's `User`).
 *
 * @example
 * ```ts
 * isAdmin({ app_metadata: { role: 'admin' } }) // true
 * isAdmin({ app_metadata: {}, user_metadata: { role: 'admin' } }) // false
 * isAdmin(null) // false
 * ```
 */
export function isAdmin(
  user:
    | {
        readonly app_metadata?: { readonly role?: unknown; readonly [key: string]: unknown } | null
      }
    | null
    | undefined,
): boolean {
  return user?.app_metadata?.role === ADMIN_ROLE
}

/**
 * The user's type from their metadata, or {@link DEFAULT_USER_TYPE} when missing or unknown.
 */
export function userTypeOf(
  user: { readonly user_metadata?: { readonly user_type?: unknown } | null } | null | undefined,
): UserType {
  const type = user?.user_metadata?.user_type
  return isUserType(type) ? type : DEFAULT_USER_TYPE
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function userMetadataFrom(value: unknown): UserMetadata {
  if (!isRecord(value)) return {}
  const { name, user_type, ...rest } = value
  return {
    ...rest,
    ...(typeof name === 'string' ? { name } : {}),
    ...(isUserType(user_type) ? { user_type } : {}),
  }
}

function appMetadataFrom(value: unknown): AppMetadata {
  if (!isRecord(value)) return {}
  const { role, ...rest } = value
  return { ...rest, ...(typeof role === 'string' ? { role } : {}) }
}

/**
 * Reads a user from untrusted data (a stored cookie, a decoded JSON body): `null` unless it is an
 * object with a non-empty string `id`. Metadata fields of the wrong type are dropped; missing
 * metadata becomes `{}`.
 *
 * @example
 * ```ts
 * userFromUnknown(JSON.parse('{"id":"u1","app_metadata":{"role":"admin"}}'))
 * // { id: 'u1', user_metadata: {}, app_metadata: { role: 'admin' } }
 * ```
 */
export function userFromUnknown(value: unknown): User | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null
  const user: User = {
    id: value.id,
    user_metadata: userMetadataFrom(value.user_metadata),
    app_metadata: appMetadataFrom(value.app_metadata),
  }
  return typeof value.email === 'string' ? { ...user, email: value.email } : user
}
