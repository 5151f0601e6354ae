import { describe, expect, test } from 'vitest'
import { BANK_CSV_COLUMNS, parseBankCsv, questionsToCsv } from './bank-csv'
import { parseBankGift } from './bank-gift'
import { type BankQuestionInput, bankQuestionProblem, blankQuestion } from './bank-question'

const SINGLE: BankQuestionInput = {
  kind: 'single',
  prompt_en: 'She ___ to school, "every" day.',
  prompt_ar: 'هي ___ إلى المدرسة.',
  options: [
    { id: 'a', text_en: 'goes', text_ar: 'تذهب' },
    { id: 'b', text_en: 'go, went', text_ar: '' },
  ],
  correct_option_ids: ['a'],
  accepted_answers: [],
  explanation: 'Third person singular takes -s.\nAlways.',
  level: 'A2',
  skill: 'grammar',
  subject: 'english',
}
const SHORT: BankQuestionInput = {
  ...blankQuestion('short'),
  prompt_ar: 'ما عاصمة مصر؟',
  accepted_answers: ['القاهرة', 'Cairo'],
  skill: 'vocabulary',
}
const MULTIPLE: BankQuestionInput = {
  ...SINGLE,
  kind: 'multiple',
  options: [...SINGLE.options, { id: 'c', text_en: 'goes on', text_ar: '' }],
  correct_option_ids: ['a', 'c'],
}

describe('bankQuestionProblem (mirrors the server)', () => {
  test('accepts sound questions and names the field of each fault', () => {
    for (const question of [SINGLE, SHORT, MULTIPLE])
      expect(bankQuestionProblem(question)).toBeNull()
    expect(bankQuestionProblem({ ...SINGLE, correct_option_ids: ['a', 'b'] })).toEqual({
      field: 'answers',
      message: 'Mark exactly one right option.',
    })
    expect(bankQuestionProblem({ ...SINGLE, prompt_en: ' ', prompt_ar: '' })?.field).toBe('prompt')
    expect(bankQuestionProblem({ ...SINGLE, options: SINGLE.options.slice(0, 1) })?.field).toBe(
      'options',
    )
    expect(bankQuestionProblem({ ...SHORT, accepted_answers: [' '] })?.field).toBe('answers')
    expect(bankQuestionProblem({ ...SHORT, options: SINGLE.options })?.field).toBe('options')
  })
})

describe('content bank CSV', () => {
  test('exports what imports back unchanged: quotes, commas, line breaks and Arabic', () => {
    const csv = questionsToCsv([SINGLE, SHORT, MULTIPLE])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.split('\r\n')[0]?.replace('\uFEFF', '')).toBe(BANK_CSV_COLUMNS.join(','))
    const rows = parseBankCsv(csv)
    expect(rows.map((row) => row.problem)).toEqual([null, null, null])
    expect(rows.map((row) => row.question)).toEqual([SINGLE, SHORT, MULTIPLE])
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4])
  })

  test('reads a hand-made sheet (any column order, case) and names each bad row', () => {
    const csv = [
      'Prompt_EN,kind,option_1_en,option_2_en,correct,level,prompt_ar',
      'Pick one,single,yes,no,1,b1,',
      'Pick none,single,yes,no,,B1,',
      'Odd kind,essay,,,,,',
      'Bad number,multiple,x,y,9,,',
      'Bad level,single,x,y,2,Z9,',
    ].join('\n')
    const rows = parseBankCsv(csv)
    expect(rows[0]).toMatchObject({
      row: 2,
      problem: null,
      question: { level: 'B1', correct_option_ids: ['a'] },
    })
    expect(rows.slice(1).map((row) => [row.row, row.problem?.message])).toEqual([
      [3, 'Mark exactly one right option.'],
      [4, 'The kind is single, multiple or short.'],
      [5, 'Name the right options by their numbers, 1 to 8, separated by ";".'],
      [6, 'The level is one of A1, A2, B1, B2, C1.'],
    ])
  })

  test('refuses a file without the required columns as a whole', () => {
    expect(parseBankCsv('question,answer\nWhat?,This')).toEqual([
      {
        row: 1,
        text: '',
        question: null,
        problem: {
          field: 'question',
          message: 'The header row lacks the columns: kind, prompt_en, prompt_ar.',
        },
      },
    ])
  })
})

describe('content bank GIFT', () => {
  test('reads multiple choice, weighted answers, short answers and true/false, with their lines', () => {
    const rows = parseBankGift(
      [
        '// Unit 1',
        '$CATEGORY: Unit 1',
        '',
        '::Q1:: She ___ to school. {=goes ~go ~going ####Third person takes -s.}',
        '',
        'Pick the fruits {~%50%apple ~%50%banana ~%-100%chair}',
        '',
        'What is 2\\+2? {=four =4}',
        '',
        'ما عاصمة مصر؟ {=القاهرة}',
        '',
        'The sun is hot.{T}',
      ].join('\n'),
    )
    expect(rows.map((row) => [row.row, row.problem])).toEqual([
      [4, null],
      [6, null],
      [8, null],
      [10, null],
      [12, null],
    ])
    expect(rows[0]?.question).toMatchObject({
      kind: 'single',
      prompt_en: 'She ___ to school.',
      options: [
        { id: 'a', text_en: 'goes' },
        { id: 'b', text_en: 'go' },
        { id: 'c', text_en: 'going' },
      ],
      correct_option_ids: ['a'],
      explanation: 'Third person takes -s.',
    })
    expect(rows[1]?.question).toMatchObject({ kind: 'multiple', correct_option_ids: ['a', 'b'] })
    expect(rows[2]?.question).toMatchObject({ kind: 'short', accepted_answers: ['four', '4'] })
    expect(rows[3]?.question).toMatchObject({
      prompt_ar: 'ما عاصمة مصر؟',
      accepted_answers: ['القاهرة'],
    })
    expect(rows[4]?.question).toMatchObject({ kind: 'single', correct_option_ids: ['a'] })
  })

  test('reports a broken or unsupported question on its own line and keeps the others', () => {
    const rows = parseBankGift(
      ['Broken {=a ~b', '', 'Match these {=a -> 1 =b -> 2 =c -> 3}', '', 'Fine {=yes ~no}'].join(
        '\n',
      ),
    )
    expect(rows.map((row) => row.row)).toEqual([1, 3, 5])
    expect(rows[0]?.problem?.message).toMatch(/^Not GIFT: /)
    expect(rows[1]?.problem?.message).toBe(
      'Moodle Matching questions are not supported: use multiple choice, true/false or short answer.',
    )
    expect(rows[2]?.problem).toBeNull()
  })
})
