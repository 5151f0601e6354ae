import { describe, expect, test } from 'vitest'
import { questionFromBank } from './quiz-draft'

const SHORT_SOURCE = {
  kind: 'short',
  prompt_en: '',
  prompt_ar: 'ما عاصمة مصر؟',
  options: [],
  correct_option_ids: [],
  accepted_answers: ['القاهرة', 'Cairo'],
} as const

describe('questionFromBank', () => {
  test('copies a bank question as a new quiz question, the missing language from the other', () => {
    const copy = questionFromBank({
      kind: 'single',
      prompt_en: 'She ___ to school.',
      prompt_ar: '',
      options: [
        { id: 'a', text_en: 'goes', text_ar: 'تذهب' },
        { id: 'b', text_en: '', text_ar: 'يذهب' },
      ],
      correct_option_ids: ['a'],
      accepted_answers: [],
    })
    expect(copy).toEqual({
      id: null,
      kind: 'single',
      prompt_en: 'She ___ to school.',
      prompt_ar: 'She ___ to school.',
      options: [
        { id: 'a', text_en: 'goes', text_ar: 'تذهب' },
        { id: 'b', text_en: 'يذهب', text_ar: 'يذهب' },
      ],
      correct_option_ids: ['a'],
      accepted_answers: [],
      media_path: null,
    })
  })

  test('keeps a short answer’s accepted answers', () => {
    const copy = questionFromBank(SHORT_SOURCE)
    expect(copy).toMatchObject({
      kind: 'short',
      prompt_en: 'ما عاصمة مصر؟',
      accepted_answers: ['القاهرة', 'Cairo'],
    })
  })
})
