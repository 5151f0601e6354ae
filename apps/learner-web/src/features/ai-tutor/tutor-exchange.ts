import type { TutorCitation } from './tutor-citation'
import type { TutorEvent, TutorSource } from './tutor-event'
import { type TutorFailureCode, tutorFailureCode } from './tutor-request-error'

/** Why a question got no complete answer: the server's code, or the network's. */
export interface TutorFailure {
  readonly code: TutorFailureCode
  readonly message: string
  readonly retryAfterSeconds: number | null
}

/** One question and its answer as it streams in. */
export interface TutorExchange {
  readonly question: string
  readonly conversationId: string
  readonly status: 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed'
  /** The Markdown shown so far (deltas appended, a `replace` swaps it all). */
  readonly answer: string
  readonly source: TutorSource | null
  readonly citations: readonly TutorCitation[]
  /** The stored answer's id, once `done`. */
  readonly messageId: string | null
  readonly failure: TutorFailure | null
}

/** What happens to an exchange: it starts, an event arrives, the learner stops it, it fails. */
export type TutorExchangeAction =
  | { readonly type: 'start'; readonly question: string; readonly conversationId: string }
  | { readonly type: 'event'; readonly event: TutorEvent }
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly failure: TutorFailure }
  /** The stream ended; without `done` or `error` first, that is a failure. */
  | { readonly type: 'ended' }

function applyEvent(exchange: TutorExchange, event: TutorEvent): TutorExchange {
  switch (event.type) {
    case 'meta':
      return {
        ...exchange,
        status: 'streaming',
        conversationId: event.conversationId || exchange.conversationId,
        source: event.source,
      }
    case 'delta':
      return { ...exchange, status: 'streaming', answer: exchange.answer + event.text }
    case 'replace':
      return { ...exchange, answer: event.text }
    case 'citations':
      return { ...exchange, citations: event.citations }
    case 'done':
      return { ...exchange, status: 'done', messageId: event.messageId }
    case 'error':
      return {
        ...exchange,
        status: 'failed',
        failure: {
          code: tutorFailureCode(event.code),
          message: event.message,
          retryAfterSeconds: null,
        },
      }
    default: {
      const unknown: never = event
      throw new TypeError(`Unknown tutor event: ${JSON.stringify(unknown)}`)
    }
  }
}

function finished(exchange: TutorExchange): boolean {
  return exchange.status === 'done' || exchange.status === 'failed' || exchange.status === 'stopped'
}

/** The exchange after `action`; `null` before the first question. */
export function tutorExchangeReducer(
  exchange: TutorExchange | null,
  action: TutorExchangeAction,
): TutorExchange | null {
  if (action.type === 'start') {
    return {
      question: action.question,
      conversationId: action.conversationId,
      status: 'waiting',
      answer: '',
      source: null,
      citations: [],
      messageId: null,
      failure: null,
    }
  }
  if (exchange === null || finished(exchange)) return exchange
  switch (action.type) {
    case 'event':
      return applyEvent(exchange, action.event)
    case 'stopped':
      return { ...exchange, status: 'stopped' }
    case 'failed':
      return { ...exchange, status: 'failed', failure: action.failure }
    case 'ended':
      return {
        ...exchange,
        status: 'failed',
        failure: {
          code: 'tutor_unavailable',
          message: 'The answer ended early.',
          retryAfterSeconds: null,
        },
      }
    default: {
      const unknown: never = action
      throw new TypeError(`Unknown tutor action: ${JSON.stringify(unknown)}`)
    }
  }
}
