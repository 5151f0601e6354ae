import type { AnswerLanguage } from './answer-language.ts'
import type { LessonPassage } from './lesson-passage.ts'
import type { OpenItem } from './open-item.ts'
import type { ChatMessage } from './socratic-prompt.ts'
import type { TutorData } from './tutor-data.ts'
import type { TutorQuota } from './tutor-quota.ts'

/** A question that passed every check, with everything an answer is built from. */
export interface PreparedQuestion {
  data: TutorData
  message: string
  conversationId: string
  courseId: string | null
  lessonId: string | null
  language: AnswerLanguage
  level: string | null
  quota: TutorQuota
  passages: LessonPassage[]
  openItems: OpenItem[]
  /** The conversation's last messages, oldest first (empty for a new one or offline). */
  history: ChatMessage[]
  signal: AbortSignal
}
