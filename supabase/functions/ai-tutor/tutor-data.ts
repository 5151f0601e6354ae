import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import type { Citation } from './citation.ts'
import type { LessonPassage } from './lesson-passage.ts'
import type { OpenItem } from './open-item.ts'
import type { ChatMessage } from './socratic-prompt.ts'
import { TutorError } from './tutor-error.ts'
import type { TutorQuota } from './tutor-quota.ts'

/** A conversation as the function needs it. */
export interface ConversationRow {
  user_id: string
  course_id: string | null
  lesson_id: string | null
}

/** What is stored once an answer is complete. */
export interface AnswerRecord {
  conversationId: string
  question: string
  answer: string
  citations: readonly Citation[]
  source: 'course_search' | 'ai'
  courseId: string | null
  lessonId: string | null
}

interface DatabaseError {
  message: string
  details?: string | null
}

function unavailable(error: DatabaseError): TutorError {
  console.error(JSON.stringify({ event: 'ai_tutor_database_error', message: error.message }))
  return new TutorError('tutor_unavailable', 'The tutor is unavailable right now. Try again.', 503)
}

/** A quota refusal, as JSON and as an `error` event. */
export function quotaExceeded(quota: TutorQuota | null): TutorError {
  return new TutorError(
    'tutor_quota_exceeded',
    'You have used today’s free AI Tutor questions. Upgrade to Premium for unlimited access.',
    402,
    quota === null ? {} : { quota },
  )
}

/**
 * The tutor's reads and writes. Lesson content is searched with the learner's own JWT (so
 * premium and draft rules apply to them); the quota, rate slots, open items and the answer
 * record go through the service role, which alone may call those functions.
 */
export class TutorData {
  constructor(
    private readonly asLearner: SupabaseClient,
    private readonly asService: SupabaseClient,
    readonly learnerId: string,
  ) {}

  async quota(): Promise<TutorQuota> {
    const { data, error } = await this.asService.rpc('tutor_quota', { learner: this.learnerId })
    if (error) throw unavailable(error)
    return data as TutorQuota
  }

  async takeRateSlot(
    perMinute: number,
  ): Promise<{ granted: boolean; retry_after_seconds: number }> {
    const { data, error } = await this.asService.rpc('take_tutor_rate_slot', {
      learner: this.learnerId,
      per_minute: perMinute,
    })
    if (error) throw unavailable(error)
    return data as { granted: boolean; retry_after_seconds: number }
  }

  async conversation(id: string): Promise<ConversationRow | null> {
    const { data, error } = await this.asService
      .from('tutor_conversations')
      .select('user_id, course_id, lesson_id')
      .eq('id', id)
      .maybeSingle()
    if (error) throw unavailable(error)
    return data as ConversationRow | null
  }

  /** The last `count` messages of a conversation, oldest first. */
  async history(conversationId: string, count: number): Promise<ChatMessage[]> {
    const { data, error } = await this.asService
      .from('tutor_messages')
      .select('role, content')
      .eq('conversation_id', conversationId)
      .order('created_at', { ascending: false })
      .limit(count)
    if (error) throw unavailable(error)
    return ((data ?? []) as ChatMessage[]).reverse()
  }

  async lessonCourse(lessonId: string): Promise<string | null> {
    const { data, error } = await this.asLearner
      .from('lessons')
      .select('course_id')
      .eq('id', lessonId)
      .maybeSingle()
    if (error) throw unavailable(error)
    return (data as { course_id: string } | null)?.course_id ?? null
  }

  async profile(): Promise<{ placement_level: string | null; preferred_language: string | null }> {
    const { data, error } = await this.asLearner
      .from('profiles')
      .select('placement_level, preferred_language')
      .eq('id', this.learnerId)
      .maybeSingle()
    if (error) throw unavailable(error)
    return (data ?? { placement_level: null, preferred_language: null }) as {
      placement_level: string | null
      preferred_language: string | null
    }
  }

  async search(
    q: string,
    scope: { course: string | null; lesson: string | null; lang: string | null },
    max: number,
  ): Promise<LessonPassage[]> {
    const { data, error } = await this.asLearner.rpc('search_lesson_passages', {
      q,
      course: scope.course,
      lesson: scope.lesson,
      lang: scope.lang,
      max,
    })
    if (error) throw unavailable(error)
    return (data ?? []) as LessonPassage[]
  }

  async openItems(courseId: string | null): Promise<OpenItem[]> {
    const { data, error } = await this.asService.rpc('tutor_open_items', {
      learner: this.learnerId,
      course: courseId,
    })
    if (error) throw unavailable(error)
    return (data ?? []) as OpenItem[]
  }

  /** Stores the question and answer within the quota; throws `tutor_quota_exceeded` (402). */
  async record(answer: AnswerRecord): Promise<{ answer_id: string; quota: TutorQuota }> {
    const { data, error } = await this.asService.rpc('record_tutor_answer', {
      learner: this.learnerId,
      conversation: answer.conversationId,
      question: answer.question,
      answer: answer.answer,
      citations: answer.citations,
      source: answer.source,
      course: answer.courseId,
      lesson: answer.lessonId,
    })
    if (error?.details === 'tutor_quota_exceeded') throw quotaExceeded(null)
    if (error?.details === 'tutor_conversation_not_found') throw conversationNotFound()
    if (error) throw unavailable(error)
    return data as { answer_id: string; quota: TutorQuota }
  }
}

/** Another learner's (or a malformed) conversation id. */
export function conversationNotFound(): TutorError {
  return new TutorError('tutor_conversation_not_found', 'This conversation does not exist.', 404)
}
