import { type BankProblem, type BankQuestionInput, bankQuestionProblem } from './bank-question'

/**
 * One question read from an import file: what it became, or why it cannot be imported, and
 * `text`, what the preview shows of it (its prompt, or the row's own words when unreadable).
 */
export type BankImportRow =
  | {
      readonly row: number
      readonly text: string
      readonly question: BankQuestionInput
      readonly problem: null
    }
  | {
      readonly row: number
      readonly text: string
      readonly question: BankQuestionInput | null
      readonly problem: BankProblem
    }

/** `question` read from `row`, checked as the server will check it. */
export function checkedRow(row: number, question: BankQuestionInput): BankImportRow {
  const problem = bankQuestionProblem(question)
  const text = question.prompt_en || question.prompt_ar
  return problem === null
    ? { row, text, question, problem: null }
    : { row, text, question, problem }
}

/** A row that could not even be read into a question. */
export function unreadableRow(row: number, message: string, text = ''): BankImportRow {
  return { row, text, question: null, problem: { field: 'question', message } }
}
