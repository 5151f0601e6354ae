// Which provider takes payments: Paymob when its secret key is configured, else the offline
// sandbox (which itself refuses to run in production).
import { getEnv } from '../env.ts'
import { type PaymentProvider, ProviderUnavailableError } from './payment-provider.ts'
import { sandboxProvider } from './sandbox-provider.ts'
import { assertSandboxAllowed } from './sandbox-settings.ts'

/**
 * The configured provider. Throws {@link ProviderUnavailableError} when Paymob is configured
 * (its provider is the next slice of issue 21 and not in this build) — never falls back to the
 * sandbox then — and when the sandbox would be chosen in production.
 */
export function selectPaymentProvider(): PaymentProvider {
  const paymobKey = getEnv('PAYMOB_SECRET_KEY')
  if (paymobKey !== undefined && paymobKey !== '') {
    throw new ProviderUnavailableError(
      'payment_provider_unavailable',
      'PAYMOB_SECRET_KEY is set but the Paymob provider is not part of this build yet',
    )
  }
  assertSandboxAllowed()
  return sandboxProvider
}
