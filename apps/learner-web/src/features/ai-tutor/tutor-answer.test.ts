import { describe, expect, test } from 'vitest'
import { tutorAnswer } from './tutor-answer'

function topicOf(question: string): string {
  const answer = tutorAnswer(question)
  return answer.kind === 'answer' ? answer.topic : 'unknown'
}

describe('tutorAnswer', () => {
  test('recognises common English-learning questions', () => {
    expect(topicOf('When do I use the present perfect?')).toBe('present-perfect')
    expect(topicOf('Is it "a" or "an" before hour?')).toBe('articles')
    expect(topicOf('How do I pronounce P and B?')).toBe('pronunciation')
    expect(topicOf('How can I memorize new words?')).toBe('vocabulary')
    expect(topicOf('How do I write a formal email?')).toBe('email')
    expect(topicOf('Do I say "in Monday"? Is it in or on?')).toBe('prepositions')
  })

  test('understands questions asked in Arabic', () => {
    expect(topicOf('كيف أحسن النطق؟')).toBe('pronunciation')
    expect(topicOf('كيف أتعلم المحادثة بطلاقة؟')).toBe('speaking')
  })

  test('asks to rephrase what it cannot answer', () => {
    expect(tutorAnswer('What is the capital of Peru?').kind).toBe('unknown')
  })
})
