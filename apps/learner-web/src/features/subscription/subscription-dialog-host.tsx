import { evaluateSubscription, shouldOpenSubscriptionDialog } from '@splendid/domain'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { useSubscriptionDialogRequest } from './subscription-dialog-request'
import { fetchSubscriptionRow } from './subscription-status'
import { useSubscriptionStore } from './subscription-store'

// Only opened for a signed-in user: a visitor's pages do not download it (issue 23).
const SubscriptionDialog = lazy(() =>
  import('./subscription-dialog').then((module) => ({ default: module.SubscriptionDialog })),
)

type OpenDialog = { readonly status: 'expiring' | 'expired'; readonly daysLeft: number }

/**
 * Loads the signed-in user's subscription (spec §7, `fetchSubscriptionRow`), keeps it in the subscription store, and opens
 * the subscription dialog at most once per page load when it is expiring or expired (spec §4),
 * or when a screen asks for it ({@link useSubscriptionDialogRequest}: the AI Tutor's free
 * questions are used up). Load and date-parse failures are logged only (spec §8).
 */
export function SubscriptionDialogHost() {
  const { status, user } = useAuth()
  const navigate = useNavigate()
  const setView = useSubscriptionStore((state) => state.setView)
  const reset = useSubscriptionStore((state) => state.reset)
  const shownThisLoad = useRef(false)
  const [open, setOpen] = useState<OpenDialog | null>(null)
  const requested = useSubscriptionDialogRequest((state) => state.reason)
  const closeRequested = useSubscriptionDialogRequest((state) => state.close)
  const userId = status === 'signed-in' ? (user?.id ?? null) : null

  useEffect(() => {
    if (userId === null) {
      reset()
      closeRequested()
      return
    }
    let cancelled = false
    async function load(id: string) {
      try {
        const row = await fetchSubscriptionRow(id)
        if (cancelled) return
        if (row === null) {
          console.error('Could not check the subscription: no profile row')
          return
        }
        const evaluation = evaluateSubscription(row, Date.now())
        if (evaluation.error) console.error(evaluation.error.message)
        const { view } = evaluation
        setView(view)
        if (
          !shownThisLoad.current &&
          view.status !== 'active' &&
          shouldOpenSubscriptionDialog(view.status)
        ) {
          shownThisLoad.current = true
          setOpen({ status: view.status, daysLeft: view.daysLeft ?? 0 })
        }
      } catch (error) {
        if (!cancelled) console.error('Could not check the subscription', error)
      }
    }
    void load(userId)
    return () => {
      cancelled = true
    }
  }, [userId, setView, reset, closeRequested])

  if (open === null && requested !== null) {
    return (
      <Suspense fallback={null}>
        <SubscriptionDialog
          status={requested}
          onUpgrade={() => {
            closeRequested()
            void navigate('/pricing')
          }}
          onRemindLater={closeRequested}
        />
      </Suspense>
    )
  }
  if (open === null) return null
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog
        status={open.status}
        daysLeft={open.daysLeft}
        onUpgrade={() => {
          setOpen(null)
          void navigate('/pricing')
        }}
        onRemindLater={() => setOpen(null)}
      />
    </Suspense>
  )
}
