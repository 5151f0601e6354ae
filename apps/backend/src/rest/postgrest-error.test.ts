import { describe, expect, it } from 'vitest'
import { statusForSqlState } from './postgrest-error.js'

describe('statusForSqlState (PostgREST 12 mapping)', () => {
  it('answers data exceptions 400 and a statement timeout 500', () => {
    for (const code of ['22021', '22P05', '22P02', '22003', '22008', '22001']) {
      expect(statusForSqlState(code, 'anon')).toBe(400)
    }
    expect(statusForSqlState('57014', 'anon')).toBe(500)
    expect(statusForSqlState('57P01', 'anon')).toBe(503)
    expect(statusForSqlState('53400', 'anon')).toBe(500)
    expect(statusForSqlState('53200', 'anon')).toBe(503)
  })
})
