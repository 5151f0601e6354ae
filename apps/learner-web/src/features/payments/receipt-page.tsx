import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { Link, useParams } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import type { PaymentRecord } from './payment-history'
import { usePayment } from './payment-queries'
import { EGYPT_VAT_PERCENT, vatIncluded } from './vat'

/**
 * A printable receipt of one paid payment (/account/receipts/:paymentId), in the interface
 * language: what was bought, the price without VAT, the 14 % VAT and the total, and how it was
 * paid. Only the payer can read it (row-level security).
 */
export function ReceiptPage() {
  const { paymentId = '' } = useParams()
  // A receipt is of a settled payment: read once (`since` 0 ends the polling at once).
  const record = usePayment(paymentId, 0)
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 print:py-0">
      <Link to="/account" className="text-sm font-semibold text-blue-700 underline print:hidden">
        <Trans>Back to Settings</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        <Trans>Receipt</Trans>
      </h1>
      {record.error ? (
        <LoadErrorAlert
          variant="inline"
          className="mt-4"
          title={<Trans>We could not load this receipt.</Trans>}
          message={record.error.message}
          onRetry={record.refetch}
        />
      ) : record.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          <Trans>Loading the receipt…</Trans>
        </p>
      ) : record.data?.status === 'paid' || record.data?.status === 'refunded' ? (
        <ReceiptBody payment={record.data} />
      ) : (
        <p className="mt-4 text-slate-700">
          <Trans>There is no paid payment with this number in your account.</Trans>
        </p>
      )}
    </div>
  )
}

function ReceiptBody({ payment }: { readonly payment: PaymentRecord }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const money = (piastres: number) =>
    formatNumber(piastres / 100, locale, { style: 'currency', currency: payment.currency })
  const { net, vat, total } = vatIncluded(payment.amountPiastres)
  const paidOn = formatDate(new Date(payment.paidAt ?? payment.createdAt), locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const rate = formatNumber(EGYPT_VAT_PERCENT / 100, locale, { style: 'percent' })
  const plan = locale === 'ar' ? payment.planNameAr : payment.planNameEn
  const rows: [string, string][] = [
    [t`Price without VAT`, money(net)],
    [t`VAT (${rate})`, money(vat)],
    [t`Total paid`, money(total)],
  ]
  const refundedOn = payment.refundedAt
    ? formatDate(new Date(payment.refundedAt), locale, { dateStyle: 'long' })
    : null
  const refunded = money(payment.refundedPiastres)
  return (
    <article aria-label={t`Receipt`} className="mt-6 rounded-xl border border-slate-200 p-6">
      <p className="text-xl font-bold text-slate-900">Splendid</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">
            <Trans>Receipt number</Trans>
          </dt>
          <dd className="font-mono text-slate-900" dir="ltr">
            {payment.id.slice(0, 8).toUpperCase()}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Paid on</Trans>
          </dt>
          <dd className="text-slate-900">{paidOn}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Billed to</Trans>
          </dt>
          <dd className="text-slate-900" dir="ltr">
            {user?.email ?? ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Payment reference</Trans>
          </dt>
          <dd className="font-mono break-all text-slate-900" dir="ltr">
            {payment.transactionId ?? payment.id}
          </dd>
        </div>
      </dl>
      <table className="mt-6 w-full text-sm">
        <caption className="text-start font-semibold text-slate-900">{plan}</caption>
        <tbody>
          {rows.map(([label, value], index) => (
            <tr
              key={label}
              className={index === rows.length - 1 ? 'border-t-2 border-slate-300 font-bold' : ''}
            >
              <th scope="row" className="py-2 text-start font-normal">
                {label}
              </th>
              <td className="py-2 text-end">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {payment.refundedPiastres > 0 ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-900">
          {refundedOn ? (
            <Trans>
              Refunded in full on {refundedOn}: {refunded} went back to you, and the Premium time
              this payment bought was taken back.
            </Trans>
          ) : (
            <Trans>{refunded} of this payment was refunded to you.</Trans>
          )}
        </p>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">
        <Trans>Prices include Egyptian value added tax at {rate}.</Trans>
      </p>
      <button
        type="button"
        onClick={() => window.print()}
        className="mt-6 inline-flex h-11 items-center rounded-xl bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800 print:hidden"
      >
        <Trans>Print or save as PDF</Trans>
      </button>
    </article>
  )
}
