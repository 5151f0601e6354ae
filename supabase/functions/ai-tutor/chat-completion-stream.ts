import { createParser } from 'npm:eventsource-parser@3'
import type { ChatMessage } from './socratic-prompt.ts'
import { TutorError } from './tutor-error.ts'

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface ProviderSettings {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1` (Ollama). */
  baseUrl: string
  apiKey: string | undefined
  model: string
  firstTokenTimeoutMs: number
  idleTimeoutMs: number
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[]
}

function failed(message: string): TutorError {
  return new TutorError('tutor_provider_failed', message, 502)
}

/**
 * Streams the text deltas of `POST <baseUrl>/chat/completions` with `stream: true`, parsing the
 * server-sent events with eventsource-parser. Throws {@link TutorError}
 * `tutor_provider_timeout` when no first token comes within `firstTokenTimeoutMs` (or the
 * stream pauses longer than `idleTimeoutMs`) and `tutor_provider_failed` for HTTP errors, bad
 * chunks and streams that end without `[DONE]`. `signal` (the caller leaving) aborts the call.
 */
export async function* streamChatCompletion(
  settings: ProviderSettings,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const abort = new AbortController()
  const onLeave = () => abort.abort()
  signal.addEventListener('abort', onLeave)
  let timedOut = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = true
      abort.abort()
    }, ms)
  }
  arm(settings.firstTokenTimeoutMs)
  const timeoutError = () =>
    new TutorError('tutor_provider_timeout', 'The tutor took too long to answer. Try again.', 504)
  try {
    let response: Response
    try {
      response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, stream: true, temperature: 0.3, messages }),
        signal: abort.signal,
      })
    } catch {
      throw timedOut ? timeoutError() : failed('The tutor service cannot be reached.')
    }
    if (!response.ok || response.body === null) {
      throw failed(`The tutor service answered ${response.status}.`)
    }
    const pending: string[] = []
    let done = false
    let broken: TutorError | null = null
    const parser = createParser({
      onEvent(event) {
        if (event.data === '[DONE]') {
          done = true
          return
        }
        try {
          const chunk = JSON.parse(event.data) as CompletionChunk
          const content = chunk.choices?.[0]?.delta?.content
          if (typeof content === 'string' && content !== '') pending.push(content)
        } catch {
          broken = failed('The tutor service sent a malformed answer.')
        }
      },
    })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    while (!done) {
      let read: ReadableStreamReadResult<string>
      try {
        read = await reader.read()
      } catch {
        throw timedOut ? timeoutError() : failed('The tutor service stopped answering.')
      }
      if (read.done) break
      parser.feed(read.value)
      if (broken !== null) throw broken
      while (pending.length > 0) {
        arm(settings.idleTimeoutMs)
        yield pending.shift() as string
      }
    }
    if (!done) throw failed('The tutor service ended its answer early.')
    void reader.cancel().catch(() => undefined)
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', onLeave)
    abort.abort()
  }
}
