import type { AnswerLanguage } from './answer-language.ts'

/** A row of rpc('search_lesson_passages'). */
export interface LessonPassage {
  lesson_id: string
  course_id: string
  course_slug: string
  lesson_title_en: string
  lesson_title_ar: string
  passage_lang: AnswerLanguage
  source: 'transcript' | 'reading' | 'quiz'
  start_second: number | null
  body: string
  score: number
}
