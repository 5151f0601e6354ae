import { useLingui } from '@lingui/react/macro'
import { useLocale } from '../../lib/use-locale'
import type { PublishProblem } from './authoring-queries'
import type { CourseDraft } from './course-draft'

/** Where a problem is in the outline: "2.3 “Greetings”" for a lesson, "2" for a chapter. */
function locate(course: CourseDraft, problem: PublishProblem, locale: 'en' | 'ar') {
  for (const [chapterIndex, chapter] of course.chapters.entries()) {
    if (chapter.id === problem.chapterId && problem.lessonId === null) {
      return {
        number: String(chapterIndex + 1),
        title: locale === 'ar' ? chapter.title_ar : chapter.title_en,
      }
    }
    const lessonIndex = chapter.lessons.findIndex((lesson) => lesson.id === problem.lessonId)
    const lesson = chapter.lessons[lessonIndex]
    if (lesson) {
      return {
        number: `${chapterIndex + 1}.${lessonIndex + 1}`,
        title: locale === 'ar' ? lesson.title_ar : lesson.title_en,
      }
    }
  }
  return { number: '', title: '' }
}

/** Says in the interface language what a publishing problem is and where. */
export function usePublishProblemText(course: CourseDraft) {
  const { t } = useLingui()
  const locale = useLocale()
  return (problem: PublishProblem): string => {
    const language = problem.lang === 'ar' ? t`Arabic` : t`English`
    const { number, title } = locate(course, problem, locale)
    switch (problem.code) {
      case 'title_missing':
        return t`The course title in ${language} is missing.`
      case 'description_missing':
        return t`The course description in ${language} is missing.`
      case 'no_lessons':
        return t`The course has no lessons yet.`
      case 'chapter_empty':
        return t`Chapter ${number} “${title}” has no lessons.`
      case 'video_missing':
        return t`Lesson ${number} “${title}”: the video is missing.`
      case 'caption_missing':
        return t`Lesson ${number} “${title}”: the ${language} captions are missing.`
      case 'reading_missing':
        return t`Lesson ${number} “${title}”: the ${language} text is missing.`
      case 'quiz_no_questions':
        return t`Lesson ${number} “${title}”: the quiz has no questions.`
      case 'quiz_pass_mark_missing':
        return t`Lesson ${number} “${title}”: the quiz has no pass mark yet (save the quiz).`
      case 'quiz_key_missing':
        return t`Lesson ${number} “${title}”: a question has no right answer.`
      default:
        return t`Something is missing (${problem.code}).`
    }
  }
}
