import { describe, expect, it } from 'vitest'
import { parsePropInput } from './prop-input'

describe('parsePropInput', () => {
  it('keeps a number a number', () => {
    expect(parsePropInput(' 42 ', 1)).toEqual({ value: 42 })
    expect(parsePropInput('-1.5', 0)).toEqual({ value: -1.5 })
  })

  it.each(['', '   ', 'abc', 'Infinity', '1px'])('refuses %j for a number', (text) => {
    expect(parsePropInput(text, 3)).toEqual({ error: 'Enter a number' })
  })

  it('reads true and false as booleans for a boolean or a new prop', () => {
    expect(parsePropInput('true', false)).toEqual({ value: true })
    expect(parsePropInput(' false ', true)).toEqual({ value: false })
    expect(parsePropInput('true', undefined)).toEqual({ value: true })
    expect(parsePropInput('false', null)).toEqual({ value: false })
  })

  it('keeps a string prop a string, even when it reads true or false', () => {
    expect(parsePropInput('true', 'false')).toEqual({ value: 'true' })
    expect(parsePropInput('false', 'yes')).toEqual({ value: 'false' })
  })

  it('parses JSON objects and arrays unless the prop was a string', () => {
    expect(parsePropInput('{"a": 1}', undefined)).toEqual({ value: { a: 1 } })
    expect(parsePropInput(' [1, "x"] ', null)).toEqual({ value: [1, 'x'] })
    expect(parsePropInput('[1]', 'text')).toEqual({ value: '[1]' })
  })

  it('reports broken JSON', () => {
    expect(parsePropInput('{a: 1}', undefined)).toEqual({ error: 'Not valid JSON' })
  })

  it('keeps any other text as typed', () => {
    expect(parsePropInput(' Hello ', 'Hi')).toEqual({ value: ' Hello ' })
    expect(parsePropInput('yes', true)).toEqual({ value: 'yes' })
    expect(parsePropInput('12', undefined)).toEqual({ value: '12' })
  })
})
