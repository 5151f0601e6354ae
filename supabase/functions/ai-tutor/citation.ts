import type { AnswerLanguage } from './answer-language.ts'
import type { LessonPassage } from './lesson-passage.ts'

/** A lesson an answer used, with the link that opens it at the right place. */
export interface Citation {
  lesson_id: string
  course_id: string
  course_slug: string
  /** The lesson's title in the answer's language. */
  title: string
  /** The language of the cited passage. */
  lang: AnswerLanguage
  source: LessonPassage['source']
  /** Seconds into the video (transcripts), else null. */
  start_second: number | null
  /** `/course/<slug>?lesson=<id>` plus `&t=<seconds>` for a video. */
  url: string
}

/** One citation per lesson and video second, in the order the passages came. */
export function citationsOf(
  passages: readonly LessonPassage[],
  language: AnswerLanguage,
): Citation[] {
  const seen = new Set<string>()
  const citations: Citation[] = []
  for (const passage of passages) {
    const key = `${passage.lesson_id}@${passage.start_second ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    const time = passage.start_second === null ? '' : `&t=${passage.start_second}`
    citations.push({
      lesson_id: passage.lesson_id,
      course_id: passage.course_id,
      course_slug: passage.course_slug,
      title: language === 'ar' ? passage.lesson_title_ar : passage.lesson_title_en,
      lang: passage.passage_lang,
      source: passage.source,
      start_second: passage.start_second,
      url: `/course/${encodeURIComponent(passage.course_slug)}?lesson=${passage.lesson_id}${time}`,
    })
  }
  return citations
}
