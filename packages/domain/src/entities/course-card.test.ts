import { describe, expect, test } from 'vitest'
import {
  avatarFallback,
  CAROUSEL_CARDS_PER_ROW,
  COURSE_CARD_LAYOUT,
  DIFFICULTIES,
  isDifficulty,
} from './course-card'

describe('course card', () => {
  test('difficulties are beginner, intermediate and advanced, lower-cased', () => {
    expect(DIFFICULTIES).toEqual(['beginner', 'intermediate', 'advanced'])
    expect(isDifficulty('advanced')).toBe(true)
    expect(isDifficulty('Advanced')).toBe(false)
  })

  test('layout is at most 320px wide, title 2 lines, description 3 lines', () => {
    expect(COURSE_CARD_LAYOUT).toEqual({
      maxWidthPx: 320,
      titleMaxLines: 2,
      descriptionMaxLines: 3,
    })
  })

  test('the carousel shows 1 to 4 cards per row', () => {
    expect(CAROUSEL_CARDS_PER_ROW).toEqual({ min: 1, max: 4 })
  })

  test('the avatar falls back to the first letter of the name', () => {
    expect(avatarFallback('sarah Johnson')).toBe('S')
    expect(avatarFallback('  émile')).toBe('É')
    expect(avatarFallback('منى')).toBe('م')
    expect(avatarFallback('')).toBe('?')
  })
})
