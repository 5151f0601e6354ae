import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { hasPremiumAccess, useSubscriptionStore } from '../subscription/subscription-store'
import { type PaymentRecord, usePaymentHistory } from './payment-history'
import { usePaymentStatusLabel } from './payment-status-label'
import { RenewalControl } from './renewal-control'

const linkButton =
  'inline-flex h-11 items-center justify-center rounded-xl bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800'

/**
 * The Subscription part of /account: the plan and until when, the way to upgrade or extend it,
 * and the payment history with a receipt for every paid payment. Nothing renews by itself.
 */
export function SubscriptionSection({ signedIn }: { readonly signedIn: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const subscription = useSubscriptionStore()
  const history = usePaymentHistory(signedIn)
  const statusLabel = usePaymentStatusLabel()
  const premium = hasPremiumAccess(subscription)
  const until = subscription.expiresAt
    ? formatDate(new Date(subscription.expiresAt), locale, { dateStyle: 'long' })
    : null
  const payments = history.data ?? []

  return (
    <section
      aria-labelledby="account-subscription"
      className="mt-6 rounded-xl border border-slate-200 p-5"
    >
      <h2 id="account-subscription" className="text-lg font-semibold text-slate-900">
        <Trans>Subscription</Trans>
      </h2>
      <p className="mt-3 text-slate-800">
        {premium && until ? (
          <>
            <Trans>Premium until {until}.</Trans>{' '}
            <Plural value={subscription.daysLeft ?? 0} one="# day left." other="# days left." />
          </>
        ) : premium ? (
          <Trans>Premium.</Trans>
        ) : subscription.status === 'expired' && until ? (
          <Trans>Your Premium ended on {until}. You are on the Free plan.</Trans>
        ) : (
          <Trans>Free plan.</Trans>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Premium never renews by itself and nothing is charged without you: extend it whenever you
          like.
        </Trans>
      </p>
      {premium && until && signedIn ? <RenewalControl until={until} /> : null}
      <Link to="/pricing" className={`mt-4 ${linkButton}`}>
        {premium ? <Trans>Extend Premium</Trans> : <Trans>Upgrade to Premium</Trans>}
      </Link>

      <h3 className="mt-6 font-semibold text-slate-900">
        <Trans>Payment history</Trans>
      </h3>
      {history.error ? (
        <LoadErrorAlert
          variant="inline"
          className="mt-2"
          title={<Trans>We could not load your payments.</Trans>}
          message={history.error.message}
          onRetry={history.refetch}
        />
      ) : history.isPending ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Loading your payments…</Trans>
        </p>
      ) : payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t`Your payments, newest first`}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 text-start font-medium">
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <Trans>Plan</Trans>
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <span className="sr-only">
                    <Trans>Receipt</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b border-slate-100">
                  <td className="py-2">
                    {formatDate(new Date(payment.paidAt ?? payment.createdAt), locale)}
                  </td>
                  <td className="py-2">
                    {locale === 'ar' ? payment.planNameAr : payment.planNameEn}
                  </td>
                  <td className="py-2">
                    {formatNumber(payment.amountPiastres / 100, locale, {
                      style: 'currency',
                      currency: payment.currency,
                    })}
                  </td>
                  <td className="py-2">
                    {statusLabel(payment.status)}
                    {payment.status === 'paid' && payment.refundedPiastres > 0 ? (
                      <PartRefund payment={payment} />
                    ) : null}
                  </td>
                  <td className="py-2">
                    {payment.status === 'paid' || payment.status === 'refunded' ? (
                      <Link
                        to={`/account/receipts/${payment.id}`}
                        className="font-semibold text-blue-700 underline"
                      >
                        <Trans>Receipt</Trans>
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** "· EGP 50.00 refunded" after a paid payment part of which went back. */
function PartRefund({ payment }: { readonly payment: PaymentRecord }) {
  const locale = useLocale()
  const refunded = formatNumber(payment.refundedPiastres / 100, locale, {
    style: 'currency',
    currency: payment.currency,
  })
  return (
    <span className="block text-xs text-slate-600">
      <Trans>{refunded} refunded</Trans>
    </span>
  )
}
