import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import type { Citation } from './citation.ts'
import type { OpenItem } from './open-item.ts'
import { conversationNotFound, quotaExceeded, tutorUnavailable } from './tutor-error.ts'
import type { TutorQuota } from './tutor-quota.ts'

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

/**
 * The tutor's service-role reads and writes for one learner: the open items with the answers to
 * protect, and the answer record, which only the service role may see and write.
 */
export class TutorData {
  constructor(
    private readonly asService: SupabaseClient,
    readonly learnerId: string,
  ) {}

  /** The learner's open quiz and homework items in `courseId` (or their courses), answers too. */
  async openItems(courseId: string | null): Promise<OpenItem[]> {
    const { data, error } = await this.asService.rpc('tutor_open_items', {
      learner: this.learnerId,
      course: courseId,
    })
    if (error) throw tutorUnavailable(error)
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
    if (error) throw tutorUnavailable(error)
    return data as { answer_id: string; quota: TutorQuota }
  }
}
