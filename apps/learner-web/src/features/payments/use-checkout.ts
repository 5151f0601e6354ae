import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { CheckoutError, startCheckout } from './checkout'
import { leaveFor } from './leave-for'

/** Starts a plan's checkout on the server and sends the browser to its payment page. */
export function useCheckout() {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = useCallback(
    async (planId: string) => {
      setBusy(true)
      setError(null)
      try {
        const { checkoutUrl } = await startCheckout(planId, i18n.locale === 'ar' ? 'ar' : 'en')
        leaveFor(checkoutUrl)
      } catch (caught) {
        const code = caught instanceof CheckoutError ? caught.code : 'unknown'
        setError(
          code === 'checkout_plan_unknown'
            ? t`This plan is no longer offered. Please choose another one.`
            : t`We could not open the payment page. Check your connection and try again.`,
        )
        setBusy(false)
      }
    },
    [t, i18n.locale],
  )
  return { start, busy, error }
}
