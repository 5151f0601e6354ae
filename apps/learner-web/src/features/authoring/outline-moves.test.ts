import { describe, expect, it } from 'vitest'
import { dropChapter, dropLesson, moveChapter, moveLesson } from './outline-moves'

const outline = [
  { id: 'c1', lessons: [{ id: 'a' }, { id: 'b' }] },
  { id: 'c2', lessons: [{ id: 'c' }] },
  { id: 'c3', lessons: [] },
]

describe('moveChapter', () => {
  it('swaps with the neighbour, and stops at the ends', () => {
    expect(moveChapter(outline, 'c2', -1)).toEqual(['c2', 'c1', 'c3'])
    expect(moveChapter(outline, 'c2', 1)).toEqual(['c1', 'c3', 'c2'])
    expect(moveChapter(outline, 'c1', -1)).toBeNull()
    expect(moveChapter(outline, 'c3', 1)).toBeNull()
  })
})

describe('dropChapter', () => {
  it('puts the chapter before the target, or last', () => {
    expect(dropChapter(outline, 'c3', 'c1')).toEqual(['c3', 'c1', 'c2'])
    expect(dropChapter(outline, 'c1', null)).toEqual(['c2', 'c3', 'c1'])
    expect(dropChapter(outline, 'c1', 'c1')).toBeNull()
    expect(dropChapter(outline, 'zz', 'c1')).toBeNull()
  })
})

describe('moveLesson', () => {
  it('moves within the chapter', () => {
    expect(moveLesson(outline, 'b', -1)).toEqual({ chapterId: 'c1', lessonIds: ['b', 'a'] })
    expect(moveLesson(outline, 'a', 1)).toEqual({ chapterId: 'c1', lessonIds: ['b', 'a'] })
  })

  it('crosses into the neighbouring chapter at the edges, even an empty one', () => {
    expect(moveLesson(outline, 'b', 1)).toEqual({ chapterId: 'c2', lessonIds: ['b', 'c'] })
    expect(moveLesson(outline, 'c', -1)).toEqual({ chapterId: 'c1', lessonIds: ['a', 'b', 'c'] })
    expect(moveLesson(outline, 'c', 1)).toEqual({ chapterId: 'c3', lessonIds: ['c'] })
  })

  it('stops at the ends of the outline', () => {
    expect(moveLesson(outline, 'a', -1)).toBeNull()
    expect(moveLesson([{ id: 'c1', lessons: [{ id: 'a' }] }], 'a', 1)).toBeNull()
  })
})

describe('dropLesson', () => {
  it('places the lesson before the target lesson or last, in any chapter', () => {
    expect(dropLesson(outline, 'b', 'c1', 'a')).toEqual({ chapterId: 'c1', lessonIds: ['b', 'a'] })
    expect(dropLesson(outline, 'a', 'c2', null)).toEqual({ chapterId: 'c2', lessonIds: ['c', 'a'] })
    expect(dropLesson(outline, 'a', 'c3', null)).toEqual({ chapterId: 'c3', lessonIds: ['a'] })
  })

  it('answers null when nothing changes', () => {
    expect(dropLesson(outline, 'a', 'c1', 'b')).toBeNull()
    expect(dropLesson(outline, 'b', 'c1', null)).toBeNull()
    expect(dropLesson(outline, 'a', 'c1', 'a')).toBeNull()
  })
})
