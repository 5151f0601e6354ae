import { describe, expect, it } from 'vitest'
import { PostgrestError } from './postgrest-error.js'
import { checkMaxAffected, checkStrictPreferences, parsePrefer } from './prefer-header.js'

describe('Prefer header', () => {
  it('takes the first valid value of each preference and lists the applied ones', () => {
    const prefer = parsePrefer(['count=planned, count=exact', 'return=representation, tx=rollback'])
    expect(prefer.countMode).toBe('planned')
    expect(prefer.count).toBe(true)
    expect(prefer.rollback).toBe(true)
    expect(prefer.applied).toBe('return=representation, count=planned, tx=rollback')
    expect(parsePrefer(undefined).applied).toBeUndefined()
  })

  it('collects unknown items and refuses them only with handling=strict', () => {
    const lenient = parsePrefer('handling=lenient, foo, timezone=UTC, max-affected=3')
    expect(lenient.invalid).toEqual(['foo'])
    expect(() => checkStrictPreferences(lenient)).not.toThrow()
    const strict = parsePrefer('handling=strict, foo, bar')
    expect(() => checkStrictPreferences(strict)).toThrow(PostgrestError)
  })

  it('enforces max-affected only with handling=strict', () => {
    expect(() => checkMaxAffected(parsePrefer('max-affected=1'), 5)).not.toThrow()
    expect(() => checkMaxAffected(parsePrefer('handling=strict, max-affected=5'), 5)).not.toThrow()
    expect(() => checkMaxAffected(parsePrefer('handling=strict, max-affected=4'), 5)).toThrow(
      expect.objectContaining({ code: 'PGRST124', details: 'The query affects 5 rows' }),
    )
    expect(parsePrefer('handling=strict, max-affected=x').maxAffected).toBeUndefined()
  })
})
