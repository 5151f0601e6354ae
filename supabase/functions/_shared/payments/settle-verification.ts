// What a verified provider report does, wherever it arrived (the server-to-server callback or
// the learner's signed way back): a payment result or a refund is recorded once, a genuine report
// with nothing to record is acknowledged, a refusal is answered — each with one log line.
import { jsonResponse } from '../cors.ts'
import { refuseUnboundOrder } from './payment-of-provider-order.ts'
import type { CallbackVerification, PaymentProvider } from './payment-provider.ts'
import { recordPaymentRefund } from './record-payment-refund.ts'
import { recordPaymentResult } from './record-payment-result.ts'

/** One line per report: codes and ids, never a signature or secret. */
function logReport(source: string, level: 'info' | 'warn', fields: Record<string, unknown>): void {
  const line = `${source} ${JSON.stringify(fields)}`
  if (level === 'warn') console.warn(line)
  else console.info(line)
}

/** The HTTP answer to `verification`, after recording what it reports. */
export async function settleVerification(
  source: 'payment-callback' | 'payment-return',
  provider: PaymentProvider,
  verification: CallbackVerification,
): Promise<Response> {
  if (!verification.ok) {
    logReport(source, 'warn', { provider: provider.name, refused: verification.code })
    const status = verification.code === 'payment_callback_invalid' ? 400 : 401
    return jsonResponse({ code: verification.code, message: verification.message }, status)
  }
  if ('refund' in verification) {
    const { refund } = verification
    const recorded = await recordPaymentRefund(provider.name, refund)
    logReport(source, recorded.status < 300 ? 'info' : 'warn', {
      provider: provider.name,
      order: refund.providerOrderId,
      transaction: refund.transactionId,
      refund: refund.amountPiastres,
      cumulative: refund.cumulative,
      answer: recorded.status,
      ...recorded.body,
    })
    return jsonResponse(recorded.body, recorded.status)
  }
  if (!('result' in verification)) {
    // Genuine but nothing to record (a pending kiosk payment, a failed refund): 200, so the
    // provider stops retrying.
    const { ignored, paymentId, transactionId } = verification
    logReport(source, 'info', {
      provider: provider.name,
      payment: paymentId,
      transaction: transactionId,
      ignored,
    })
    return jsonResponse({ ignored, payment_id: paymentId })
  }
  const { result } = verification
  const recorded =
    (await refuseUnboundOrder(provider.name, result)) ??
    (await recordPaymentResult(provider.name, result))
  logReport(source, recorded.status < 300 ? 'info' : 'warn', {
    provider: provider.name,
    payment: result.paymentId,
    transaction: result.transactionId,
    order: result.providerOrderId,
    success: result.success,
    answer: recorded.status,
    ...recorded.body,
  })
  return jsonResponse(recorded.body, recorded.status)
}
