import type { EditorConfig } from '../config'

/**
 * Starts product analytics when, and only when, a key is configured (off by default: no script,
 * no network call). Person profiles are made for identified users only, and session recordings
 * mask password inputs.
 */
export async function startAnalytics(config: EditorConfig['analytics']): Promise<boolean> {
  if (config === null) return false
  const { default: posthog } = await import('posthog-js')
  posthog.init(config.key, {
    api_host: config.host,
    person_profiles: 'identified_only',
    session_recording: { maskInputOptions: { password: true } },
  })
  return true
}
