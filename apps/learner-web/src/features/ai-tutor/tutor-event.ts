import { parseTutorCitations, type TutorCitation } from './tutor-citation'
import { parseTutorQuota, type TutorQuota } from './tutor-quota'

/** Where an answer came from: the course's lessons alone, or a model. */
export type TutorSource = 'course_search' | 'ai'

/** One server-sent event of an answer (supabase/functions/ai-tutor), parsed and typed. */
export type TutorEvent =
  | {
      readonly type: 'meta'
      readonly conversationId: string
      readonly source: TutorSource
      readonly quota: TutorQuota | null
    }
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'replace'; readonly text: string }
  | { readonly type: 'citations'; readonly citations: readonly TutorCitation[] }
  | { readonly type: 'done'; readonly messageId: string; readonly quota: TutorQuota | null }
  | { readonly type: 'error'; readonly code: string; readonly message: string }

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * The event named `name` with the JSON `data`, or null for an unknown name or data that is not
 * JSON (a later server may add events; the browser skips what it does not know).
 */
export function parseTutorEvent(name: string | undefined, data: string): TutorEvent | null {
  let body: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(data)
    if (typeof parsed !== 'object' || parsed === null) return null
    body = parsed as Record<string, unknown>
  } catch {
    return null
  }
  switch (name) {
    case 'meta':
      return {
        type: 'meta',
        conversationId: text(body.conversation_id),
        source: body.source === 'ai' ? 'ai' : 'course_search',
        quota: parseTutorQuota(body.quota),
      }
    case 'delta':
      return { type: 'delta', text: text(body.text) }
    case 'replace':
      return { type: 'replace', text: text(body.text) }
    case 'citations':
      return { type: 'citations', citations: parseTutorCitations(body.citations) }
    case 'done':
      return { type: 'done', messageId: text(body.message_id), quota: parseTutorQuota(body.quota) }
    case 'error':
      return {
        type: 'error',
        code: text(body.code) || 'tutor_unavailable',
        message: text(body.message),
      }
    default:
      return null
  }
}
