import { describe, expect, test } from 'vitest'
import {
  isLessonOpen,
  lessonStates,
  neighbours,
  type OutlineLesson,
  selectedLesson,
} from './lesson-states'

function lesson(id: string, isFreePreview = false): OutlineLesson {
  return {
    id,
    chapterId: 'c1',
    slug: id,
    kind: 'video',
    titleEn: id,
    titleAr: id,
    durationSeconds: 10,
    isFreePreview,
  }
}

const lessons = [lesson('l1', true), lesson('l2'), lesson('l3'), lesson('l4')]

describe('lesson states', () => {
  test('done lessons, then the first open one is current, the rest to do', () => {
    const states = lessonStates(lessons, new Set(['l1', 'l3']), () => true)
    expect([...states.values()]).toEqual(['done', 'current', 'done', 'todo'])
  })

  test('premium lessons a learner cannot open are locked, even when once completed', () => {
    const isOpen = (item: OutlineLesson) => isLessonOpen(item, true, false)
    const states = lessonStates(lessons, new Set(['l2']), isOpen)
    expect([...states.values()]).toEqual(['current', 'locked', 'locked', 'locked'])
  })

  test('a free course, a free preview or premium access open a lesson', () => {
    expect(isLessonOpen(lesson('x'), false, false)).toBe(true)
    expect(isLessonOpen(lesson('x', true), true, false)).toBe(true)
    expect(isLessonOpen(lesson('x'), true, true)).toBe(true)
    expect(isLessonOpen(lesson('x'), true, false)).toBe(false)
  })

  test('the URL names the lesson shown; else the current one; else the first', () => {
    const states = lessonStates(lessons, new Set(['l1']), () => true)
    expect(selectedLesson(lessons, 'l4', states)?.id).toBe('l4')
    expect(selectedLesson(lessons, 'not-a-lesson', states)?.id).toBe('l2')
    expect(selectedLesson(lessons, null, new Map())?.id).toBe('l1')
    expect(selectedLesson([], null, new Map())).toBeUndefined()
  })

  test('previous and next lesson in outline order', () => {
    expect(neighbours(lessons, 'l1')).toEqual({ previous: undefined, next: lessons[1] })
    expect(neighbours(lessons, 'l4')).toEqual({ previous: lessons[2], next: undefined })
    expect(neighbours(lessons, 'nope')).toEqual({})
  })
})
