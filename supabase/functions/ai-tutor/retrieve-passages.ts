import type { AnswerLanguage } from './answer-language.ts'
import type { LessonPassage } from './lesson-passage.ts'
import type { TutorData } from './tutor-data.ts'

/** How many passages an answer quotes or a model is given. */
const PASSAGES_PER_ANSWER = 3

/**
 * The best passages for `message`: from the course (and lesson) in view and in the answer's
 * language first, then in either language, then from any course the learner may open.
 */
export async function retrievePassages(
  data: TutorData,
  message: string,
  courseId: string | null,
  lessonId: string | null,
  language: AnswerLanguage,
): Promise<LessonPassage[]> {
  const scopes = [
    { course: courseId, lesson: lessonId, lang: language },
    { course: courseId, lesson: lessonId, lang: null },
  ]
  if (courseId !== null) {
    scopes.push(
      { course: null, lesson: null, lang: language },
      { course: null, lesson: null, lang: null },
    )
  }
  for (const scope of scopes) {
    const passages = await data.search(message, scope, PASSAGES_PER_ANSWER)
    if (passages.length > 0) return passages
  }
  return []
}
