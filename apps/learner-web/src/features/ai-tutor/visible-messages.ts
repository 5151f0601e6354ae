import type { TutorMessage } from './tutor-conversations'
import type { TutorExchange } from './tutor-exchange'

/** What the chat shows: the stored messages, and whether the live exchange follows them. */
export interface VisibleMessages {
  readonly stored: readonly TutorMessage[]
  readonly showLive: boolean
}

/**
 * The stored messages of conversation `conversationId` and the exchange on its way, each shown
 * once: the server stores an answer before (course search) or after (a model) streaming it, so
 * a read made meanwhile may already hold the question and answer that are still streaming.
 */
export function visibleMessages(
  conversationId: string,
  stored: readonly TutorMessage[],
  exchange: TutorExchange | null,
): VisibleMessages {
  if (exchange === null || exchange.conversationId !== conversationId) {
    return { stored, showLive: false }
  }
  if (exchange.messageId !== null && stored.some((message) => message.id === exchange.messageId)) {
    return { stored, showLive: false }
  }
  const answer = stored.at(-1)
  const question = stored.at(-2)
  const storedAlready =
    answer?.role === 'assistant' &&
    question?.role === 'user' &&
    question.content === exchange.question
  return { stored: storedAlready ? stored.slice(0, -2) : stored, showLive: true }
}
