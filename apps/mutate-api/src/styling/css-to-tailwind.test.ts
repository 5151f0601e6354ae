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
    ['background-color', 'oklch(62.3% 0.214 259.815)', 'bg-blue-500'],
    ['color', 'oklch(0.546 0.245 262.881)', 'text-blue-600'],
    ['border-color', '#0f172b', 'border-slate-900'],
    ['background', 'rgb(248, 250, 252)', 'bg-slate-50'],
  ])('writes %s: %s as the scale class %s', (property, value, expected) => {
    expect(cssToTailwind(property, value)).toBe(expected)
  })

  it.each([
    ['padding', '13px', 'p-[13px]'],
    ['color', '#4597F7', 'text-[#4597F7]'],
    ['background-color', '#3b82f6', 'bg-[#3b82f6]'],
    ['color', 'oklch(62.3% 0.214 259.815 / 0.5)', 'text-[oklch(62.3%_0.214_259.815_/_0.5)]'],
    ['color', 'var(--brand)', 'text-[color:var(--brand)]'],
    ['font-size', '15px', 'text-[15px]'],
    ['font-size', 'var(--size)', 'text-[length:var(--size)]'],
    ['clip-path', 'circle(50%)', '[clip-path:circle(50%)]'],
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
