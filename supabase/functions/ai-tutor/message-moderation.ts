import { getEnv } from '../_shared/env.ts'
import { isBlockedMessage } from './moderation-blocklist.ts'

/** An OpenAI-compatible moderation endpoint (`POST <baseUrl>/moderations`). */
export interface ModerationSettings {
  baseUrl: string
  apiKey: string | undefined
  model: string
  timeoutMs: number
}

/** How a message was judged, and by what (logged, never with the message). */
export interface ModerationVerdict {
  flagged: boolean
  by: 'provider' | 'blocklist'
}

/**
 * The provider's moderation endpoint when `AI_TUTOR_MODERATION=1` or `AI_TUTOR_MODERATION_MODEL`
 * is set next to `AI_TUTOR_BASE_URL` (model `omni-moderation-latest` unless set); null otherwise.
 * Opt-in, because local servers (Ollama, LM Studio) have no moderation endpoint.
 */
export function moderationSettings(timeoutMs: number): ModerationSettings | null {
  const baseUrl = getEnv('AI_TUTOR_BASE_URL')
  const model = getEnv('AI_TUTOR_MODERATION_MODEL')
  const enabled = getEnv('AI_TUTOR_MODERATION') === '1' || (model !== undefined && model !== '')
  if (!enabled || baseUrl === undefined || baseUrl === '') return null
  return {
    baseUrl,
    apiKey: getEnv('AI_TUTOR_API_KEY'),
    model: model || 'omni-moderation-latest',
    timeoutMs,
  }
}

async function providerFlags(message: string, settings: ModerationSettings): Promise<boolean> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/moderations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, input: message }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  })
  if (!response.ok) throw new Error(`moderation answered ${response.status}`)
  const body = (await response.json()) as { results?: { flagged?: unknown }[] }
  const flagged = body.results?.[0]?.flagged
  if (typeof flagged !== 'boolean') throw new Error('moderation answered without a verdict')
  return flagged
}

/**
 * Judges a question: by the provider's moderation endpoint when configured, else (and when that
 * endpoint fails or is slow, so a moderation outage does not stop the tutor) by the blocklist.
 */
export async function moderateMessage(
  message: string,
  settings: ModerationSettings | null,
): Promise<ModerationVerdict> {
  if (settings !== null) {
    try {
      return { flagged: await providerFlags(message, settings), by: 'provider' }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      console.warn(JSON.stringify({ event: 'ai_tutor_moderation_unavailable', reason }))
    }
  }
  return { flagged: isBlockedMessage(message), by: 'blocklist' }
}
