import { type GamificationState, gamificationState } from '@splendid/domain'
import { useQueryClient } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useAuth } from '../auth/use-auth'
import { type Celebration, celebrationsBetween } from './celebrations'
import { GamificationContext, type GamificationContextValue } from './gamification-context'
import { loadXpAndBadges } from './gamification-profile'
import { LEARNING_SUMMARY_QUERY_KEY } from './learning-summary'
import { PROGRESS_OVERVIEW_QUERY_KEY } from './progress-overview'

// Signed-in users only: a visitor's pages do not download it (issue 23).
const CelebrationToast = lazy(() =>
  import('./celebration-toast').then((module) => ({ default: module.CelebrationToast })),
)

const ZERO: GamificationState = gamificationState(0, [])

type Loaded = { readonly userId: string; readonly state: GamificationState }

/**
 * Gamification of spec §4/§7/§9 for the signed-in user, as the server keeps it: xp and badges
 * are earned only in the database (lessons, quizzes, homework, sessions), so this provider reads
 * them from `profiles` and derives level and progress with the domain rules. `refresh()` reads
 * them again after something that may have earned xp (and marks the streak summary stale), and
 * celebrates what rose (xp, level, badges) in a status toast. Signed-out visitors get the zero state and no calls are made; a
 * failed read is logged and keeps what was shown.
 *
 * @example
 * ```tsx
 * <GamificationProvider><App /></GamificationProvider>
 * ```
 */
export function GamificationProvider({ children }: { readonly children: ReactNode }) {
  const { status, user } = useAuth()
  const queryClient = useQueryClient()
  const userId = status === 'signed-in' ? (user?.id ?? null) : null
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [celebrations, setCelebrations] = useState<readonly Celebration[]>([])
  const loadedRef = useRef<Loaded | null>(null)
  loadedRef.current = loaded

  useEffect(() => {
    setLoaded(null)
    setCelebrations([])
    if (userId === null) return
    let cancelled = false
    loadXpAndBadges(userId).then(
      (saved) => {
        if (!cancelled) setLoaded({ userId, state: gamificationState(saved.xp, saved.badges) })
      },
      (error: unknown) => {
        if (!cancelled) console.error('Could not load xp and badges', error)
      },
    )
    return () => {
      cancelled = true
    }
  }, [userId])

  const refresh = useCallback(async () => {
    if (userId === null) return
    // The streak, today's xp and the progress page's figures moved with the award too.
    void queryClient.invalidateQueries({ queryKey: LEARNING_SUMMARY_QUERY_KEY })
    void queryClient.invalidateQueries({ queryKey: PROGRESS_OVERVIEW_QUERY_KEY })
    try {
      const saved = await loadXpAndBadges(userId)
      const next = gamificationState(saved.xp, saved.badges)
      const before = loadedRef.current
      if (before !== null && before.userId === userId) {
        const earned = celebrationsBetween(before.state, next)
        if (earned.length > 0) setCelebrations(earned)
      }
      setLoaded({ userId, state: next })
    } catch (error) {
      console.error('Could not load xp and badges', error)
    }
  }, [userId, queryClient])

  const dismiss = useCallback(() => setCelebrations([]), [])

  const value = useMemo<GamificationContextValue>(() => {
    const state = loaded !== null && loaded.userId === userId ? loaded.state : ZERO
    return { ...state, loaded: userId === null || loaded !== null, refresh }
  }, [loaded, userId, refresh])

  return (
    <GamificationContext.Provider value={value}>
      {children}
      {userId === null ? null : (
        // Mounted with the session, before anything is earned: its live region is then in place.
        <Suspense fallback={null}>
          <CelebrationToast celebrations={celebrations} onDismiss={dismiss} />
        </Suspense>
      )}
    </GamificationContext.Provider>
  )
}
