import { createParser } from 'eventsource-parser'
import { parseTutorEvent, type TutorEvent } from './tutor-event'

/**
 * Reads an answer's `text/event-stream` body as it arrives and hands each known event to
 * `onEvent`, in order. Resolves when the body ends; rejects when reading fails, and with the
 * abort reason once `signal` aborts (the reading stops even if the body would go on).
 */
export async function readTutorStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TutorEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const parser = createParser({
    onEvent: (message) => {
      const event = parseTutorEvent(message.event, message.data)
      if (event !== null) onEvent(event)
    },
  })
  // `stream: true` keeps a letter split across two chunks (Arabic is 2 bytes) whole.
  const decoder = new TextDecoder()
  const reader = body.getReader()
  signal?.addEventListener('abort', () => void reader.cancel(), { once: true })
  for (;;) {
    const { value, done } = await reader.read()
    signal?.throwIfAborted()
    if (done) {
      parser.feed(decoder.decode())
      return
    }
    parser.feed(decoder.decode(value, { stream: true }))
  }
}
