import { MESSAGES } from '@splendid/domain'
import { useContext } from 'react'
import { AuthContext, type AuthContextValue } from './auth-context'

/**
 * The current session and the sign-out flows.
 * @throws Error 'useAuth must be used within an AuthProvider' outside {@link AuthProvider}.
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (value === null) throw new Error(MESSAGES.useAuthOutsideProvider)
  return value
}
