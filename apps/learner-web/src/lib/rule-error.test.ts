import { describe, expect, test } from 'vitest'
import { RuleError, ruleErrors } from './rule-error'

const parcel = ruleErrors({
  name: 'ParcelError',
  codes: ['parcel_lost', 'parcel_late'],
  fallback: 'parcel_unknown',
  noAnswer: 'The parcel service did not answer.',
})
const letter = ruleErrors({
  name: 'LetterError',
  codes: ['letter_lost'],
  fallback: 'letter_unknown',
  noAnswer: 'The letter service did not answer.',
})

describe('ruleErrors(…).from', () => {
  test('keeps a listed code from the details, with the server message and the area name', () => {
    const error = parcel.from({ details: 'parcel_late', message: 'Late again.' })
    expect(error).toBeInstanceOf(parcel.Error)
    expect(error).toBeInstanceOf(RuleError)
    expect(error).toBeInstanceOf(Error)
    expect([error.code, error.message, error.name]).toEqual([
      'parcel_late',
      'Late again.',
      'ParcelError',
    ])
  })

  test('turns unlisted details, another area’s code or none into the fallback', () => {
    expect(parcel.from({ details: 'letter_lost', message: 'x' }).code).toBe('parcel_unknown')
    expect(parcel.from({ details: null, message: 'permission denied' })).toMatchObject({
      code: 'parcel_unknown',
      message: 'permission denied',
    })
    expect(parcel.from({}).message).toBe('The parcel service did not answer.')
  })
})

describe('ruleErrors(…).as', () => {
  test('passes the area’s own errors through', () => {
    const known = new parcel.Error('parcel_lost', 'Gone.')
    expect(parcel.as(known)).toBe(known)
  })

  test('wraps a network error, a non-error and another area’s error as the fallback', () => {
    expect(parcel.as(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'parcel_unknown',
      message: 'Failed to fetch',
    })
    expect(parcel.as('offline')).toMatchObject({ code: 'parcel_unknown', message: 'offline' })
    const other = letter.as(parcel.from({ details: 'parcel_lost', message: 'Gone.' }))
    expect(other).toBeInstanceOf(letter.Error)
    expect(other).not.toBeInstanceOf(parcel.Error)
    expect([other.code, other.message]).toEqual(['letter_unknown', 'Gone.'])
  })
})
