import {
  type GamificationSnapshot,
  type GamificationState,
  gainXp,
  gamificationState,
  type ProfileRow,
  profileFromRow,
  shouldSaveGamification,
} from '@splendid/domain'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { loadSupabase } from '../../lib/load-supabase'
import { useAuth } from '../auth/use-auth'
import { GamificationContext, type GamificationContextValue } from './gamification-context'

const ZERO: GamificationState = gamificationState(0, [])

type Loaded = {
  readonly userId: string
  readonly state: GamificationState
  /** What the profile row holds, as far as this page knows; saves compare against it. */
  readonly saved: GamificationSnapshot
}

/**
 * Gamification of spec §4/§7/§9 for the signed-in user: loads xp and badges from `profiles`
 * (xp defaults to 0, badges to none), exposes level and progress from the domain rules, lets
 * screens award xp, and saves xp and badges whenever either changed and either is non-zero.
 * Signed-out visitors get the zero state and no calls are made. Failures are logged.
 *
 * @example
 * ```tsx
 * <GamificationProvider><App /></GamificationProvider>
 * ```
 */
export function GamificationProvider({ children }: { readonly children: ReactNode }) {
  const { status, user } = useAuth()
  const userId = status === 'signed-in' ? (user?.id ?? null) : null
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const savingRef = useRef(false)

  useEffect(() => {
    setLoaded(null)
    if (userId === null) return
    let cancelled = false
    async function load(id: string) {
      try {
        const { data, error } = await (await loadSupabase())
          .from('profiles')
          .select('xp, badges')
          .eq('id', id)
          .single()
        if (cancelled) return
        if (error) {
          console.error('Could not load xp and badges', error)
          return
        }
        const profile = profileFromRow(id, data as ProfileRow | null)
        setLoaded({
          userId: id,
          state: gamificationState(profile.xp, profile.badges),
          saved: { xp: profile.xp, badges: profile.badges },
        })
      } catch (error) {
        if (!cancelled) console.error('Could not load xp and badges', error)
      }
    }
    void load(userId)
    return () => {
      cancelled = true
    }
  }, [userId])

  useEffect(() => {
    if (loaded === null || savingRef.current) return
    const current: GamificationSnapshot = { xp: loaded.state.xp, badges: loaded.state.badges }
    if (!shouldSaveGamification(loaded.saved, current)) return
    savingRef.current = true
    const { userId: id } = loaded
    void (async () => {
      try {
        const { error } = await (await loadSupabase())
          .from('profiles')
          .update({ xp: current.xp, badges: [...current.badges] })
          .eq('id', id)
        if (error) console.error('Could not save xp and badges', error)
        else
          setLoaded((previous) =>
            previous && previous.userId === id ? { ...previous, saved: current } : previous,
          )
      } catch (error) {
        console.error('Could not save xp and badges', error)
      } finally {
        savingRef.current = false
      }
    })()
  }, [loaded])

  const addXp = useCallback((amount: number) => {
    setLoaded((previous) => {
      if (previous === null) return previous
      const next = gainXp(previous.state, amount)
      return next === previous.state ? previous : { ...previous, state: next }
    })
  }, [])

  const value = useMemo<GamificationContextValue>(() => {
    const state = loaded?.state ?? ZERO
    return { ...state, loaded: userId === null || loaded !== null, addXp }
  }, [loaded, userId, addXp])

  return <GamificationContext.Provider value={value}>{children}</GamificationContext.Provider>
}
