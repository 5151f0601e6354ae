// A content-bank question as the browser writes it, and the checks the server makes
// (bank_question_problem in 20250513000000_content_bank.sql): the import preview and the form
// say what is wrong before anything is sent; the server decides.
import { CEFR_LEVELS, type CefrLevel } from '@splendid/domain'
import { COURSE_SUBJECTS, type CourseSubject } from '../catalog/catalog-query'

export const BANK_KINDS = ['single', 'multiple', 'short'] as const
export const BANK_LEVELS = CEFR_LEVELS
export const BANK_SKILLS = [
  'grammar',
  'vocabulary',
  'reading',
  'listening',
  'writing',
  'speaking',
] as const
/** The subjects of the catalogue (the same check in SQL). */
export const BANK_SUBJECTS = COURSE_SUBJECTS

export type BankKind = (typeof BANK_KINDS)[number]
export type BankLevel = CefrLevel
export type BankSkill = (typeof BANK_SKILLS)[number]
export type BankSubject = CourseSubject

/** One option of a choice question. */
export interface BankOption {
  readonly id: string
  readonly text_en: string
  readonly text_ar: string
}

/** A question to save or import (the JSON save_bank_question and import_bank_questions take). */
export interface BankQuestionInput {
  readonly id?: string
  readonly kind: BankKind
  readonly prompt_en: string
  readonly prompt_ar: string
  readonly options: readonly BankOption[]
  readonly correct_option_ids: readonly string[]
  readonly accepted_answers: readonly string[]
  readonly explanation: string
  readonly level: BankLevel | null
  readonly skill: BankSkill | null
  readonly subject: BankSubject | null
  readonly in_placement?: boolean
  /** A picture or recording of the bank the question shows. */
  readonly media_id?: string | null
}

/** A stored question, with who wrote it and when. */
export interface BankQuestion extends BankQuestionInput {
  readonly id: string
  readonly in_placement: boolean
  readonly created_by: string | null
  readonly updated_at: string
}

/** The field a problem is about (the server's HINT names the same). */
export type BankField =
  | 'kind'
  | 'prompt'
  | 'options'
  | 'answers'
  | 'level'
  | 'skill'
  | 'subject'
  | 'media'
  | 'question'

/** What is wrong with a question, as the server words it. */
export interface BankProblem {
  readonly field: BankField
  readonly message: string
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value)

/** Option ids in order: a, b, c … h. */
export const optionId = (index: number): string => String.fromCharCode(97 + index)

/**
 * What the server would refuse in `question`, else null.
 *
 * @example
 * ```ts
 * bankQuestionProblem({ ...question, correct_option_ids: [] })
 * // { field: 'answers', message: 'Mark exactly one right option.' }
 * ```
 */
export function bankQuestionProblem(question: BankQuestionInput): BankProblem | null {
  if (!isOneOf(BANK_KINDS, question.kind)) {
    return { field: 'kind', message: 'The kind is single, multiple or short.' }
  }
  if (question.prompt_en.trim() === '' && question.prompt_ar.trim() === '') {
    return { field: 'prompt', message: 'Write the question in English or Arabic.' }
  }
  if (question.prompt_en.length > 2000 || question.prompt_ar.length > 2000) {
    return { field: 'prompt', message: 'A question is at most 2,000 characters.' }
  }
  if (question.level !== null && !isOneOf(BANK_LEVELS, question.level)) {
    return { field: 'level', message: 'The level is one of A1, A2, B1, B2, C1.' }
  }
  if (question.skill !== null && !isOneOf(BANK_SKILLS, question.skill)) {
    return {
      field: 'skill',
      message: 'The skill is one of grammar, vocabulary, reading, listening, writing, speaking.',
    }
  }
  if (question.subject !== null && !isOneOf(BANK_SUBJECTS, question.subject)) {
    return {
      field: 'subject',
      message: 'The subject is one of english, arabic, french, german, math, science, computing.',
    }
  }
  if (question.options.length > 8) {
    return { field: 'options', message: 'A question has at most 8 options.' }
  }
  const accepted = question.accepted_answers.map((answer) => answer.trim()).filter(Boolean)
  if (question.kind === 'short') {
    if (question.options.length > 0) {
      return { field: 'options', message: 'A short-answer question has no options.' }
    }
    if (accepted.length === 0 || accepted.length > 20 || accepted.some((a) => a.length > 200)) {
      return {
        field: 'answers',
        message: 'Give 1 to 20 accepted answers of at most 200 characters.',
      }
    }
    return null
  }
  const ids = question.options
    .filter(
      (option) =>
        /^[a-z0-9]{1,8}$/.test(option.id) &&
        (option.text_en.trim() !== '' || option.text_ar.trim() !== '') &&
        option.text_en.length <= 500 &&
        option.text_ar.length <= 500,
    )
    .map((option) => option.id)
  if (
    ids.length < 2 ||
    ids.length !== question.options.length ||
    new Set(ids).size !== ids.length
  ) {
    return {
      field: 'options',
      message: 'Give 2 to 8 options, each with a short id and a text of at most 500 characters.',
    }
  }
  const correct = question.correct_option_ids
  if (
    correct.length === 0 ||
    !correct.every((id) => ids.includes(id)) ||
    new Set(correct).size !== correct.length ||
    (question.kind === 'single' && correct.length !== 1)
  ) {
    return {
      field: 'answers',
      message:
        question.kind === 'single'
          ? 'Mark exactly one right option.'
          : 'Mark at least one right option.',
    }
  }
  if (accepted.length > 0) {
    return { field: 'answers', message: 'Only short-answer questions have accepted answers.' }
  }
  return null
}

/** An empty question of `kind` for the form. */
export function blankQuestion(kind: BankKind = 'single'): BankQuestionInput {
  return {
    kind,
    prompt_en: '',
    prompt_ar: '',
    options:
      kind === 'short'
        ? []
        : [0, 1].map((index) => ({ id: optionId(index), text_en: '', text_ar: '' })),
    correct_option_ids: [],
    accepted_answers: [],
    explanation: '',
    level: null,
    skill: null,
    subject: null,
  }
}
