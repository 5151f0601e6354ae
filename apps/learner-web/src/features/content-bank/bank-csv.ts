// The content bank's CSV: one question a row, UTF-8, a header row of BANK_CSV_COLUMNS (the
// export writes the same, so an export imports back unchanged). Options are numbered columns;
// `correct` names the right ones by number ("1", or "1;3"); a short answer lists its accepted
// answers in `accepted_answers`, separated by "|".
import Papa from 'papaparse'
import { type BankImportRow, checkedRow, unreadableRow } from './bank-import-row'
import {
  BANK_KINDS,
  BANK_LEVELS,
  BANK_SKILLS,
  BANK_SUBJECTS,
  type BankOption,
  type BankQuestionInput,
  optionId,
} from './bank-question'

const MAX_OPTIONS = 8

const OPTION_COLUMNS = Array.from({ length: MAX_OPTIONS }, (_, index) => [
  `option_${index + 1}_en`,
  `option_${index + 1}_ar`,
]).flat()

/** The header row, in order. */
export const BANK_CSV_COLUMNS = [
  'kind',
  'level',
  'skill',
  'subject',
  'prompt_en',
  'prompt_ar',
  ...OPTION_COLUMNS,
  'correct',
  'accepted_answers',
  'explanation',
] as const

const REQUIRED = ['kind', 'prompt_en', 'prompt_ar'] as const

/** The questions as a CSV file's text (with a byte-order mark, so spreadsheets read Arabic). */
export function questionsToCsv(questions: readonly BankQuestionInput[]): string {
  const rows = questions.map((question) => {
    const row: Record<string, string> = {
      kind: question.kind,
      level: question.level ?? '',
      skill: question.skill ?? '',
      subject: question.subject ?? '',
      prompt_en: question.prompt_en,
      prompt_ar: question.prompt_ar,
      correct: question.options
        .flatMap((option, index) =>
          question.correct_option_ids.includes(option.id) ? [String(index + 1)] : [],
        )
        .join(';'),
      accepted_answers: question.accepted_answers.join('|'),
      explanation: question.explanation,
    }
    question.options.forEach((option, index) => {
      row[`option_${index + 1}_en`] = option.text_en
      row[`option_${index + 1}_ar`] = option.text_ar
    })
    return BANK_CSV_COLUMNS.map((column) => row[column] ?? '')
  })
  return `\uFEFF${Papa.unparse({ fields: [...BANK_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}`
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null | undefined => {
  const clean = value.trim()
  if (clean === '') return null
  const lower = clean.toLowerCase()
  return list.find((item) => item.toLowerCase() === lower)
}

/** One CSV record (by header) as a question, or why it is not one. */
function recordToQuestion(record: Record<string, string>): BankQuestionInput | string {
  const cell = (name: string) => record[name] ?? ''
  const kind = oneOf(BANK_KINDS, cell('kind'))
  if (!kind) return 'The kind is single, multiple or short.'
  const level = oneOf(BANK_LEVELS, cell('level'))
  if (level === undefined) return 'The level is one of A1, A2, B1, B2, C1.'
  const skill = oneOf(BANK_SKILLS, cell('skill'))
  if (skill === undefined) {
    return 'The skill is one of grammar, vocabulary, reading, listening, writing, speaking.'
  }
  const subject = oneOf(BANK_SUBJECTS, cell('subject'))
  if (subject === undefined) {
    return 'The subject is one of english, arabic, french, german, math, science, computing.'
  }
  const options: BankOption[] = []
  for (let index = 0; index < MAX_OPTIONS; index += 1) {
    const text_en = cell(`option_${index + 1}_en`).trim()
    const text_ar = cell(`option_${index + 1}_ar`).trim()
    if (text_en !== '' || text_ar !== '') options.push({ id: optionId(index), text_en, text_ar })
  }
  const numbers = cell('correct')
    .split(/[;,\s]+/)
    .filter(Boolean)
  if (numbers.some((number) => !/^[1-8]$/.test(number))) {
    return 'Name the right options by their numbers, 1 to 8, separated by ";".'
  }
  return {
    kind,
    level,
    skill,
    subject,
    prompt_en: cell('prompt_en').trim(),
    prompt_ar: cell('prompt_ar').trim(),
    options: kind === 'short' ? [] : options,
    correct_option_ids:
      kind === 'short' ? [] : numbers.map((number) => optionId(Number(number) - 1)),
    accepted_answers: cell('accepted_answers')
      .split('|')
      .map((answer) => answer.trim())
      .filter(Boolean),
    explanation: cell('explanation').trim(),
  }
}

/**
 * The questions of a CSV file, each checked: `row` is the record's line in a spreadsheet (the
 * header is row 1). A file without the required columns is one unreadable row 1.
 */
export function parseBankCsv(text: string): BankImportRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  })
  const fields = parsed.meta.fields ?? []
  const missing = REQUIRED.filter((column) => !fields.includes(column))
  if (missing.length > 0) {
    return [unreadableRow(1, `The header row lacks the columns: ${missing.join(', ')}.`)]
  }
  const broken = new Map(parsed.errors.map((error) => [error.row ?? -1, error.message]))
  return parsed.data.map((record, index) => {
    const row = index + 2
    const error = broken.get(index)
    if (error !== undefined) return unreadableRow(row, error)
    const question = recordToQuestion(record)
    if (typeof question !== 'string') return checkedRow(row, question)
    const text = (record.prompt_en ?? '').trim() || (record.prompt_ar ?? '').trim()
    return unreadableRow(row, question, text)
  })
}
