import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** Where a payment stands, as the server recorded it. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'

/** One of the user's payments (row-level security shows only their own). */
export interface Payment {
  readonly id: string
  readonly planId: string
  readonly amountPiastres: number
  readonly currency: string
  readonly status: PaymentStatus
  readonly createdAt: string
  readonly paidAt: string | null
  /** Why a payment failed or expired: `card_declined`, `three_d_secure_cancelled`, … */
  readonly failureReason: string | null
}

const STATUSES: readonly string[] = ['pending', 'paid', 'failed', 'expired', 'refunded']

/** A failed read of a payment. */
export class PaymentLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentLoadError'
  }
}

/** How often a pending payment is read again, and for how long before the page says so. */
export const PAYMENT_POLL_MS = 1500
export const PAYMENT_WAIT_MS = 120_000

/** The signed-in user's payment `id`, or `null` when there is none they may read. */
export async function fetchPayment(id: string): Promise<Payment | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { data, error } = await supabase
    .from('payments')
    .select('id, plan_id, amount_piastres, currency, status, created_at, paid_at, failure_reason')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new PaymentLoadError(error.message)
  if (data === null) return null
  const row = data as Record<string, unknown>
  return {
    id: String(row.id),
    planId: String(row.plan_id),
    amountPiastres: Number(row.amount_piastres),
    currency: String(row.currency ?? 'EGP'),
    status: (STATUSES.includes(String(row.status)) ? row.status : 'pending') as PaymentStatus,
    createdAt: String(row.created_at),
    paidAt: typeof row.paid_at === 'string' ? row.paid_at : null,
    failureReason: typeof row.failure_reason === 'string' ? row.failure_reason : null,
  }
}

/**
 * {@link fetchPayment} as a query that reads a pending payment again every
 * {@link PAYMENT_POLL_MS} until it is settled or {@link PAYMENT_WAIT_MS} have passed since
 * `since`.
 */
export function usePayment(id: string, since: number) {
  return useQuery({
    queryKey: ['payment', id],
    queryFn: () => fetchPayment(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < PAYMENT_WAIT_MS
        ? PAYMENT_POLL_MS
        : false,
  })
}
