import { createHmac, randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/db/database.js'
import type { TestBackend } from './backend-harness.js'

/** The plans the payments migration seeds (list prices in piastres, VAT included). */
export const PLANS = {
  monthly: { id: 'premium-monthly', amount: 19_900, months: 1 },
  yearly: { id: 'premium-yearly', amount: 199_000, months: 12 },
} as const

/** SANDBOX_DEV_HMAC_SECRET of supabase/functions, written out so the test checks the format. */
export const DEV_SECRET = 'splendid-sandbox-hmac-secret-for-development-only'

/** The fields of a sandbox callback (supabase/functions/README.md, "Payments"). */
export interface CallbackFields {
  payment_id: string
  transaction_id: string
  success: boolean
  amount_piastres: number
  currency: string
  failure_reason: string | null
}

/**
 * The signature as documented — HMAC-SHA512, hex, over payment_id | transaction_id | success |
 * amount_piastres | currency | failure_reason ('' when null) — computed with node:crypto, apart
 * from the functions' Web Crypto code.
 */
export function documentedHmac(fields: CallbackFields, secret = DEV_SECRET): string {
  const text = [
    fields.payment_id,
    fields.transaction_id,
    String(fields.success),
    String(fields.amount_piastres),
    fields.currency,
    fields.failure_reason ?? '',
  ].join('|')
  return createHmac('sha512', secret).update(text).digest('hex')
}

/** A successful callback's fields for `payment`, with a fresh transaction id. */
export function paidFields(payment: PaymentRow, overrides: Partial<CallbackFields> = {}) {
  return {
    payment_id: payment.id,
    transaction_id: `test_${randomUUID().replaceAll('-', '')}`,
    success: true,
    amount_piastres: payment.amount_piastres,
    currency: payment.currency,
    failure_reason: null,
    ...overrides,
  }
}

/** POSTs `body` to payment-callback as a provider would (no JWT). */
export async function postCallback(server: TestBackend, body: unknown) {
  const response = await fetch(`${server.url}/functions/v1/payment-callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A payments row as the database holds it. */
export interface PaymentRow {
  id: string
  user_id: string
  plan_id: string
  amount_piastres: number
  currency: string
  provider: string | null
  provider_order_id: string | null
  provider_transaction_id: string | null
  status: string
  paid_at: string | null
  failure_reason: string | null
  refunded_piastres: number
  refunded_at: string | null
}

/** The payment `id`, read as the database owner. */
export async function paymentOf(db: Database, id: string): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>('select * from public.payments where id = $1', [id])
  if (rows[0] === undefined) throw new Error(`no payment ${id}`)
  return rows[0]
}

/** Every payment of `userId`, oldest first. */
export async function paymentsOf(db: Database, userId: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    'select * from public.payments where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

/** The subscription columns of a profile, the expiry as an ISO string. */
export async function subscriptionOf(db: Database, userId: string) {
  const { rows } = await db.query<{ plan: string; expires: string | null }>(
    `select active_subscription as plan,
            to_char(subscription_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as expires
     from public.profiles where id = $1`,
    [userId],
  )
  return rows[0]
}

/** `timestamp` plus `months` calendar months, computed by the database (its month rules). */
export async function plusMonths(db: Database, timestamp: string, months: number) {
  const { rows } = await db.query<{ at: string }>(
    `select to_char(($1::timestamp + make_interval(months => $2)), 'YYYY-MM-DD"T"HH24:MI:SS.US') as at`,
    [timestamp, months],
  )
  return rows[0]?.at
}

/** Calls the checkout function as `client`; answers data or the function's status and body. */
export async function invokeCheckout(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke<{
    payment_id: string
    checkout_url: string
  }>('checkout', { body })
  if (error) {
    const failed = (error as { context: Response }).context
    return {
      data: null,
      status: failed.status,
      body: (await failed.json()) as Record<string, unknown>,
    }
  }
  return { data, status: 200, body: data as Record<string, unknown> }
}

/** Sets process.env values (functions read them) for one test, restoring them afterwards. */
export function withProcessEnv(values: Record<string, string>, work: () => Promise<void>) {
  return async () => {
    const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
    Object.assign(process.env, values)
    try {
      await work()
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }
}

/** The checkout function's answer for `planId`, which must succeed. */
export async function startedCheckout(client: SupabaseClient, planId: string, lang?: 'en' | 'ar') {
  const answer = await invokeCheckout(
    client,
    lang === undefined ? { plan_id: planId } : { plan_id: planId, lang },
  )
  if (answer.status !== 200)
    throw new Error(`checkout answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.data as { payment_id: string; checkout_url: string }
}
