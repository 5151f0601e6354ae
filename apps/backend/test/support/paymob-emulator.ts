import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in for Paymob's Intention API and its transaction processed callback, with the
// shapes of Paymob's public documentation (developers.paymob.com: Create Intention, Unified
// Checkout, Transaction callbacks, HMAC Transaction Callback). It refuses an intention request
// whose header or body is not what Paymob demands, records the ones it accepts, and sends
// callbacks signed here with node:crypto — apart from the functions' Web Crypto code.

/** The keys the emulated merchant account has (test-mode shapes, not real keys). */
export const PAYMOB_TEST_KEYS = {
  secretKey: 'egy_sk_test_splendid_emulator_secret',
  publicKey: 'egy_pk_test_splendid_emulator_public',
  hmacSecret: 'SPLENDIDEMULATORHMACSECRET0123456789',
  integrationIds: [4_097_558, 4_097_559],
} as const

/** Paymob's documented HMAC field order for the processed (POST) callback's `obj`. */
const SIGNED_PATHS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
]

/** The hex HMAC-SHA512 Paymob sends for a transaction `obj`. */
export function paymobHmac(obj: Record<string, unknown>, secret: string): string {
  const text = SIGNED_PATHS.map((path) => {
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], obj)
    return value === null || value === undefined ? '' : String(value)
  }).join('')
  return createHmac('sha512', secret).update(text).digest('hex')
}

/**
 * The query Paymob puts on the redirection URL for a transaction `obj` (its "transaction
 * response callback"): flat fields, `order` = the order id, nested ones dotted, values as text,
 * and `hmac` over the same fields as the processed callback's.
 */
export function paymobReturnQuery(
  obj: Record<string, unknown>,
  options: { secret?: string; hmac?: string } = {},
): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(obj)) {
    if (value !== null && typeof value === 'object') continue
    query.set(key, String(value))
  }
  const order = obj.order as { id: unknown; merchant_order_id?: unknown }
  query.set('order', String(order.id))
  if (order.merchant_order_id !== undefined) {
    query.set('merchant_order_id', String(order.merchant_order_id))
  }
  const source = obj.source_data as Record<string, unknown>
  for (const key of ['pan', 'sub_type', 'type'])
    query.set(`source_data.${key}`, String(source[key]))
  const data = obj.data as { message?: unknown } | undefined
  if (data?.message !== undefined) query.set('data.message', String(data.message))
  query.set('hmac', options.hmac ?? paymobHmac(obj, options.secret ?? PAYMOB_TEST_KEYS.hmacSecret))
  return query
}

/** An intention request the emulator accepted, with its answer. */
export interface RecordedIntention {
  headers: IncomingMessage['headers']
  body: {
    amount: number
    currency: string
    payment_methods: number[]
    items: { name: string; amount: number; description: string; quantity: number }[]
    billing_data: Record<string, string>
    special_reference: string
    notification_url: string
    redirection_url: string
    expiration?: number
  }
  id: string
  clientSecret: string
  orderId: number
}

const REQUIRED_BILLING = ['first_name', 'last_name', 'email', 'phone_number'] as const

/** What is wrong with an intention body, by Paymob's rules, else undefined. */
function intentionProblem(body: RecordedIntention['body']): string | undefined {
  if (!Number.isSafeInteger(body.amount) || body.amount <= 0) return 'amount: cents, positive'
  if (body.currency !== 'EGP') return 'currency: must match the integration (EGP)'
  const ids = body.payment_methods
  if (!Array.isArray(ids) || ids.length === 0) return 'payment_methods: required'
  if (!ids.every((id) => (PAYMOB_TEST_KEYS.integrationIds as readonly number[]).includes(id))) {
    return 'Integration ID/Name does not exist in our system'
  }
  const items = body.items ?? []
  if (items.reduce((sum, item) => sum + item.amount * item.quantity, 0) !== body.amount) {
    return 'items: the sum of the items must equal the amount'
  }
  for (const field of REQUIRED_BILLING) {
    if (typeof body.billing_data?.[field] !== 'string' || body.billing_data[field] === '') {
      return `billing_data.${field}: required`
    }
  }
  for (const url of [body.notification_url, body.redirection_url]) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return 'urls: absolute URLs'
  }
  if (typeof body.special_reference !== 'string' || body.special_reference === '') {
    return 'special_reference: required here'
  }
  return undefined
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/** A running emulator. */
export interface PaymobEmulator {
  url: string
  intentions: RecordedIntention[]
  /** A processed-callback `obj` for `intention`: a paid card transaction unless overridden. */
  transaction(intention: RecordedIntention, overrides?: Record<string, unknown>): TransactionObj
  /** POSTs `{ type: 'TRANSACTION', obj }` to the intention's notification_url, `?hmac=`. */
  sendCallback(
    intention: RecordedIntention,
    obj: TransactionObj,
    options?: { hmac?: string; secret?: string },
  ): Promise<{ status: number; body: Record<string, unknown> }>
  close(): Promise<void>
}

type TransactionObj = Record<string, unknown> & { id: number }

/** Starts the emulator on a loopback port. */
export async function startPaymobEmulator(): Promise<PaymobEmulator> {
  const intentions: RecordedIntention[] = []
  let nextId = 192_036_465
  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'POST' || request.url !== '/v1/intention/') {
      return answer(404, { detail: 'Not found.' })
    }
    if (request.headers.authorization !== `Token ${PAYMOB_TEST_KEYS.secretKey}`) {
      return answer(401, { detail: 'Invalid token.' })
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return answer(415, { detail: 'Unsupported media type' })
    }
    const body = (await readJson(request).catch(() => undefined)) as RecordedIntention['body']
    const problem = body === undefined ? 'JSON body required' : intentionProblem(body)
    if (problem !== undefined) return answer(400, { detail: problem })
    nextId += 1
    const recorded: RecordedIntention = {
      headers: request.headers,
      body,
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      orderId: nextId,
    }
    intentions.push(recorded)
    answer(201, {
      id: recorded.id,
      client_secret: recorded.clientSecret,
      intention_order_id: recorded.orderId,
      special_reference: body.special_reference,
      payment_methods: body.payment_methods.map((id) => ({ integration_id: id })),
      status: 'intended',
      object: 'paymentintention',
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let transactionId = 300_000_000

  return {
    url: `http://127.0.0.1:${port}`,
    intentions,
    transaction(intention, overrides = {}) {
      transactionId += 1
      return {
        id: transactionId,
        pending: false,
        amount_cents: intention.body.amount,
        success: true,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: intention.body.payment_methods[0],
        profile_id: 302_852,
        has_parent_transaction: false,
        order: {
          id: intention.orderId,
          merchant_order_id: intention.body.special_reference,
          amount_cents: intention.body.amount,
          currency: intention.body.currency,
        },
        created_at: '2026-11-27T11:33:44.592345',
        currency: intention.body.currency,
        source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
        error_occured: false,
        owner: 302_852,
        data: { message: 'Approved' },
        ...overrides,
      }
    },
    async sendCallback(intention, obj, options = {}) {
      const hmac = options.hmac ?? paymobHmac(obj, options.secret ?? PAYMOB_TEST_KEYS.hmacSecret)
      const url = new URL(intention.body.notification_url)
      url.searchParams.set('hmac', hmac)
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
