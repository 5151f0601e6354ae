import { Trans } from '@lingui/react/macro'
import { signupPath } from '@splendid/domain'
import { formatDate, formatNumber } from '@splendid/i18n'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import { hasPremiumAccess, useSubscriptionStore } from '../subscription/subscription-store'
import { monthlySaving, type Plan, planPrice, usePlans } from './plans'
import { useCheckout } from './use-checkout'

/**
 * The Premium card of /pricing: the plans and prices the database sells (monthly or yearly),
 * and for a signed-in learner the button that opens the payment page for the chosen plan.
 * Visitors are sent to sign up first (`onSignUp` remembers they come as a student).
 */
export function PremiumPlanCard({
  features,
  onSignUp,
}: {
  readonly features: ReactNode
  readonly onSignUp: () => void
}) {
  const locale = useLocale()
  const { status } = useAuth()
  const plans = usePlans()
  const checkout = useCheckout()
  const [chosenId, setChosenId] = useState<string | null>(null)
  const subscription = useSubscriptionStore()
  const groupName = useId()
  const signedIn = status === 'signed-in'
  const list = plans.data ?? []
  const monthly = list.find((plan) => plan.interval === 'month')
  const chosen = list.find((plan) => plan.id === chosenId) ?? monthly ?? list[0]
  const premiumUntil =
    signedIn && hasPremiumAccess(subscription) && subscription.expiresAt
      ? formatDate(new Date(subscription.expiresAt), locale, { dateStyle: 'long' })
      : null
  const money = (plan: Plan) =>
    formatNumber(planPrice(plan), locale, {
      style: 'currency',
      currency: plan.currency,
      maximumFractionDigits: 0,
    })

  return (
    <section
      aria-labelledby="plan-premium"
      className="relative flex flex-col rounded-2xl border-2 border-brand-700 bg-white p-8 shadow-[var(--shadow-card)]"
    >
      <span className="absolute -top-3 start-8 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold text-slate-900">
        <Trans>Most popular</Trans>
      </span>
      <h2 id="plan-premium" className="text-2xl font-bold text-slate-900">
        <Trans>Premium</Trans>
      </h2>
      {plans.error ? (
        <LoadErrorAlert
          variant="inline"
          className="mt-4"
          title={<Trans>We could not load the prices.</Trans>}
          message={plans.error.message}
          onRetry={plans.refetch}
        />
      ) : null}
      {list.length > 1 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">
            <Trans>Billing period</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {list.map((plan) => {
              const saving = monthly ? monthlySaving(plan, monthly) : 0
              const percent = formatNumber(saving, locale, {
                style: 'percent',
                maximumFractionDigits: 0,
              })
              return (
                <label
                  key={plan.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={plan.id}
                    checked={plan.id === chosen?.id}
                    onChange={() => setChosenId(plan.id)}
                    className="size-4 accent-brand-700"
                  />
                  <span>
                    {plan.interval === 'month' ? <Trans>Monthly</Trans> : <Trans>Yearly</Trans>}
                    {saving > 0 ? ' ' : null}
                    {saving > 0 ? (
                      <span className="text-sm font-semibold text-emerald-700">
                        <Trans>(save {percent})</Trans>
                      </span>
                    ) : null}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      {/* The price keeps its height while the plans load, so nothing below it moves. */}
      <p className="mt-4 min-h-10 text-4xl font-extrabold text-slate-900">
        {chosen ? money(chosen) : null}
      </p>
      <p className="min-h-5 text-sm text-slate-600">
        {chosen?.interval === 'year' ? (
          <Trans>per year, VAT included</Trans>
        ) : chosen ? (
          <Trans>per month, VAT included</Trans>
        ) : null}
      </p>
      <ul className="mt-6 flex-1 space-y-3" data-testid="premium-features">
        {features}
      </ul>
      {premiumUntil ? (
        <p className="mt-6 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <Trans>You have Premium until {premiumUntil}. Paying again adds to it.</Trans>
        </p>
      ) : null}
      {signedIn ? (
        <>
          <button
            type="button"
            disabled={!chosen || checkout.busy}
            onClick={() => chosen && checkout.start(chosen.id)}
            className="mt-8 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {checkout.busy ? (
              <Trans>Opening the payment page…</Trans>
            ) : premiumUntil ? (
              <Trans>Extend Premium</Trans>
            ) : (
              <Trans>Upgrade to Premium</Trans>
            )}
          </button>
          {checkout.error ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {checkout.error}
            </p>
          ) : null}
        </>
      ) : (
        <Link
          to={signupPath('student')}
          onClick={onSignUp}
          className="mt-8 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Get Premium</Trans>
        </Link>
      )}
    </section>
  )
}
