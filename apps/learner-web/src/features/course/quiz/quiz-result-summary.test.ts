import { describe, expect, test } from 'vitest'
import type { QuizQuestion } from './quiz-question'
import { bestQuizScore, quizResultSummary } from './quiz-result-summary'

const questions: QuizQuestion[] = [
  { id: 'q1', kind: 'short', prompt: 'One', options: [] },
  { id: 'q2', kind: 'short', prompt: 'Two', options: [] },
  { id: 'q3', kind: 'short', prompt: 'Three', options: [] },
]

describe('quizResultSummary', () => {
  test('marks each question as the server did and counts the right ones', () => {
    const summary = quizResultSummary(
      questions,
      { score: 67, passMark: 60, passed: true, results: { q1: true, q2: false, q3: true } },
      undefined,
    )
    expect([...summary.marks.entries()]).toEqual([
      ['q1', 'correct'],
      ['q2', 'incorrect'],
      ['q3', 'correct'],
    ])
    expect(summary.correctCount).toBe(2)
    expect(summary.questionCount).toBe(3)
    expect(summary.bestScore).toBe(67)
  })

  test('leaves a question the server did not mark unmarked instead of guessing', () => {
    const summary = quizResultSummary(
      questions,
      { score: 33, passMark: 60, passed: false, results: { q1: true } },
      undefined,
    )
    expect(summary.marks.get('q2')).toBe('unmarked')
    expect(summary.correctCount).toBe(1)
  })

  test('keeps a better earlier score as the best', () => {
    const summary = quizResultSummary(
      questions,
      { score: 33, passMark: 60, passed: false, results: {} },
      90,
    )
    expect(summary.bestScore).toBe(90)
  })
})

describe('bestQuizScore', () => {
  test('is the new score when there was none, else the higher one', () => {
    expect(bestQuizScore(undefined, 40)).toBe(40)
    expect(bestQuizScore(40, 75)).toBe(75)
    expect(bestQuizScore(75, 40)).toBe(75)
  })
})
