// Which provider takes payments: Paymob when its secret key is configured, else the offline
// sandbox (which itself refuses to run in production).
import type { PaymentProvider } from './payment-provider.ts'
import { paymobProvider } from './paymob-provider.ts'
import { paymobConfigured, paymobSettings } from './paymob-settings.ts'
import { sandboxProvider } from './sandbox-provider.ts'
import { assertSandboxAllowed } from './sandbox-settings.ts'

/**
 * The configured provider. Throws ProviderUnavailableError when PAYMOB_SECRET_KEY is set
 * but Paymob's other settings are missing — never falls back to the sandbox then — and when the
 * sandbox would be chosen in production.
 */
export function selectPaymentProvider(): PaymentProvider {
  if (paymobConfigured()) {
    paymobSettings()
    return paymobProvider
  }
  assertSandboxAllowed()
  return sandboxProvider
}
