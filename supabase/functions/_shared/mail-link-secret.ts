// The secret that signs the links of Splendid's mails (notification unsubscribe, newsletter).
import { getEnv } from './env.ts'

/** NOTIFICATION_EMAIL_SECRET; a development default, refused when NODE_ENV=production. */
export function mailLinkSecret(): string {
  const configured = getEnv('NOTIFICATION_EMAIL_SECRET')
  if (configured) return configured
  if (getEnv('NODE_ENV') === 'production') throw new Error('NOTIFICATION_EMAIL_SECRET is not set')
  return 'splendid-local-notification-email-secret'
}
