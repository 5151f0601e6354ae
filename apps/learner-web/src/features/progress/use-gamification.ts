import { MESSAGES } from '@splendid/domain'
import { useContext } from 'react'
import { GamificationContext, type GamificationContextValue } from './gamification-context'

/**
 * The signed-in user's xp, badges, level and progress, and `refresh`.
 * @throws Error 'useGamification must be used within a GamificationProvider' outside
 * `GamificationProvider`.
 *
 * @example
 * ```tsx
 * const { level, progress, refresh } = useGamification()
 * ```
 */
export function useGamification(): GamificationContextValue {
  const value = useContext(GamificationContext)
  if (value === null) throw new Error(MESSAGES.useGamificationOutsideProvider)
  return value
}
