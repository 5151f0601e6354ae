import { citationsOf } from './citation.ts'
import { offlineAnswer } from './offline-answer.ts'
import { askedOpenItem } from './open-item-match.ts'
import type { PreparedQuestion } from './prepared-question.ts'
import { tutorEventStream } from './tutor-event-stream.ts'

/** Splits a text into stream pieces of whole lines (the browser renders as they come). */
function pieces(text: string): string[] {
  return text.split(/(?<=\n)/)
}

/**
 * The answer without a model ("course search"): built and stored first — so a question over
 * the quota is refused with a plain 402 and never shown — then streamed.
 */
export async function answerOffline(question: PreparedQuestion): Promise<Response> {
  const openItem = askedOpenItem(question.message, question.openItems)
  const answer = offlineAnswer(question.message, question.passages, question.language, openItem)
  const citations = citationsOf(question.passages, question.language)
  const stored = await question.data.record({
    conversationId: question.conversationId,
    question: question.message,
    answer,
    citations,
    source: 'course_search',
    courseId: question.courseId,
    lessonId: question.lessonId,
  })
  return tutorEventStream(async (send) => {
    send({
      event: 'meta',
      data: {
        conversation_id: question.conversationId,
        source: 'course_search',
        language: question.language,
        quota: question.quota,
      },
    })
    for (const text of pieces(answer)) send({ event: 'delta', data: { text } })
    send({ event: 'citations', data: { citations } })
    send({ event: 'done', data: { message_id: stored.answer_id, quota: stored.quota } })
  })
}
