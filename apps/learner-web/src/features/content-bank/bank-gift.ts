// Moodle GIFT files into bank questions, one block (questions are separated by blank lines) at a
// time, so one broken question is reported on its own line and the others still read. Multiple
// choice (one right answer: single; weighted answers: every positive weight right, multiple),
// short answer (every `=` answer accepted) and true/false (two options) are kept; Moodle's other
// kinds (matching, numerical, essay, description) are named as not supported. The text is taken
// as written in the file's language: Arabic text goes to the Arabic fields.
import * as gift from 'gift-pegjs'
import { type BankImportRow, checkedRow, unreadableRow } from './bank-import-row'
import { type BankOption, type BankQuestionInput, optionId } from './bank-question'

const ARABIC = /[\u0600-\u06FF]/

/** A block of the file and the line it starts on. */
interface Block {
  readonly line: number
  readonly text: string
}

function blocks(text: string): Block[] {
  const found: Block[] = []
  let current: string[] = []
  let start = 1
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      const content = line.trim()
      const skip = content === '' || content.startsWith('//') || content.startsWith('$CATEGORY')
      if (content === '') {
        if (current.length > 0) found.push({ line: start, text: current.join('\n') })
        current = []
        return
      }
      if (skip && current.length === 0) return
      if (current.length === 0) start = index + 1
      current.push(line)
    })
  if (current.length > 0) found.push({ line: start, text: current.join('\n') })
  return found
}

/** GIFT's markup out of a text: `[html]`-style formats kept as text, escapes undone. */
function plain(text: { text: string } | string): string {
  const value = typeof text === 'string' ? text : text.text
  return value.replace(/\\([~=#{}:\\])/g, '$1').trim()
}

function inLanguage(text: string): { text_en: string; text_ar: string } {
  return ARABIC.test(text) ? { text_en: '', text_ar: text } : { text_en: text, text_ar: '' }
}

function question(parsed: gift.GIFTQuestion): BankQuestionInput | string {
  if (parsed.type === 'MC' || parsed.type === 'TF' || parsed.type === 'Short') {
    const explanation = parsed.globalFeedback ? plain(parsed.globalFeedback) : ''
    const base = { level: null, skill: null, subject: null, explanation } as const
    const prompt = plain(parsed.stem)
    const prompts = ARABIC.test(prompt)
      ? { prompt_en: '', prompt_ar: prompt }
      : { prompt_en: prompt, prompt_ar: '' }
    if (parsed.type === 'TF') {
      const options: BankOption[] = [
        { id: 'a', ...inLanguage(ARABIC.test(prompt) ? 'صح' : 'True') },
        { id: 'b', ...inLanguage(ARABIC.test(prompt) ? 'خطأ' : 'False') },
      ]
      return {
        ...base,
        ...prompts,
        kind: 'single',
        options,
        correct_option_ids: [parsed.isTrue ? 'a' : 'b'],
        accepted_answers: [],
      }
    }
    if (parsed.type === 'Short') {
      return {
        ...base,
        ...prompts,
        kind: 'short',
        options: [],
        correct_option_ids: [],
        accepted_answers: parsed.choices.map((choice) => plain(choice.text)),
      }
    }
    const options = parsed.choices.map((choice, index) => ({
      id: optionId(index),
      ...inLanguage(plain(choice.text)),
    }))
    const right = parsed.choices.flatMap((choice, index) =>
      choice.isCorrect || (choice.weight ?? 0) > 0 ? [optionId(index)] : [],
    )
    const weighted = parsed.choices.some((choice) => choice.weight !== null)
    return {
      ...base,
      ...prompts,
      kind: weighted || right.length > 1 ? 'multiple' : 'single',
      options,
      correct_option_ids: right,
      accepted_answers: [],
    }
  }
  return `Moodle ${parsed.type} questions are not supported: use multiple choice, true/false or short answer.`
}

/**
 * The questions of a GIFT file, each checked; `row` is the line the question starts on.
 *
 * @example
 * ```ts
 * parseBankGift('::Q1:: She ___ to school. {=goes ~go ~going}')[0]?.question?.kind // 'single'
 * ```
 */
export function parseBankGift(text: string): BankImportRow[] {
  return blocks(text).map(({ line, text: block }) => {
    let parsed: gift.GIFTQuestion[]
    try {
      parsed = gift.parse(`${block}\n`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return unreadableRow(line, `Not GIFT: ${message}`, block.split('\n')[0]?.trim())
    }
    const kept = parsed.filter((item) => item.type !== 'Category')
    const first = kept[0]
    if (first === undefined) return unreadableRow(line, 'No question here.')
    if (kept.length > 1) return unreadableRow(line, 'Separate questions with a blank line.')
    const read = question(first)
    return typeof read === 'string'
      ? unreadableRow(line, read, 'stem' in first ? plain(first.stem) : '')
      : checkedRow(line, read)
  })
}
