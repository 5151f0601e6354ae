import { type ProviderSettings, streamChatCompletion } from './chat-completion-stream.ts'
import { citationsOf } from './citation.ts'
import type { PreparedQuestion } from './prepared-question.ts'
import { ProtectedAnswerGuard, protectedAnswers } from './protected-answer-guard.ts'
import { PROTECTED_ANSWER_REFUSAL } from './refusal-texts.ts'
import { socraticMessages } from './socratic-prompt.ts'
import { TutorError } from './tutor-error.ts'
import { tutorEventStream } from './tutor-event-stream.ts'

/** How many earlier messages of the conversation the model sees. */
export const HISTORY_MESSAGES = 6

/**
 * The answer of an OpenAI-compatible model, streamed as it comes through the protected-answer
 * guard. It is stored (and counted) only once complete; a provider failure or timeout ends the
 * stream with an `error` event and counts nothing.
 */
export async function answerWithProvider(
  question: PreparedQuestion,
  provider: ProviderSettings,
): Promise<Response> {
  const messages = socraticMessages(question.message, {
    language: question.language,
    level: question.level,
    passages: question.passages,
    openItems: question.openItems,
    history: question.history,
  })
  const guard = new ProtectedAnswerGuard(protectedAnswers(question.openItems))
  const citations = citationsOf(question.passages, question.language)
  return tutorEventStream(async (send) => {
    send({
      event: 'meta',
      data: {
        conversation_id: question.conversationId,
        source: 'ai',
        language: question.language,
        quota: question.quota,
      },
    })
    try {
      let blocked = false
      for await (const piece of streamChatCompletion(provider, messages, question.signal)) {
        const step = guard.push(piece)
        if (step.release !== '') send({ event: 'delta', data: { text: step.release } })
        if (step.blocked) {
          blocked = true
          break
        }
      }
      const last = blocked ? { release: '', blocked } : guard.finish()
      if (last.release !== '') send({ event: 'delta', data: { text: last.release } })
      let answer = guard.received.trim()
      if (last.blocked) {
        answer = PROTECTED_ANSWER_REFUSAL[question.language]
        send({ event: 'replace', data: { text: answer, reason: 'protected_answer' } })
      }
      if (answer === '')
        throw new TutorError('tutor_provider_failed', 'The tutor sent an empty answer.', 502)
      const stored = await question.data.record({
        conversationId: question.conversationId,
        question: question.message,
        answer,
        citations,
        source: 'ai',
        courseId: question.courseId,
        lessonId: question.lessonId,
      })
      send({ event: 'citations', data: { citations } })
      send({ event: 'done', data: { message_id: stored.answer_id, quota: stored.quota } })
    } catch (error) {
      if (!(error instanceof TutorError)) throw error
      if (error.code === 'tutor_provider_failed' || error.code === 'tutor_provider_timeout') {
        console.warn(JSON.stringify({ event: 'ai_tutor_provider_error', code: error.code }))
      }
      send({ event: 'error', data: { code: error.code, message: error.message } })
    }
  })
}
