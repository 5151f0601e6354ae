import { RULE_CODES } from '@splendid/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ruleErrors, type SupabaseFailure } from '../../lib/rule-error'
import { supabase } from '../../lib/supabase-client'
import type { BankImportRow } from './bank-import-row'
import type {
  BankField,
  BankKind,
  BankLevel,
  BankQuestion,
  BankQuestionInput,
  BankSkill,
  BankSubject,
} from './bank-question'

/** The content bank's failures: RULE_CODES.contentBank, or `bank_unknown`. */
export const bankErrors = ruleErrors({
  name: 'BankError',
  codes: [...RULE_CODES.contentBank, 'bank_not_allowed'],
  fallback: 'bank_unknown',
  noAnswer: 'The content bank did not answer.',
})

/** What the list shows: the search words and the tags chosen (null: any). */
export interface BankFilters {
  readonly q: string
  readonly level: BankLevel | null
  readonly skill: BankSkill | null
  readonly subject: BankSubject | null
  readonly kind: BankKind | null
}

/** Questions per page of the list. */
export const BANK_PAGE_SIZE = 20

export const BANK_KEYS = {
  all: ['content-bank'] as const,
  search: (filters: BankFilters, page: number) => ['content-bank', filters, page] as const,
}

const searchArgs = (filters: BankFilters) => ({
  q: filters.q.trim() === '' ? null : filters.q.trim(),
  level: filters.level,
  skill: filters.skill,
  subject: filters.subject,
  kind: filters.kind,
})

function failure(error: SupabaseFailure & { code?: string }) {
  return error.code === '42501'
    ? new bankErrors.Error('bank_not_allowed', error.message ?? '')
    : bankErrors.from(error)
}

/** One page of the bank matching `filters`, best match first, and how many match in all. */
export async function searchBank(
  filters: BankFilters,
  page: number,
): Promise<{ rows: BankQuestion[]; total: number }> {
  const from = page * BANK_PAGE_SIZE
  const { data, error, count } = await supabase
    .rpc('search_bank_questions', searchArgs(filters), { count: 'exact' })
    .range(from, from + BANK_PAGE_SIZE - 1)
  if (error) throw failure(error)
  return { rows: (data ?? []) as BankQuestion[], total: count ?? 0 }
}

/** {@link searchBank} as a query that keeps the last page on screen while the next loads. */
export function useBankSearch(filters: BankFilters, page: number) {
  return useQuery({
    queryKey: BANK_KEYS.search(filters, page),
    queryFn: () => searchBank(filters, page),
    placeholderData: keepPreviousData,
  })
}

/** Every question matching `filters` (at most 10,000), for the CSV export. */
export async function allBankQuestions(filters: BankFilters): Promise<BankQuestion[]> {
  const all: BankQuestion[] = []
  for (let from = 0; from < 10_000; from += 1000) {
    const { data, error } = await supabase
      .rpc('search_bank_questions', searchArgs(filters))
      .range(from, from + 999)
    if (error) throw failure(error)
    const rows = (data ?? []) as BankQuestion[]
    all.push(...rows)
    if (rows.length < 1000) break
  }
  return all
}

/** A question the server refused, with the field it is about. */
export class BankQuestionRefused extends Error {
  constructor(
    readonly field: BankField,
    message: string,
  ) {
    super(message)
    this.name = 'BankQuestionRefused'
  }
}

function hintJson(error: { hint?: string | null }): unknown {
  try {
    return JSON.parse(error.hint ?? 'null')
  } catch {
    return null
  }
}

/** Adds a question (no id) or changes one; answers the stored question. */
export async function saveBankQuestion(question: BankQuestionInput): Promise<BankQuestion> {
  const { data, error } = await supabase.rpc('save_bank_question', { question })
  if (error) {
    const hint = hintJson(error) as { field?: BankField } | null
    if (error.details === 'bank_question_invalid') {
      throw new BankQuestionRefused(hint?.field ?? 'question', error.message)
    }
    throw failure(error)
  }
  return data as BankQuestion
}

/** Deletes a question (RLS: its author or an admin); false when there was none to delete. */
export async function deleteBankQuestion(id: string): Promise<boolean> {
  const { data, error } = await supabase.from('bank_questions').delete().eq('id', id).select('id')
  if (error) throw failure(error)
  return Array.isArray(data) && data.length === 1
}

/** Why the server refused an import, row by row (nothing was added). */
export class BankImportRefused extends Error {
  constructor(
    readonly problems: readonly { row: number; field: BankField; message: string }[],
    message: string,
  ) {
    super(message)
    this.name = 'BankImportRefused'
  }
}

/**
 * Imports the rows' questions in one call: all of them, or — when the server finds any problem —
 * none, with the problems numbered as the file's rows.
 */
export async function importBankRows(rows: readonly BankImportRow[]): Promise<number> {
  const questions = rows.flatMap((row) => (row.question ? [row.question] : []))
  const { data, error } = await supabase.rpc('import_bank_questions', { questions })
  if (error) {
    const hint = hintJson(error)
    if (error.details === 'bank_import_invalid' && Array.isArray(hint)) {
      const problems = (hint as { row: number; field: BankField; message: string }[]).map(
        (problem) => ({ ...problem, row: rows[problem.row - 1]?.row ?? problem.row }),
      )
      throw new BankImportRefused(problems, error.message)
    }
    throw failure(error)
  }
  return Number(data)
}
