// POST /functions/v1/payment-callback — the provider's server-to-server report of a payment.
// No JWT (config.toml: verify_jwt = false): the provider authenticates by its signature, which
// the configured provider verifies before anything reaches the database. A verified result is
// recorded by record_payment_result with the service role key: idempotent (a replay of a recorded
// transaction answers 200 again, as Paymob retries every callback that does not get a 2xx),
// refusing an amount or currency that differs from the payment, and granting premium in the same
// transaction.
import { jsonResponse } from '../_shared/cors.ts'
import { ProviderUnavailableError } from '../_shared/payments/payment-provider.ts'
import { selectPaymentProvider } from '../_shared/payments/select-payment-provider.ts'
import { serve } from '../_shared/serve.ts'
import { refuseUnboundOrder } from './payment-of-provider-order.ts'
import { recordPaymentResult } from './record-payment-result.ts'

/** One line per refused or recorded callback: codes and ids, never a signature or secret. */
function logCallback(level: 'info' | 'warn', fields: Record<string, unknown>): void {
  const line = `payment-callback ${JSON.stringify(fields)}`
  if (level === 'warn') console.warn(line)
  else console.info(line)
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  try {
    const provider = selectPaymentProvider()
    const verification = await provider.verifyCallback(request)
    if (!verification.ok) {
      logCallback('warn', { provider: provider.name, refused: verification.code })
      const status = verification.code === 'payment_callback_invalid' ? 400 : 401
      return jsonResponse({ code: verification.code, message: verification.message }, status)
    }
    if (!('result' in verification)) {
      // Genuine but nothing to record (a pending kiosk payment, a refund notice): 200, so the
      // provider stops retrying, and a log line.
      const { ignored, paymentId, transactionId } = verification
      logCallback('info', {
        provider: provider.name,
        payment: paymentId,
        transaction: transactionId,
        ignored,
      })
      return jsonResponse({ ignored, payment_id: paymentId })
    }
    const recorded =
      (await refuseUnboundOrder(provider.name, verification.result)) ??
      (await recordPaymentResult(provider.name, verification.result))
    logCallback(recorded.status < 300 ? 'info' : 'warn', {
      provider: provider.name,
      payment: verification.result.paymentId,
      transaction: verification.result.transactionId,
      order: verification.result.providerOrderId,
      success: verification.result.success,
      answer: recorded.status,
      ...recorded.body,
    })
    return jsonResponse(recorded.body, recorded.status)
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    logCallback('warn', { refused: error.code })
    return jsonResponse({ code: error.code, message: error.message }, 503)
  }
})
