// POST /functions/v1/payment-return { query } — the learner's way back from the provider's
// checkout. Paymob puts the transaction and an HMAC over it on the result page's address; the
// page hands that query here, where the HMAC is checked with the secret the browser never has
// and a genuine result is recorded exactly as the processed callback records it (whichever comes
// first; the other is a replay). So Premium starts even when Paymob's callback is late, and a
// forged address changes nothing. The result page reads the payment from the server either way.
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { ProviderUnavailableError } from '../_shared/payments/payment-provider.ts'
import { selectPaymentProvider } from '../_shared/payments/select-payment-provider.ts'
import { settleVerification } from '../_shared/payments/settle-verification.ts'
import { serve } from '../_shared/serve.ts'

/** Longer than any genuine transaction response (Paymob's is well under 2 KB). */
const MAX_QUERY_LENGTH = 4096

async function readQuery(request: Request): Promise<URLSearchParams | undefined> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null) return undefined
  const { query } = body as Record<string, unknown>
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return undefined
  return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  const query = await readQuery(request)
  if (query === undefined) {
    return jsonResponse(
      {
        code: 'payment_return_invalid',
        message: `Send { "query": "<the result page's query, at most ${MAX_QUERY_LENGTH} characters>" } as JSON`,
      },
      400,
    )
  }
  try {
    const provider = selectPaymentProvider()
    return await settleVerification('payment-return', provider, await provider.verifyReturn(query))
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    return jsonResponse({ code: error.code, message: error.message }, 503)
  }
})
