// The public URLs a payment provider hands out: this project's functions (the sandbox page, the
// callback Paymob is told about) and the app's result page the learner comes back to.
import { getEnv, requireEnv } from '../env.ts'

/** The public URL of a function of this project: `${SUPABASE_URL}/functions/v1/<name>`. */
export function functionUrl(name: string): string {
  return `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/${name}`
}

/** The learner-facing app: SITE_URL without a trailing slash (default: the Vite dev server). */
export function siteUrl(): string {
  return (getEnv('SITE_URL') || 'http://localhost:5173').replace(/\/+$/, '')
}

/** The app's page showing a payment's outcome: `${SITE_URL}/payment/result?payment=<id>`. */
export function paymentResultUrl(paymentId: string): string {
  return `${siteUrl()}/payment/result?${new URLSearchParams({ payment: paymentId })}`
}
