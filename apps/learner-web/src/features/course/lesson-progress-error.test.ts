import { describe, expect, test } from 'vitest'
import {
  asLessonProgressError,
  LessonProgressError,
  toLessonProgressError,
} from './lesson-progress-error'

describe('toLessonProgressError', () => {
  test('keeps the codes complete_lesson raises, with the server message', () => {
    for (const code of ['lesson_not_signed_in', 'lesson_not_enrolled', 'lesson_unknown']) {
      const error = toLessonProgressError({ details: code, message: 'From the server.' })
      expect(error).toBeInstanceOf(LessonProgressError)
      expect([error.code, error.message]).toEqual([code, 'From the server.'])
    }
  })

  test('treats any other failure as the service being unavailable', () => {
    expect(toLessonProgressError({ details: 'homework_not_available' }).code).toBe(
      'lesson_progress_unavailable',
    )
    expect(toLessonProgressError({ message: 'permission denied' })).toMatchObject({
      code: 'lesson_progress_unavailable',
      message: 'permission denied',
    })
  })
})

describe('asLessonProgressError', () => {
  test('wraps a network error and passes a LessonProgressError through', () => {
    expect(asLessonProgressError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'lesson_progress_unavailable',
      message: 'Failed to fetch',
    })
    const known = new LessonProgressError('lesson_unknown', 'No such lesson.')
    expect(asLessonProgressError(known)).toBe(known)
  })
})
