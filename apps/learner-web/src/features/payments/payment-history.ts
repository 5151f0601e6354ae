import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** Where a payment stands, as the server recorded it. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'

/** A failed read of a payment. */
export class PaymentLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentLoadError'
  }
}

/** A payment as the history and the receipt show it, with its plan's names. */
export interface PaymentRecord {
  readonly id: string
  readonly planId: string
  readonly planNameEn: string
  readonly planNameAr: string
  readonly months: number | null
  readonly amountPiastres: number
  readonly currency: string
  readonly status: PaymentStatus
  readonly provider: string | null
  readonly transactionId: string | null
  readonly createdAt: string
  readonly paidAt: string | null
  /** Why a payment failed or expired: `card_declined`, `three_d_secure_cancelled`, … */
  readonly failureReason: string | null
  /** What went back to the payer so far (all of it when `status` is refunded). */
  readonly refundedPiastres: number
  /** When the whole amount was refunded. */
  readonly refundedAt: string | null
}

const COLUMNS =
  'id, plan_id, amount_piastres, currency, status, provider, provider_transaction_id, created_at, paid_at, failure_reason, refunded_piastres, refunded_at, plan:plans(name_en, name_ar, months)'

const STATUSES: readonly string[] = ['pending', 'paid', 'failed', 'expired', 'refunded']

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function parseRecord(value: unknown): PaymentRecord | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Record<string, unknown>
  const id = text(row.id)
  if (id === null) return null
  // An inactive plan is no longer readable: its id stands in for its names.
  const plan = (typeof row.plan === 'object' && row.plan !== null ? row.plan : {}) as Record<
    string,
    unknown
  >
  const planId = text(row.plan_id) ?? ''
  const months = Number(plan.months)
  return {
    id,
    planId,
    planNameEn: text(plan.name_en) ?? planId,
    planNameAr: text(plan.name_ar) ?? planId,
    months: Number.isInteger(months) && months > 0 ? months : null,
    amountPiastres: Number(row.amount_piastres) || 0,
    currency: text(row.currency) ?? 'EGP',
    status: (STATUSES.includes(text(row.status) ?? '') ? row.status : 'pending') as PaymentStatus,
    provider: text(row.provider),
    transactionId: text(row.provider_transaction_id),
    createdAt: text(row.created_at) ?? '',
    paidAt: text(row.paid_at),
    failureReason: text(row.failure_reason),
    refundedPiastres: Number(row.refunded_piastres) || 0,
    refundedAt: text(row.refunded_at),
  }
}

/** The signed-in user's payments, newest first (row-level security keeps them to their own). */
export async function fetchPaymentHistory(): Promise<PaymentRecord[]> {
  const { data, error } = await supabase
    .from('payments')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .limit(50)
  if (error) throw new PaymentLoadError(error.message)
  return (Array.isArray(data) ? data : [])
    .map(parseRecord)
    .filter((record): record is PaymentRecord => record !== null)
}

/** One of the user's payments for its receipt; `null` when they have none with that id. */
export async function fetchPaymentRecord(id: string): Promise<PaymentRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { data, error } = await supabase.from('payments').select(COLUMNS).eq('id', id).maybeSingle()
  if (error) throw new PaymentLoadError(error.message)
  return parseRecord(data)
}

/** {@link fetchPaymentHistory} as a query. */
export function usePaymentHistory(enabled: boolean) {
  return useQuery({ queryKey: ['payments'], queryFn: fetchPaymentHistory, enabled })
}
