import { corsHeaders } from '../_shared/cors.ts'
import type { Citation } from './citation.ts'
import type { TutorQuota } from './tutor-quota.ts'

/** The server-sent events of one answer, in the order they come. */
export type TutorEvent =
  | {
      event: 'meta'
      data: {
        conversation_id: string
        source: 'course_search' | 'ai'
        language: 'en' | 'ar'
        quota: TutorQuota
      }
    }
  | { event: 'delta'; data: { text: string } }
  | { event: 'replace'; data: { text: string; reason: 'protected_answer' } }
  | { event: 'citations'; data: { citations: Citation[] } }
  | { event: 'done'; data: { message_id: string; quota: TutorQuota } }
  | { event: 'error'; data: { code: string; message: string } }

/** Sends one event of the stream. */
export type SendTutorEvent = (event: TutorEvent) => void

const encoder = new TextEncoder()

/** `event: <name>` and one `data:` line of JSON (JSON never holds a raw newline). */
export function encodeTutorEvent(event: TutorEvent): Uint8Array {
  return encoder.encode(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)
}

/**
 * A `text/event-stream` answer whose events `produce` sends; the stream ends when it returns.
 * `produce` must report its own failures as `error` events: one that throws ends the stream with
 * a generic `error` event. When the caller goes away (the reader cancels), later events are
 * dropped instead of written to a closed stream.
 */
export function tutorEventStream(produce: (send: SendTutorEvent) => Promise<void>): Response {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send: SendTutorEvent = (event) => {
        if (!cancelled) controller.enqueue(encodeTutorEvent(event))
      }
      try {
        await produce(send)
      } catch (error) {
        if (cancelled) return
        console.error(JSON.stringify({ event: 'ai_tutor_stream_failed', message: String(error) }))
        send({
          event: 'error',
          data: { code: 'tutor_unavailable', message: 'The tutor stopped. Try again.' },
        })
      }
      if (!cancelled) controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return new Response(body, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  })
}
