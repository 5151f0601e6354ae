// POST /functions/v1/payment-callback — the provider's server-to-server report of a payment.
// No JWT (config.toml: verify_jwt = false): the provider authenticates by its signature, which
// the configured provider verifies before anything reaches the database. A verified result is
// recorded by record_payment_result with the service role key: idempotent (a replay of a recorded
// transaction answers 200 again, as Paymob retries every callback that does not get a 2xx),
// refusing an amount or currency that differs from the payment, and granting premium in the same
// transaction. A verified refund or void goes to record_payment_refund the same way.
import { jsonResponse } from '../_shared/cors.ts'
import { ProviderUnavailableError } from '../_shared/payments/payment-provider.ts'
import { selectPaymentProvider } from '../_shared/payments/select-payment-provider.ts'
import { settleVerification } from '../_shared/payments/settle-verification.ts'
import { serve } from '../_shared/serve.ts'

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  try {
    const provider = selectPaymentProvider()
    return await settleVerification(
      'payment-callback',
      provider,
      await provider.verifyCallback(request),
    )
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn(`payment-callback ${JSON.stringify({ refused: error.code })}`)
    return jsonResponse({ code: error.code, message: error.message }, 503)
  }
})
