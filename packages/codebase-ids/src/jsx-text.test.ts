import { describe, expect, it } from 'vitest'
import { jsxTextValue } from './jsx-text'

describe('jsxTextValue', () => {
  it('keeps single-line text as written, inner and outer spaces included', () => {
    expect(jsxTextValue(' Hello  world ')).toBe(' Hello  world ')
  })

  it('trims lines where they meet a line break and joins them with one space', () => {
    expect(jsxTextValue('\n      Display\n      name\n    ')).toBe('Display name')
    expect(jsxTextValue('Total: ')).toBe('Total: ')
    expect(jsxTextValue('\n  minutes\n')).toBe('minutes')
  })

  it('renders nothing for indentation only', () => {
    expect(jsxTextValue('\n    \n  ')).toBe('')
  })

  it('decodes character references terminated by a semicolon, as JSX does', () => {
    expect(jsxTextValue('a &amp; b &lt;c&gt; &#65;&#x42; &nbsp;&mdash;')).toBe(
      'a & b <c> AB \u00a0\u2014',
    )
    expect(jsxTextValue('fish &amp chips')).toBe('fish &amp chips')
  })
})
