// What the sandbox does once a test card is paid or declined: it acts as the provider and sends
// the signed server-to-server callback to payment-callback, as a real provider would.
import { functionUrl } from '../_shared/payments/payment-urls.ts'
import { sandboxHmacSecret } from '../_shared/payments/sandbox-settings.ts'
import {
  type SandboxCallbackFields,
  signSandboxCallback,
} from '../_shared/payments/sandbox-signature.ts'

/** The payment as the sandbox charged it. */
export interface ChargedPayment {
  id: string
  amountPiastres: number
  currency: string
}

/** payment-callback's answer: its HTTP status and `code` (when it refused). */
export interface CallbackDelivery {
  status: number
  code: string | undefined
}

/** Signs and sends the callback of one sandbox transaction. */
export async function sendSandboxCallback(
  payment: ChargedPayment,
  outcome: { success: true } | { success: false; reason: string },
): Promise<CallbackDelivery> {
  const fields: SandboxCallbackFields = {
    payment_id: payment.id,
    transaction_id: `sbx_${crypto.randomUUID().replaceAll('-', '')}`,
    success: outcome.success,
    amount_piastres: payment.amountPiastres,
    currency: payment.currency,
    failure_reason: outcome.success ? null : outcome.reason,
  }
  const hmac = await signSandboxCallback(fields, sandboxHmacSecret())
  const response = await fetch(functionUrl('payment-callback'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fields, hmac }),
  })
  const body = (await response.json().catch(() => ({}))) as { code?: string }
  return { status: response.status, code: body.code }
}
