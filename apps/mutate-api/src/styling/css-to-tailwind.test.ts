import { describe, expect, it } from 'vitest'
import { cssToTailwind, tailwindSentinel } from './css-to-tailwind'

describe('cssToTailwind', () => {
  it.each([
    ['padding', '16px', 'p-4'],
    ['padding-inline', '1rem', 'px-4'],
    ['margin-top', '-8px', '-mt-2'],
    ['margin', 'auto', 'm-auto'],
    ['gap', '6px', 'gap-1.5'],
    ['width', '100%', 'w-full'],
    ['width', '50%', 'w-1/2'],
    ['height', '100vh', 'h-screen'],
    ['max-width', 'fit-content', 'max-w-fit'],
    ['width', '1px', 'w-px'],
    ['color', '#fff', 'text-white'],
    ['background-color', 'transparent', 'bg-transparent'],
    ['font-size', '14px', 'text-sm'],
    ['font-weight', '600', 'font-semibold'],
    ['border-radius', '9999px', 'rounded-full'],
    ['border-width', '1px', 'border'],
    ['display', 'none', 'hidden'],
    ['flex-direction', 'column', 'flex-col'],
    ['justify-content', 'space-between', 'justify-between'],
    ['opacity', '0.5', 'opacity-50'],
    ['z-index', '10', 'z-10'],
    ['text-align', 'start', 'text-start'],
  ])('writes %s: %s as the scale class %s', (property, value, expected) => {
    expect(cssToTailwind(property, value)).toBe(expected)
  })

  it.each([
    ['padding', '13px', 'p-[13px]'],
    ['color', '#4597F7', 'text-[#4597F7]'],
    ['color', 'var(--brand)', 'text-[color:var(--brand)]'],
    ['font-size', '15px', 'text-[15px]'],
    ['font-size', 'var(--size)', 'text-[length:var(--size)]'],
    ['grid-template-columns', '1fr 2fr', '[grid-template-columns:1fr_2fr]'],
    ['mixBlendMode', 'multiply', '[mix-blend-mode:multiply]'],
    ['--brand', '#f00', '[--brand:#f00]'],
  ])('writes %s: %s as the arbitrary class %s', (property, value, expected) => {
    expect(cssToTailwind(property, value)).toBe(expected)
  })

  it('gives a sentinel of the same group for unsetting a property', () => {
    expect(tailwindSentinel('display')).toBe('block')
    expect(tailwindSentinel('color')).toBe('text-[#010203]')
    expect(tailwindSentinel('padding')).toBe('p-[13px]')
  })
})
