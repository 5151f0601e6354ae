import { BACKEND_URL } from '../../support/ports'
import { apiKey, okResponse } from './backend-admin'

const SERVICE = apiKey('service_role')

/** Reads rows of the data API with the service key (`path` after /rest/v1/). */
async function serviceRows<Row>(path: string): Promise<Row[]> {
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/${path}`, {
      headers: { apikey: SERVICE, authorization: `Bearer ${SERVICE}` },
    }),
    `read of ${path}`,
  )
  return (await response.json()) as Row[]
}

/** The id of a seeded lesson, by its course's slug and its own. */
export async function seededLessonId(courseSlug: string, lessonSlug: string): Promise<string> {
  const [lesson] = await serviceRows<{ id: string }>(
    `lessons?select=id,courses!inner(slug)&slug=eq.${lessonSlug}&courses.slug=eq.${courseSlug}`,
  )
  if (!lesson) throw new Error(`no seeded lesson ${courseSlug}/${lessonSlug}`)
  return lesson.id
}

/** One quiz question as the learner sees it, with its right answer (read with the service key). */
export interface AnsweredQuestion {
  readonly kind: 'single' | 'multiple' | 'short'
  readonly prompt: { readonly en: string; readonly ar: string }
  /** The right options' texts (single, multiple). */
  readonly rightOptions: readonly { readonly en: string; readonly ar: string }[]
  /** An accepted answer (short). */
  readonly accepted: string
}

/** The questions of a quiz lesson with their right answers, in order. */
export async function quizWithAnswers(lessonId: string): Promise<AnsweredQuestion[]> {
  const questions = await serviceRows<{
    id: string
    kind: AnsweredQuestion['kind']
    prompt_en: string
    prompt_ar: string
    options: { id: string; text_en: string; text_ar: string }[]
  }>(
    `quiz_questions?select=id,kind,prompt_en,prompt_ar,options&lesson_id=eq.${lessonId}&order=position`,
  )
  const keys = await serviceRows<{
    question_id: string
    correct_option_ids: string[]
    accepted_answers: string[]
  }>(`quiz_answer_keys?question_id=in.(${questions.map((question) => question.id).join(',')})`)
  return questions.map((question) => {
    const key = keys.find((row) => row.question_id === question.id)
    return {
      kind: question.kind,
      prompt: { en: question.prompt_en, ar: question.prompt_ar },
      rightOptions: question.options
        .filter((option) => key?.correct_option_ids.includes(option.id))
        .map((option) => ({ en: option.text_en, ar: option.text_ar })),
      accepted: key?.accepted_answers[0] ?? '',
    }
  })
}
