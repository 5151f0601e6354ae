// Paymob's settings, read from the environment inside the handler. PAYMOB_SECRET_KEY selects
// Paymob (select-payment-provider.ts); the other values must then be set too, or Paymob is
// unavailable (503) — never a silent fall back to the sandbox.
import { getEnv } from '../env.ts'
import { ProviderUnavailableError } from './payment-provider.ts'

/** Paymob's production API; PAYMOB_API_URL replaces it (tests point it at an emulator). */
export const PAYMOB_DEFAULT_API_URL = 'https://accept.paymob.com'

/** What the Paymob provider needs. */
export interface PaymobSettings {
  /** Base URL of the Intention API and of the unified checkout, without a trailing slash. */
  apiUrl: string
  /** `Authorization: Token <secretKey>` of the Intention API (egy_sk_test_… / egy_sk_live_…). */
  secretKey: string
  /** The unified checkout's publicKey (egy_pk_test_… / egy_pk_live_…). */
  publicKey: string
  /** Key of the callbacks' HMAC-SHA512. */
  hmacSecret: string
  /** The intention's payment_methods: integration ids (card, wallet, kiosk…). */
  integrationIds: number[]
}

/** Whether PAYMOB_SECRET_KEY is set (Paymob is the provider then). */
export function paymobConfigured(): boolean {
  const key = getEnv('PAYMOB_SECRET_KEY')
  return key !== undefined && key !== ''
}

function integrationIds(text: string | undefined): number[] | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const ids = text.split(',').map((part) => part.trim())
  if (!ids.every((id) => /^[1-9][0-9]{0,14}$/.test(id))) return undefined
  return ids.map(Number)
}

/** The settings; throws `payment_provider_unavailable` naming what is missing (never a value). */
export function paymobSettings(): PaymobSettings {
  const secretKey = getEnv('PAYMOB_SECRET_KEY') ?? ''
  const publicKey = getEnv('PAYMOB_PUBLIC_KEY') ?? ''
  const hmacSecret = getEnv('PAYMOB_HMAC_SECRET') ?? ''
  const ids = integrationIds(getEnv('PAYMOB_INTEGRATION_IDS'))
  const missing = [
    secretKey === '' && 'PAYMOB_SECRET_KEY',
    publicKey === '' && 'PAYMOB_PUBLIC_KEY',
    hmacSecret === '' && 'PAYMOB_HMAC_SECRET',
    ids === undefined && 'PAYMOB_INTEGRATION_IDS (comma-separated numbers)',
  ].filter((name): name is string => name !== false)
  if (missing.length > 0 || ids === undefined) {
    throw new ProviderUnavailableError(
      'payment_provider_unavailable',
      `Paymob is selected (PAYMOB_SECRET_KEY) but not fully configured: set ${missing.join(', ')}`,
    )
  }
  const apiUrl = (getEnv('PAYMOB_API_URL') || PAYMOB_DEFAULT_API_URL).replace(/\/+$/, '')
  return { apiUrl, secretKey, publicKey, hmacSecret, integrationIds: ids }
}
