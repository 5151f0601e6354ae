import { describe, expect, it } from 'vitest'
import { literalChildrenOf, toNavTreePropValue } from './prop-value'

describe('toNavTreePropValue', () => {
  it('types literals, functions and JSON objects and drops what cannot be sent', () => {
    expect(toNavTreePropValue('a')).toEqual({ type: 'LITERAL', value: 'a' })
    expect(toNavTreePropValue(null)).toEqual({ type: 'LITERAL', value: null })
    expect(toNavTreePropValue(() => 1)).toEqual({ type: 'FUNCTION' })
    expect(toNavTreePropValue({ a: [1, { b: true }], skip: undefined })).toEqual({
      type: 'JSON_OBJECT',
      value: { a: [1, { b: true }] },
    })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(toNavTreePropValue(cyclic)).toBeNull()
    expect(toNavTreePropValue({ $$typeof: Symbol.for('react.element') })).toBeNull()
    expect(toNavTreePropValue(undefined)).toBeNull()
  })

  it('keeps string and number children as literal children', () => {
    expect(literalChildrenOf(['Hello, ', 3, { type: 'b' }])).toEqual(['Hello, ', '3'])
  })
})
