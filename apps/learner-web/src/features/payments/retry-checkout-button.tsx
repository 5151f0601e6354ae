import { Trans } from '@lingui/react/macro'
import { useCheckout } from './use-checkout'

/** Starts a new checkout of the same plan (the server reuses a pending one). */
export function RetryCheckoutButton({ planId }: { readonly planId: string }) {
  const checkout = useCheckout()
  return (
    <div>
      <button
        type="button"
        onClick={() => checkout.start(planId)}
        disabled={checkout.busy}
        className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {checkout.busy ? <Trans>Opening the payment page…</Trans> : <Trans>Try again</Trans>}
      </button>
      {checkout.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {checkout.error}
        </p>
      ) : null}
    </div>
  )
}
