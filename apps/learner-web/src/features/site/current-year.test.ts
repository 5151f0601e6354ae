import { expect, test } from 'vitest'
import { currentYear } from './current-year'

test('the year turns over at midnight in Cairo, not in UTC', () => {
  expect(currentYear(new Date('2026-12-31T21:30:00Z'))).toBe(2026)
  expect(currentYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027)
})
