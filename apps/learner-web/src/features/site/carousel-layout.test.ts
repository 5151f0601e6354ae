import { CAROUSEL_CARDS_PER_ROW } from '@splendid/domain'
import { expect, test } from 'vitest'
import { CAROUSEL_BREAKPOINTS, cardsPerRow } from './carousel-layout'

test('the carousel shows 1, 2, 3 or 4 cards per row as the screen widens', () => {
  expect([390, 800, 1100, 1400].map(cardsPerRow)).toEqual([1, 2, 3, 4])
  expect(cardsPerRow(0)).toBe(CAROUSEL_CARDS_PER_ROW.min)
  expect(cardsPerRow(4000)).toBe(CAROUSEL_CARDS_PER_ROW.max)
})

test('the breakpoints rise in width and cards', () => {
  for (let i = 1; i < CAROUSEL_BREAKPOINTS.length; i++) {
    const previous = CAROUSEL_BREAKPOINTS[i - 1]
    const current = CAROUSEL_BREAKPOINTS[i]
    expect(current?.minWidthPx).toBeGreaterThan(previous?.minWidthPx ?? Number.POSITIVE_INFINITY)
    expect(current?.cards).toBe((previous?.cards ?? 0) + 1)
  }
})
