import { useQuery } from '@tanstack/react-query'
import { fetchPaymentRecord } from './payment-history'

/** How often a pending payment is read again, and for how long before the page says so. */
export const PAYMENT_POLL_MS = 1500
export const PAYMENT_WAIT_MS = 120_000

/**
 * The user's payment `id` (`fetchPaymentRecord`) as a query that reads a pending payment again
 * every {@link PAYMENT_POLL_MS} until it is settled or {@link PAYMENT_WAIT_MS} have passed since
 * `since`.
 */
export function usePayment(id: string, since: number) {
  return useQuery({
    queryKey: ['payments', id],
    queryFn: () => fetchPaymentRecord(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < PAYMENT_WAIT_MS
        ? PAYMENT_POLL_MS
        : false,
  })
}
