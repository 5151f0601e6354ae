// The seam between Splendid's payments and a payment provider (the offline sandbox today,
// Paymob next). A provider turns a pending payment into a hosted checkout URL and turns the
// provider's callback request into a verified result; the database does everything else.

/** A pending payment as start_checkout answers it (amounts always from the plans table). */
export interface CheckoutPayment {
  id: string
  user_id: string
  plan_id: string
  amount_piastres: number
  currency: string
  expires_at: string
  /** The provider it was handed to before (a resumed checkout), else null. */
  provider?: string | null
  /** That provider's order id, else null. */
  provider_order_id?: string | null
}

/** The plan being bought, as the plans table holds it. */
export interface CheckoutPlan {
  id: string
  name_en: string
  name_ar: string
  amount_piastres: number
  currency: string
  interval: 'month' | 'year'
  months: number
}

/** Who pays: what a provider needs for its billing data and the checkout's language. */
export interface CheckoutCustomer {
  id: string
  email: string | null
  fullName: string | null
  language: 'en' | 'ar'
}

/** Where to send the browser, and the provider's own id of the order (kept on the payment). */
export interface CheckoutSession {
  url: string
  providerOrderId: string
}

/** A callback whose signature checked out: what record_payment_result is given. */
export interface VerifiedPaymentResult {
  paymentId: string
  transactionId: string
  success: boolean
  amountPiastres: number
  currency: string
  failureReason: string | null
  /**
   * The provider's order, when its signature covers it (Paymob's order.id): payment-callback
   * then finds the payment by this order and requires `paymentId` (from an unsigned reference)
   * to agree.
   */
  providerOrderId?: string
}

/**
 * A verified notice that money went back to the payer (a refund or a void): what
 * record_payment_refund is given. The payment is found by the provider's signed order id.
 */
export interface VerifiedRefund {
  providerOrderId: string
  transactionId: string
  /** This refund's amount, or with `cumulative` everything refunded so far. */
  amountPiastres: number
  cumulative: boolean
  currency: string
}

/** Why a callback was refused before reaching the database. */
export type CallbackRefusalCode =
  | 'payment_callback_unsigned'
  | 'payment_callback_forged'
  | 'payment_callback_invalid'

/**
 * The outcome of checking a callback request: a result or a refund to record, a genuine report
 * that changes nothing here (a pending kiosk payment, a failed refund…: answered 200 so the
 * provider stops retrying), or a refusal.
 */
export type CallbackVerification =
  | { ok: true; result: VerifiedPaymentResult }
  | { ok: true; refund: VerifiedRefund }
  | { ok: true; ignored: string; paymentId: string | null; transactionId: string | null }
  | { ok: false; code: CallbackRefusalCode; message: string }

/** The provider names the payments table accepts. */
export type ProviderName = 'sandbox' | 'paymob'

/** What every payment provider implements. */
export interface PaymentProvider {
  readonly name: ProviderName
  /** Creates the provider's checkout for `payment`; throws a {@link ProviderUnavailableError}. */
  createCheckout(
    payment: CheckoutPayment,
    plan: CheckoutPlan,
    customer: CheckoutCustomer,
  ): Promise<CheckoutSession>
  /** Checks the signature and shape of a provider callback; never throws for bad input. */
  verifyCallback(request: Request): Promise<CallbackVerification>
  /**
   * Checks the query the provider put on the learner's way back to the result page (Paymob's
   * signed transaction response); a provider that signs none answers an `ignored` outcome.
   */
  verifyReturn(query: URLSearchParams): Promise<CallbackVerification>
}

/**
 * The provider cannot be used now (not configured, refused in this environment, unreachable).
 * `code` is stable for clients; `message` is for people and holds no secret.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly code: 'payment_sandbox_disabled' | 'payment_provider_unavailable',
    message: string,
  ) {
    super(message)
    this.name = 'ProviderUnavailableError'
  }
}
