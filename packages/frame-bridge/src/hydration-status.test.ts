import { describe, expect, it } from 'vitest'
import { buildHydrationStatusMessage, classifyHydrationError } from './hydration-status'

describe('classifyHydrationError', () => {
  it("is no_error without an error, error when the text contains 'Hydration failed', else other_error", () => {
    expect(classifyHydrationError(null)).toBe('no_error')
    expect(classifyHydrationError(undefined)).toBe('no_error')
    expect(classifyHydrationError('  ')).toBe('no_error')
    expect(
      classifyHydrationError(
        'Error: Hydration failed because the server rendered HTML did not match',
      ),
    ).toBe('error')
    expect(classifyHydrationError('TypeError: cannot read x of undefined')).toBe('other_error')
  })

  it('matches the text case-sensitively, as React writes it', () => {
    expect(classifyHydrationError('hydration failed')).toBe('other_error')
  })
})

describe('buildHydrationStatusMessage', () => {
  it('classifies from description, label and body together', () => {
    expect(
      buildHydrationStatusMessage({
        errorDescription: 'Unhandled Runtime Error',
        errorLabel: null,
        errorBody: 'Hydration failed because…',
      }),
    ).toEqual({
      status: 'error',
      errorDescription: 'Unhandled Runtime Error',
      errorLabel: null,
      errorBody: 'Hydration failed because…',
    })
  })

  it('clears the texts when there is no error', () => {
    expect(
      buildHydrationStatusMessage({ errorDescription: '', errorLabel: ' ', errorBody: null }),
    ).toEqual({ status: 'no_error', errorDescription: null, errorLabel: null, errorBody: null })
  })
})
