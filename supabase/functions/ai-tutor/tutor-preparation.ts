import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import type { AnswerLanguage } from './answer-language.ts'
import type { LessonPassage } from './lesson-passage.ts'
import type { ChatMessage } from './socratic-prompt.ts'
import { conversationNotFound, quotaExceeded, TutorError, tutorUnavailable } from './tutor-error.ts'
import type { TutorQuota } from './tutor-quota.ts'
import type { TutorRequest } from './tutor-request.ts'

/** What rpc('tutor_prepare') returns for a question the learner may ask now. */
export interface TutorPreparation {
  learner: string
  quota: TutorQuota
  /** The conversation exists already (its history is sent to a model). */
  continued: boolean
  course_id: string | null
  lesson_id: string | null
  language: AnswerLanguage
  level: string | null
  passages: LessonPassage[]
  history: ChatMessage[]
}

type Refusal =
  | { refusal: 'tutor_quota_exceeded'; quota: TutorQuota }
  | { refusal: 'tutor_rate_limited'; quota: TutorQuota; retry_after_seconds: number }
  | { refusal: 'tutor_conversation_not_found'; quota: TutorQuota }

type Prepared = ({ refusal: null } & TutorPreparation) | Refusal

interface PrepareOptions {
  /** The language the message is written in, null when it has no letters. */
  language: AnswerLanguage | null
  questionsPerMinute: number
  /** How many of the conversation's last messages to return. */
  historyMessages: number
}

function notSignedIn(): TutorError {
  return new TutorError('not_signed_in', 'Sign in to ask the tutor', 401)
}

function refused(prepared: Refusal, perMinute: number): TutorError {
  switch (prepared.refusal) {
    case 'tutor_quota_exceeded':
      return quotaExceeded(prepared.quota)
    case 'tutor_rate_limited':
      return new TutorError('tutor_rate_limited', 'You are asking very fast. Wait a moment.', 429, {
        limit: perMinute,
        retry_after_seconds: prepared.retry_after_seconds,
      })
    case 'tutor_conversation_not_found':
      return conversationNotFound()
  }
}

/**
 * Everything an answer is built from, in one rpc('tutor_prepare') made with the learner's own
 * JWT: the data API verifies the token (an invalid, anon or service token, or an ended session,
 * is `not_signed_in`), and the learner is whoever it names. Throws {@link TutorError} for the
 * refusals: quota (402), rate (429), another learner's conversation (404).
 */
export async function prepareTutorTurn(
  asLearner: SupabaseClient,
  asked: TutorRequest,
  options: PrepareOptions,
): Promise<TutorPreparation> {
  const { data, error, status } = await asLearner.rpc('tutor_prepare', {
    message: asked.message,
    per_minute: options.questionsPerMinute,
    conversation: asked.conversationId,
    course: asked.courseId,
    lesson: asked.lessonId,
    lang: options.language,
    history: options.historyMessages,
  })
  if (error?.details === 'tutor_not_signed_in' || status === 401 || error?.code === '42501') {
    throw notSignedIn()
  }
  if (error) throw tutorUnavailable(error)
  const prepared = data as Prepared
  if (prepared.refusal !== null) throw refused(prepared, options.questionsPerMinute)
  return prepared
}
