// Hands a verified provider result to the database (rpc record_payment_result, service role)
// and turns its answer into the callback's HTTP answer.

import { serviceClient } from '../supabase-clients.ts'
import type { ProviderName, VerifiedPaymentResult } from './payment-provider.ts'

interface RecordedResult {
  payment_id: string
  status: 'paid' | 'failed' | 'expired' | string
  outcome: 'paid' | 'failed' | 'expired' | 'replayed'
  subscription_expires_at: string | null
}

/** The callback's answer: status and JSON body (`code` on every refusal). */
export interface CallbackAnswer {
  status: number
  body: Record<string, unknown>
}

/** HTTP status of the payment functions' refusals (SQL DETAIL codes). */
const REFUSAL_STATUS: Record<string, number> = {
  payment_unknown: 404,
  payment_provider_mismatch: 409,
  payment_amount_mismatch: 409,
  payment_not_pending: 409,
  payment_not_paid: 409,
  payment_result_invalid: 400,
}

/** The answer to a refusal of `rpc` (its DETAIL code); throws for anything else. */
export function refusalAnswer(
  rpc: string,
  error: { details?: string | null; code?: string; message: string },
  extra: Record<string, unknown> = {},
): CallbackAnswer {
  const code = error.details ?? ''
  const status = REFUSAL_STATUS[code]
  if (status === undefined) throw new Error(`${rpc} failed (${error.code})`)
  return { status, body: { code, message: error.message, ...extra } }
}

/** Records `result` once; a replay answers 200 and refusals 4xx, changing nothing. */
export async function recordPaymentResult(
  provider: ProviderName,
  result: VerifiedPaymentResult,
): Promise<CallbackAnswer> {
  const { data, error } = await serviceClient().rpc('record_payment_result', {
    payment_id: result.paymentId,
    provider,
    transaction_id: result.transactionId,
    success: result.success,
    amount_piastres: result.amountPiastres,
    currency: result.currency,
    failure_reason: result.failureReason,
  })
  if (error) return refusalAnswer('record_payment_result', error)
  const recorded = data as RecordedResult
  switch (recorded.outcome) {
    case 'paid':
    case 'failed':
      return {
        status: 200,
        body: {
          payment_id: recorded.payment_id,
          status: recorded.status,
          subscription_expires_at: recorded.subscription_expires_at,
        },
      }
    case 'replayed':
      // 200: the provider delivered the same transaction again (Paymob retries until it gets a
      // 2xx); it was recorded once and nothing changes.
      return {
        status: 200,
        body: {
          replayed: true,
          message: 'This transaction was recorded before; nothing changed',
          payment_id: recorded.payment_id,
          status: recorded.status,
        },
      }
    case 'expired':
      return {
        status: 409,
        body: {
          code: 'payment_expired',
          message: 'The payment expired before the provider reported it; nothing was granted',
          payment_id: recorded.payment_id,
          status: recorded.status,
        },
      }
    default: {
      const unexpected: never = recorded.outcome
      throw new Error(`record_payment_result answered an unknown outcome ${String(unexpected)}`)
    }
  }
}
