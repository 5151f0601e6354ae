import { useLingui } from '@lingui/react/macro'
import type { PaymentStatus } from './payment-history'

/** A payment's status in the interface language. */
export function usePaymentStatusLabel(): (status: PaymentStatus) => string {
  const { t } = useLingui()
  return (status) => {
    switch (status) {
      case 'paid':
        return t`Paid`
      case 'pending':
        return t`Pending`
      case 'failed':
        return t`Failed`
      case 'expired':
        return t`Not completed`
      case 'refunded':
        return t`Refunded`
    }
  }
}
