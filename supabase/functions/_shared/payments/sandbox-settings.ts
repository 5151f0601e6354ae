// Settings of the offline payment sandbox. The sandbox grants premium without money, so it
// refuses to run in production; its signing secret has a development default for `start`.
import { getEnv } from '../env.ts'
import { ProviderUnavailableError } from './payment-provider.ts'

/** The signing secret used when SANDBOX_HMAC_SECRET is unset (development and tests only). */
export const SANDBOX_DEV_HMAC_SECRET = 'splendid-sandbox-hmac-secret-for-development-only'

/** Throws `payment_sandbox_disabled` when NODE_ENV is `production`. */
export function assertSandboxAllowed(): void {
  if (getEnv('NODE_ENV') === 'production') {
    throw new ProviderUnavailableError(
      'payment_sandbox_disabled',
      'The payment sandbox is disabled when NODE_ENV=production: configure a real payment provider',
    )
  }
}

/** The secret that signs sandbox callbacks (SANDBOX_HMAC_SECRET, else the development default). */
export function sandboxHmacSecret(): string {
  const secret = getEnv('SANDBOX_HMAC_SECRET')
  return secret === undefined || secret === '' ? SANDBOX_DEV_HMAC_SECRET : secret
}
