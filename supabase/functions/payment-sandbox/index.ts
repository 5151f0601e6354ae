// GET  /functions/v1/payment-sandbox?payment=<id>&lang=en|ar — the offline sandbox's checkout
//      page ("Sandbox payment — no real money") with test cards.
// POST (the page's form) — pays or declines with the test card: sends the signed callback to
//      payment-callback, then redirects the browser to `${SITE_URL}/payment/result?payment=<id>`.
// No JWT (config.toml: verify_jwt = false): a browser arrives here by a link. Refused when
// NODE_ENV=production.
import { ProviderUnavailableError } from '../_shared/payments/payment-provider.ts'
import { paymentResultUrl, siteUrl } from '../_shared/payments/payment-urls.ts'
import { assertSandboxAllowed } from '../_shared/payments/sandbox-settings.ts'
import { serve } from '../_shared/serve.ts'
import { serviceClient } from '../_shared/supabase-clients.ts'
import { checkoutPage, messagePage, type SandboxPayment, threeDSecurePage } from './sandbox-page.ts'
import { type SandboxLanguage, sandboxLanguage, sandboxTexts } from './sandbox-texts.ts'
import { sendSandboxCallback } from './send-sandbox-callback.ts'
import { testCardBehaviour } from './test-cards.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(siteUrl()).origin}; frame-ancestors 'none'`,
    },
  })
}

type LoadedPayment =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; status: number; message: string; back?: string }

/** The pending, unexpired sandbox payment `id`, or the page to show instead. */
async function loadPayment(id: string | null, language: SandboxLanguage): Promise<LoadedPayment> {
  const t = sandboxTexts(language)
  if (id === null || !UUID.test(id)) return { ok: false, status: 404, message: t.notFound }
  const service = serviceClient()
  const { data, error } = await service
    .from('payments')
    .select(
      'id, status, provider, amount_piastres, currency, expires_at, plan:plans(name_en, name_ar)',
    )
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`payment-sandbox: payment ${id} unreadable (${error.code})`)
  if (data === null) return { ok: false, status: 404, message: t.notFound }
  const row = data as unknown as {
    id: string
    status: string
    provider: string | null
    amount_piastres: number
    currency: string
    expires_at: string
    plan: { name_en: string; name_ar: string }
  }
  if (row.status !== 'pending' || row.provider !== 'sandbox') {
    return { ok: false, status: 409, message: t.notPayable, back: paymentResultUrl(row.id) }
  }
  if (Date.parse(row.expires_at) <= Date.now()) {
    return { ok: false, status: 410, message: t.expired, back: paymentResultUrl(row.id) }
  }
  return {
    ok: true,
    payment: {
      id: row.id,
      planName: language === 'ar' ? row.plan.name_ar : row.plan.name_en,
      amountPiastres: row.amount_piastres,
      currency: row.currency,
    },
  }
}

async function pay(
  payment: SandboxPayment,
  language: SandboxLanguage,
  outcome: { success: true } | { success: false; reason: string },
): Promise<Response> {
  const delivery = await sendSandboxCallback(payment, outcome)
  if (delivery.status !== 200) {
    console.warn(
      `payment-sandbox: callback for ${payment.id} answered ${delivery.status} ${delivery.code}`,
    )
    return html(
      messagePage(language, sandboxTexts(language).callbackFailed, paymentResultUrl(payment.id)),
      502,
    )
  }
  return new Response(null, { status: 303, headers: { Location: paymentResultUrl(payment.id) } })
}

async function submit(request: Request, query: URLSearchParams): Promise<Response> {
  const form = new URLSearchParams(await request.text())
  const language = sandboxLanguage(form.get('lang') ?? query.get('lang'))
  const loaded = await loadPayment(form.get('payment') ?? query.get('payment'), language)
  if (!loaded.ok) return html(messagePage(language, loaded.message, loaded.back), loaded.status)
  const { payment } = loaded
  const card = form.get('card') ?? ''
  const behaviour = testCardBehaviour(card)
  if (behaviour === undefined) {
    return html(checkoutPage(payment, language, sandboxTexts(language).unknownCard), 422)
  }
  if (form.get('step') === '3ds' && behaviour === 'three_d_secure') {
    return form.get('decision') === 'confirm'
      ? pay(payment, language, { success: true })
      : pay(payment, language, { success: false, reason: 'three_d_secure_cancelled' })
  }
  switch (behaviour) {
    case 'succeeds':
      return pay(payment, language, { success: true })
    case 'declined':
      return pay(payment, language, { success: false, reason: 'card_declined' })
    case 'three_d_secure':
      return html(threeDSecurePage(payment, language, card))
    default: {
      const unexpected: never = behaviour
      throw new Error(`unknown test card behaviour ${String(unexpected)}`)
    }
  }
}

export const handler = serve(async (request: Request): Promise<Response> => {
  const query = new URL(request.url).searchParams
  const language = sandboxLanguage(query.get('lang'))
  try {
    assertSandboxAllowed()
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn(`payment-sandbox: refused (${error.code})`)
    return new Response(JSON.stringify({ code: error.code, message: error.message }), {
      status: 503,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  if (request.method === 'POST') return submit(request, query)
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
  }
  const loaded = await loadPayment(query.get('payment'), language)
  if (!loaded.ok) return html(messagePage(language, loaded.message, loaded.back), loaded.status)
  return html(checkoutPage(loaded.payment, language))
})
