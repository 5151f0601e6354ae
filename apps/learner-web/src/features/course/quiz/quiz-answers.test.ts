import { describe, expect, test } from 'vitest'
import { answersToSend, emptyQuizAnswers, toggledChoice, unansweredQuestions } from './quiz-answers'
import type { QuizQuestion } from './quiz-question'

const options = [
  { id: 'a', text: 'Hello' },
  { id: 'b', text: 'Goodbye' },
  { id: 'c', text: 'Thanks' },
]
const questions: QuizQuestion[] = [
  { id: 'q1', kind: 'single', prompt: 'Pick one', options },
  { id: 'q2', kind: 'multiple', prompt: 'Pick some', options },
  { id: 'q3', kind: 'short', prompt: 'Type it', options: [] },
]

describe('emptyQuizAnswers', () => {
  test('gives no choice to choice questions and an empty text to short answers', () => {
    expect(emptyQuizAnswers(questions)).toEqual({ q1: [], q2: [], q3: '' })
  })
})

describe('unansweredQuestions', () => {
  test('lists every question of an empty attempt, in order', () => {
    expect(unansweredQuestions(questions, emptyQuizAnswers(questions)).map((q) => q.id)).toEqual([
      'q1',
      'q2',
      'q3',
    ])
  })

  test('counts a short answer of only spaces as unanswered', () => {
    const left = unansweredQuestions(questions, { q1: ['a'], q2: ['b'], q3: ' \t ' })
    expect(left.map((q) => q.id)).toEqual(['q3'])
  })

  test('counts a choice of an option the question does not have as unanswered', () => {
    const left = unansweredQuestions(questions, { q1: ['z'], q2: ['c'], q3: 'مرحبا' })
    expect(left.map((q) => q.id)).toEqual(['q1'])
  })

  test('is empty once every question has an answer', () => {
    expect(unansweredQuestions(questions, { q1: ['a'], q2: ['a', 'c'], q3: 'hi' })).toEqual([])
  })
})

describe('answersToSend', () => {
  test('trims short answers and orders choices as the question lists them', () => {
    expect(answersToSend(questions, { q1: ['b'], q2: ['c', 'a'], q3: '  مرحبا  ' })).toEqual({
      q1: ['b'],
      q2: ['a', 'c'],
      q3: 'مرحبا',
    })
  })

  test('leaves out unknown and repeated option ids and keeps a single choice to one', () => {
    expect(answersToSend(questions, { q1: ['a', 'b'], q2: ['x', 'b', 'b'], q3: 'x' })).toEqual({
      q1: ['a'],
      q2: ['b'],
      q3: 'x',
    })
  })

  test('sends an entry for every question even when one is missing', () => {
    expect(answersToSend(questions, {})).toEqual({ q1: [], q2: [], q3: '' })
  })
})

describe('toggledChoice', () => {
  test('a radio replaces the choice', () => {
    expect(toggledChoice('single', ['a'], 'b', true)).toEqual(['b'])
  })

  test('a checkbox adds and removes one option, keeping the others', () => {
    expect(toggledChoice('multiple', ['a'], 'c', true)).toEqual(['a', 'c'])
    expect(toggledChoice('multiple', ['a', 'c'], 'a', false)).toEqual(['c'])
  })

  test('ticking an option twice keeps it once', () => {
    expect(toggledChoice('multiple', ['a'], 'a', true)).toEqual(['a'])
  })
})
