import { supabase } from '../../lib/supabase-client'
import { authoringErrors } from './authoring-error'

/** The kinds of quiz question. */
export type QuestionKind = 'single' | 'multiple' | 'short'

/** An answer option of a choice question. */
export interface OptionDraft {
  readonly id: string
  readonly text_en: string
  readonly text_ar: string
}

/** A quiz question as its author edits it, answer key included. */
export interface QuestionDraft {
  /** The saved question's id; `null` until it is saved. */
  readonly id: string | null
  readonly kind: QuestionKind
  readonly prompt_en: string
  readonly prompt_ar: string
  readonly options: readonly OptionDraft[]
  readonly correct_option_ids: readonly string[]
  readonly accepted_answers: readonly string[]
  /** A content-bank picture or recording it shows (its path in bank-media), else null. */
  readonly media_path: string | null
}

/** A quiz lesson's pass mark and questions. */
export interface QuizDraft {
  readonly passMark: number
  readonly questions: readonly QuestionDraft[]
}

/** The pass mark a new quiz starts with, in percent. */
export const DEFAULT_PASS_MARK = 70

type Row = Record<string, unknown>
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** A new question of the kind, with two empty options for choice questions. */
export function newQuestion(kind: QuestionKind): QuestionDraft {
  return {
    id: null,
    kind,
    prompt_en: '',
    prompt_ar: '',
    options:
      kind === 'short'
        ? []
        : [
            { id: 'a', text_en: '', text_ar: '' },
            { id: 'b', text_en: '', text_ar: '' },
          ],
    correct_option_ids: [],
    accepted_answers: kind === 'short' ? [''] : [],
    media_path: null,
  }
}

/** A bank question as it is copied into a quiz (for {@link questionFromBank}). */
export interface BankCopySource {
  readonly kind: QuestionKind
  readonly prompt_en: string
  readonly prompt_ar: string
  readonly options: readonly OptionDraft[]
  readonly correct_option_ids: readonly string[]
  readonly accepted_answers: readonly string[]
  readonly media_path?: string | null | undefined
}

/**
 * A copy of a content-bank question for a quiz. A quiz asks in both languages and the bank may
 * hold one: the missing one starts as the other, for the author to translate before saving.
 */
export function questionFromBank(source: BankCopySource): QuestionDraft {
  const both = (en: string, ar: string) => ({ en: en || ar, ar: ar || en })
  const prompt = both(source.prompt_en, source.prompt_ar)
  return {
    id: null,
    kind: source.kind,
    prompt_en: prompt.en,
    prompt_ar: prompt.ar,
    options: source.options.map((option) => {
      const text = both(option.text_en, option.text_ar)
      return { id: option.id, text_en: text.en, text_ar: text.ar }
    }),
    correct_option_ids: [...source.correct_option_ids],
    accepted_answers: [...source.accepted_answers],
    media_path: source.media_path ?? null,
  }
}

/** The next free option id of a question: a, b, c… then o27, o28… */
export function nextOptionId(options: readonly OptionDraft[]): string {
  const taken = new Set(options.map((option) => option.id))
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') if (!taken.has(letter)) return letter
  let n = options.length + 1
  while (taken.has(`o${n}`)) n += 1
  return `o${n}`
}

/** A quiz lesson's questions with their answer keys (only its authors can read the keys). */
export async function fetchQuizDraft(
  lessonId: string,
  passMark: number | null,
): Promise<QuizDraft> {
  const { data, error } = await supabase
    .from('quiz_questions')
    .select(
      'id, position, kind, prompt_en, prompt_ar, options, media_path, quiz_answer_keys(correct_option_ids, accepted_answers)',
    )
    .eq('lesson_id', lessonId)
    .order('position', { ascending: true })
  if (error) throw authoringErrors.from(error)
  const questions = ((data ?? []) as Row[]).map((row): QuestionDraft => {
    const keyRow = (
      Array.isArray(row.quiz_answer_keys) ? row.quiz_answer_keys[0] : row.quiz_answer_keys
    ) as Row | null | undefined
    const kind: QuestionKind = row.kind === 'multiple' || row.kind === 'short' ? row.kind : 'single'
    return {
      id: text(row.id),
      kind,
      prompt_en: text(row.prompt_en),
      prompt_ar: text(row.prompt_ar),
      options: (Array.isArray(row.options) ? (row.options as Row[]) : []).map((option) => ({
        id: text(option.id),
        text_en: text(option.text_en),
        text_ar: text(option.text_ar),
      })),
      correct_option_ids: texts(keyRow?.correct_option_ids),
      accepted_answers: texts(keyRow?.accepted_answers),
      media_path: text(row.media_path) || null,
    }
  })
  return { passMark: passMark ?? DEFAULT_PASS_MARK, questions }
}

/**
 * Saves the whole quiz in one call: the database checks every question (kind, both languages,
 * options, a right answer) and keeps nothing of a refused save. Returns the saved ids in order.
 */
export async function saveQuiz(lessonId: string, quiz: QuizDraft): Promise<string[]> {
  const { data, error } = await supabase.rpc('save_quiz', {
    lesson_id: lessonId,
    pass_mark: quiz.passMark,
    questions: quiz.questions.map((question) => ({
      ...(question.id === null ? {} : { id: question.id }),
      kind: question.kind,
      prompt_en: question.prompt_en,
      prompt_ar: question.prompt_ar,
      options: question.options,
      correct_option_ids: question.correct_option_ids,
      accepted_answers: question.accepted_answers,
      media_path: question.media_path,
    })),
  })
  if (error) throw authoringErrors.from(error)
  return texts(data)
}
