import {
  decideOnboarding,
  LOCAL_STORAGE_KEYS,
  needsOnboardingCheck,
  ONBOARDING_FLAG_VALUE,
  type OnboardingContext,
} from '@splendid/domain'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { useAuth } from '../auth/use-auth'
import { fetchOnboardingStatus } from './onboarding-status'

/**
 * The onboarding check of spec §4, run on every navigation (renders nothing): for a signed-in
 * user off the skip list whose local flag is not 'true', it reads the onboarding status (spec §7,
 * `fetchOnboardingStatus`) and either sends the user to the current step's page or, once
 * onboarding is completed, sets the local onboardingCompleted flag. Failures are logged only.
 */
export function OnboardingRedirect() {
  const { status, user } = useAuth()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const userId = status === 'signed-in' ? (user?.id ?? null) : null

  useEffect(() => {
    const context: OnboardingContext = {
      signedIn: userId !== null,
      pathname,
      localFlag: browserStorage.get(LOCAL_STORAGE_KEYS.onboardingCompleted),
    }
    if (userId === null || !needsOnboardingCheck(context)) return
    let cancelled = false
    async function check(id: string) {
      try {
        const profile = await fetchOnboardingStatus(id)
        if (cancelled) return
        const decision = decideOnboarding(context, profile)
        switch (decision.type) {
          case 'redirect':
            void navigate(decision.to, { replace: true })
            return
          case 'set-flag':
            browserStorage.set(LOCAL_STORAGE_KEYS.onboardingCompleted, ONBOARDING_FLAG_VALUE)
            return
          case 'none':
            return
          default: {
            const unreachable: never = decision
            throw new Error(`Unknown onboarding decision ${JSON.stringify(unreachable)}`)
          }
        }
      } catch (error) {
        if (!cancelled) console.error('Could not check the onboarding status', error)
      }
    }
    void check(userId)
    return () => {
      cancelled = true
    }
  }, [userId, pathname, navigate])

  return null
}
