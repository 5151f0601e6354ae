import { Trans, useLingui } from '@lingui/react/macro'
import { signupPath } from '@splendid/domain'
import { formatNumber, isLocale } from '@splendid/i18n'
import { Link } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { PremiumPlanCard } from '../payments/premium-plan-card'
import { PageIntro } from './page-intro'
import { storeUserType } from './store-user-type'

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 size-5 shrink-0 text-emerald-600"
      fill="none"
    >
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The plans page that the subscription dialog's Upgrade Now leads to (spec §2): Free and
 * Premium side by side, prices in EGP. Premium lists exactly the five premium features of
 * spec §1; its plans and prices come from the database and a signed-in learner pays for them
 * there (`PremiumPlanCard`); visitors start with a student sign-up.
 */
export function PricingPage() {
  const { t, i18n } = useLingui()
  const { status } = useAuth()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const money = (amount: number) =>
    formatNumber(amount, locale, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 })
  const signedIn = status === 'signed-in'

  const freeFeatures = [
    t`Free video courses in English and practical skills`,
    t`Homework with automatic checking`,
    t`Basic progress tracking, experience points and badges`,
    t`Certificates for completed free courses`,
    t`The full interface in Arabic or English`,
  ]
  const premiumFeatures = [
    t`Unlimited AI Tutor access`,
    t`Priority booking for live sessions`,
    t`Advanced progress tracking`,
    t`Downloadable course materials`,
    t`An ad-free experience`,
  ]

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t`Plans and Pricing`}
        lead={<Trans>Start free and upgrade when you are ready for more.</Trans>}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="plan-free"
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-[var(--shadow-card)]"
        >
          <h2 id="plan-free" className="text-2xl font-bold text-slate-900">
            <Trans>Free</Trans>
          </h2>
          <p className="mt-4 text-4xl font-extrabold text-slate-900">{money(0)}</p>
          <p className="text-sm text-slate-600">
            <Trans>forever</Trans>
          </p>
          <ul className="mt-6 flex-1 space-y-3" data-testid="free-features">
            {freeFeatures.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <Check />
                {feature}
              </li>
            ))}
          </ul>
          <Link
            to={signedIn ? '/catalog' : signupPath('student')}
            onClick={() => (signedIn ? undefined : storeUserType('student'))}
            className="mt-8 inline-flex h-11 items-center justify-center rounded-lg border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {signedIn ? <Trans>Browse Courses</Trans> : <Trans>Start for Free</Trans>}
          </Link>
        </section>
        <PremiumPlanCard
          onSignUp={() => storeUserType('student')}
          features={premiumFeatures.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700">
              <Check />
              {feature}
            </li>
          ))}
        />
      </div>
    </div>
  )
}
