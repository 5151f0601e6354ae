import { Trans, useLingui } from '@lingui/react/macro'
import { evaluateSubscription } from '@splendid/domain'
import { formatDate, formatNumber } from '@splendid/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { fetchSubscriptionRow } from '../subscription/subscription-status'
import { useSubscriptionStore } from '../subscription/subscription-store'
import type { PaymentRecord } from './payment-history'
import { PAYMENT_WAIT_MS, usePayment } from './payment-queries'
import { handBackPaymentReturn } from './payment-return'
import { RetryCheckoutButton } from './retry-checkout-button'

const primaryLink =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
const secondaryLink =
  'inline-flex h-11 items-center justify-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50'

/**
 * Where the payment page sends the learner back (`/payment/result?payment=<id>`): it reads the
 * payment from the server until it is settled — paid (Premium and its new end date), failed or
 * expired (with a retry), refunded — and never trusts the address it was given. A signed way
 * back (Paymob's) is handed to the server, which alone can check it.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams()
  const { search } = useLocation()
  const id = params.get('payment') ?? ''
  const [since] = useState(() => Date.now())
  const payment = usePayment(id, since)
  const queryClient = useQueryClient()
  useEffect(() => {
    let cancelled = false
    void handBackPaymentReturn(search).then((recorded) => {
      if (recorded && !cancelled) void queryClient.invalidateQueries({ queryKey: ['payments', id] })
    })
    return () => {
      cancelled = true
    }
  }, [search, id, queryClient])

  return (
    <PageContainer measure="reading">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Your payment</Trans>
      </h1>
      <div className="mt-6">
        {payment.error ? (
          <LoadErrorAlert
            variant="inline"
            title={<Trans>We could not check your payment.</Trans>}
            message={payment.error.message}
            onRetry={payment.refetch}
          />
        ) : payment.isPending ? (
          <p role="status" className="text-slate-700">
            <Trans>Checking your payment…</Trans>
          </p>
        ) : payment.data === null ? (
          <NotFound />
        ) : (
          <Outcome payment={payment.data} since={since} />
        )}
      </div>
    </PageContainer>
  )
}

function NotFound() {
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>We could not find this payment.</Trans>
      </h2>
      <p className="mt-2 text-slate-700">
        <Trans>The link may be incomplete, or the payment belongs to another account.</Trans>
      </p>
      <Link to="/pricing" className={`mt-4 ${secondaryLink}`}>
        <Trans>See plans and pricing</Trans>
      </Link>
    </section>
  )
}

function Outcome({ payment, since }: { readonly payment: PaymentRecord; readonly since: number }) {
  const locale = useLocale()
  const amount = formatNumber(payment.amountPiastres / 100, locale, {
    style: 'currency',
    currency: payment.currency,
    maximumFractionDigits: 2,
  })
  switch (payment.status) {
    case 'paid':
      return <Paid amount={amount} />
    case 'pending':
      return Date.now() - since < PAYMENT_WAIT_MS ? (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          <Trans>Waiting for the payment service to confirm your payment of {amount}…</Trans>
        </p>
      ) : (
        <section className="rounded-xl border border-amber-300 bg-amber-50 p-6">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>Your payment is still being confirmed</Trans>
          </h2>
          <p className="mt-2 text-slate-800">
            <Trans>
              Premium starts as soon as the payment service confirms it. You can leave this page;
              your account page will show it.
            </Trans>
          </p>
        </section>
      )
    case 'refunded':
      return (
        <section className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>This payment was refunded</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>
              The {amount} went back to you, and the Premium time it bought was taken back.
            </Trans>
          </p>
          <Link to="/account" className={`mt-4 ${secondaryLink}`}>
            <Trans>See your plan and payments</Trans>
          </Link>
        </section>
      )
    default:
      return (
        <section className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 className="text-xl font-semibold text-red-900">
            {payment.status === 'expired' ? (
              <Trans>This payment was not completed in time</Trans>
            ) : (
              <Trans>Your payment did not go through</Trans>
            )}
          </h2>
          <p className="mt-2 text-slate-800">
            {payment.failureReason === 'card_declined' ? (
              <Trans>The card was declined.</Trans>
            ) : payment.failureReason === 'three_d_secure_cancelled' ? (
              <Trans>The card's security check was cancelled.</Trans>
            ) : null}{' '}
            <Trans>
              Your plan has not changed. You can try again with the same or another card.
            </Trans>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <RetryCheckoutButton planId={payment.planId} />
            <Link to="/pricing" className={secondaryLink}>
              <Trans>See plans and pricing</Trans>
            </Link>
          </div>
        </section>
      )
  }
}

/** A paid payment: the subscription is read again so every screen sees Premium at once. */
function Paid({ amount }: { readonly amount: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const setView = useSubscriptionStore((state) => state.setView)
  const expiresAt = useSubscriptionStore((state) => state.expiresAt)
  const plan = useSubscriptionStore((state) => state.plan)
  useEffect(() => {
    if (!user) return
    let cancelled = false
    fetchSubscriptionRow(user.id)
      .then((row) => {
        if (!cancelled && row) setView(evaluateSubscription(row, Date.now()).view)
      })
      .catch((error: unknown) => console.error('Could not read the subscription', error))
    return () => {
      cancelled = true
    }
  }, [user, setView])
  const until =
    plan !== 'free' && expiresAt
      ? formatDate(new Date(expiresAt), locale, { dateStyle: 'long' })
      : null
  return (
    <section
      aria-label={t`Payment received`}
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-6"
    >
      <h2 className="text-xl font-semibold text-emerald-900">
        <Trans>Welcome to Premium!</Trans>
      </h2>
      <p className="mt-2 text-slate-800">
        <Trans>We received your payment of {amount}.</Trans>{' '}
        {until ? <Trans>Premium is active until {until}.</Trans> : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/dashboard" className={primaryLink}>
          <Trans>Go to your dashboard</Trans>
        </Link>
        <Link to="/catalog?access=premium" className={secondaryLink}>
          <Trans>Browse premium courses</Trans>
        </Link>
      </div>
    </section>
  )
}
