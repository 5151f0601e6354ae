import { describe, expect, test } from 'vitest'
import { lessonProgressErrors } from './lesson-progress-error'

describe('lessonProgressErrors.from', () => {
  test('keeps the codes complete_lesson raises, with the server message', () => {
    for (const code of ['lesson_not_signed_in', 'lesson_not_enrolled', 'lesson_unknown']) {
      const error = lessonProgressErrors.from({ details: code, message: 'From the server.' })
      expect(error).toBeInstanceOf(lessonProgressErrors.Error)
      expect([error.code, error.message]).toEqual([code, 'From the server.'])
    }
  })

  test('treats any other failure as the service being unavailable', () => {
    expect(lessonProgressErrors.from({ details: 'homework_not_available' }).code).toBe(
      'lesson_progress_unavailable',
    )
    expect(lessonProgressErrors.from({ message: 'permission denied' })).toMatchObject({
      code: 'lesson_progress_unavailable',
      message: 'permission denied',
    })
  })
})

describe('lessonProgressErrors.as', () => {
  test('wraps a network error and passes a LessonProgressError through', () => {
    expect(lessonProgressErrors.as(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'lesson_progress_unavailable',
      message: 'Failed to fetch',
    })
    const known = new lessonProgressErrors.Error('lesson_unknown', 'No such lesson.')
    expect(lessonProgressErrors.as(known)).toBe(known)
  })
})
