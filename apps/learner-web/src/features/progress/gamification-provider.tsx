import { Trans } from '@lingui/react/macro'
import {
  type GamificationSnapshot,
  type GamificationState,
  gainXp,
  gamificationState,
  shouldSaveGamification,
} from '@splendid/domain'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import { GamificationContext, type GamificationContextValue } from './gamification-context'
import { loadXpAndBadges, saveXpAndBadges } from './gamification-profile'

const ZERO: GamificationState = gamificationState(0, [])

type Loaded = {
  readonly userId: string
  readonly state: GamificationState
  /** What the profile row holds, as far as this page knows; saves compare against it. */
  readonly saved: GamificationSnapshot
}

/** A save that failed, for the user it was made for. */
type SaveFailure = { readonly userId: string; readonly message: string }

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    if (typeof error.message === 'string') return error.message
  }
  return String(error)
}

/**
 * Gamification of spec §4/§7/§9 for the signed-in user: loads xp and badges from `profiles`
 * (xp defaults to 0, badges to none), exposes level and progress from the domain rules, lets
 * screens award xp, and saves xp and badges whenever either changed and either is non-zero.
 * Signed-out visitors get the zero state and no calls are made. A failed save is logged and shown
 * as an alert with the server's message and 'Try again' (the next xp gained saves again too; a
 * save that succeeds removes the alert); a failed load is logged and keeps the zero state.
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
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null)
  const savingRef = useRef(false)

  useEffect(() => {
    setLoaded(null)
    setSaveFailure(null)
    if (userId === null) return
    let cancelled = false
    async function load(id: string) {
      try {
        const saved = await loadXpAndBadges(id)
        if (cancelled) return
        setLoaded({ userId: id, state: gamificationState(saved.xp, saved.badges), saved })
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
    const fail = (error: unknown) => {
      console.error('Could not save xp and badges', error)
      setSaveFailure({ userId: id, message: messageOf(error) })
    }
    void (async () => {
      try {
        await saveXpAndBadges(id, current)
        setSaveFailure(null)
        setLoaded((previous) =>
          previous && previous.userId === id ? { ...previous, saved: current } : previous,
        )
      } catch (error) {
        fail(error)
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

  // A new object with the same state runs the save effect again: what is unsaved is saved.
  const retrySave = useCallback(() => {
    setLoaded((previous) => (previous === null ? previous : { ...previous }))
  }, [])

  const value = useMemo<GamificationContextValue>(() => {
    const state = loaded?.state ?? ZERO
    return { ...state, loaded: userId === null || loaded !== null, addXp }
  }, [loaded, userId, addXp])

  return (
    <GamificationContext.Provider value={value}>
      {children}
      {saveFailure !== null && saveFailure.userId === loaded?.userId && (
        <LoadErrorAlert
          title={<Trans>We could not save your XP and badges.</Trans>}
          message={saveFailure.message}
          onRetry={retrySave}
          className="fixed inset-x-4 bottom-4 z-50 shadow-lg sm:start-auto sm:w-96"
        />
      )}
    </GamificationContext.Provider>
  )
}
