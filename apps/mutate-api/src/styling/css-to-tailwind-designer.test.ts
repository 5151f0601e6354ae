import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { compile } from 'tailwindcss'
import { beforeAll, describe, expect, it } from 'vitest'
import { conflicts } from '../operations/styling-tailwind'
import { cssToTailwind, tailwindSentinel } from './css-to-tailwind'

/** The properties of the Styles panel's position, layout, border, effect and type groups. */
const CASES: ReadonlyArray<readonly [property: string, value: string, className: string]> = [
  ['position', 'absolute', 'absolute'],
  ['position', 'sticky', 'sticky'],
  ['top', '16px', 'top-4'],
  ['left', '0', 'left-0'],
  ['right', '-8px', '-right-2'],
  ['bottom', '13px', 'bottom-[13px]'],
  ['inset', '0px', 'inset-0'],
  ['z-index', '50', 'z-50'],
  ['z-index', '-1', '-z-1'],
  ['flex-wrap', 'wrap', 'flex-wrap'],
  ['grid-template-columns', 'repeat(3, minmax(0, 1fr))', 'grid-cols-3'],
  ['grid-template-columns', 'repeat(12,minmax(0,1fr))', 'grid-cols-12'],
  ['grid-template-columns', 'none', 'grid-cols-none'],
  ['grid-template-columns', '200px 1fr', 'grid-cols-[200px_1fr]'],
  ['grid-template-columns', 'repeat(3, 1fr)', 'grid-cols-[repeat(3,_1fr)]'],
  ['grid-template-rows', 'repeat(2, minmax(0, 1fr))', 'grid-rows-2'],
  ['column-gap', '8px', 'gap-x-2'],
  ['row-gap', '12px', 'gap-y-3'],
  ['border-width', '2px', 'border-2'],
  ['border-top-width', '1px', 'border-t'],
  ['border-bottom-width', '4px', 'border-b-4'],
  ['border-left-width', '3px', 'border-l-[3px]'],
  ['border-right-width', '0', 'border-r-0'],
  ['border-inline-start-width', '2px', 'border-s-2'],
  ['border-style', 'dashed', 'border-dashed'],
  ['border-top-style', 'dotted', '[border-top-style:dotted]'],
  ['border-color', '#fff', 'border-white'],
  ['border-top-color', 'oklch(62.3% 0.214 259.815)', 'border-t-blue-500'],
  ['border-left-color', '#4597f7', 'border-l-[#4597f7]'],
  ['border-radius', '0.5rem', 'rounded-lg'],
  ['border-top-left-radius', '8px', 'rounded-tl-lg'],
  ['border-top-right-radius', '9999px', 'rounded-tr-full'],
  ['border-bottom-right-radius', '0', 'rounded-br-none'],
  ['border-bottom-left-radius', '5px', 'rounded-bl-[5px]'],
  ['box-shadow', '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)', 'shadow-sm'],
  ['box-shadow', '0 10px 15px -3px rgb(0 0 0 / 0.1),0 4px 6px -4px rgb(0 0 0 / 0.1)', 'shadow-lg'],
  ['box-shadow', 'none', 'shadow-none'],
  ['box-shadow', '0 2px 8px rgba(0, 0, 0, 0.2)', 'shadow-[0_2px_8px_rgba(0,_0,_0,_0.2)]'],
  ['opacity', '0.75', 'opacity-75'],
  ['opacity', '0.333', 'opacity-[0.333]'],
  ['overflow', 'hidden', 'overflow-hidden'],
  ['overflow-x', 'auto', 'overflow-x-auto'],
  ['overflow-y', 'scroll', 'overflow-y-scroll'],
  ['transition-property', 'all', 'transition-all'],
  ['transition-property', 'opacity', 'transition-opacity'],
  ['transition-property', 'opacity, transform', 'transition-[opacity,_transform]'],
  ['transition-duration', '300ms', 'duration-300'],
  ['transition-duration', '0.15s', 'duration-150'],
  ['transition-duration', '1.25ms', 'duration-[1.25ms]'],
  ['transition-delay', '1s', 'delay-1000'],
  ['transition-timing-function', 'linear', 'ease-linear'],
  ['transition-timing-function', 'cubic-bezier(0.4, 0, 0.2, 1)', 'ease-in-out'],
  ['transition-timing-function', 'ease-in', 'ease-[ease-in]'],
  ['line-height', '24px', 'leading-6'],
  ['line-height', '1.5rem', 'leading-6'],
  ['line-height', '1.5', 'leading-normal'],
  ['line-height', '1', 'leading-none'],
  ['line-height', '1.3', 'leading-[1.3]'],
  ['line-height', '13px', 'leading-[13px]'],
  ['letter-spacing', '0.025em', 'tracking-wide'],
  ['letter-spacing', '-0.05em', 'tracking-tighter'],
  ['letter-spacing', '0', 'tracking-normal'],
  ['letter-spacing', '1px', 'tracking-[1px]'],
  ['font-family', 'var(--font-mono)', 'font-mono'],
  ['font-family', "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif", 'font-serif'],
  ['font-family', "'Open Sans', sans-serif", "font-[family-name:'Open_Sans',_sans-serif]"],
  ['font-family', 'Inter', 'font-[family-name:Inter]'],
  ['text-decoration', 'underline', 'underline'],
  ['text-decoration-line', 'line-through', 'line-through'],
  ['text-decoration-line', 'none', 'no-underline'],
  ['text-decoration-style', 'wavy', 'decoration-wavy'],
  ['text-decoration-color', '#000', 'decoration-black'],
  ['text-transform', 'uppercase', 'uppercase'],
  ['text-transform', 'none', 'normal-case'],
]

describe('cssToTailwind for the Styles panel groups', () => {
  it.each(CASES)('writes %s: %s as %s', (property, value, className) => {
    expect(cssToTailwind(property, value)).toBe(className)
  })

  describe('in the installed Tailwind', () => {
    let build: (candidates: string[]) => string
    beforeAll(async () => {
      const require = createRequire(import.meta.url)
      const compiler = await compile('@import "tailwindcss/theme.css";\n@tailwind utilities;', {
        base: process.cwd(),
        loadStylesheet: async (id, base) => {
          const path = require.resolve(id)
          return { path, base, content: readFileSync(path, 'utf8') }
        },
      })
      const empty = compiler.build([])
      build = (candidates) => compiler.build(candidates).slice(empty.length)
    })

    // The property Tailwind writes for a few shorthands the panel sends as their longhand.
    const written: Readonly<Record<string, string>> = {
      inset: 'inset',
      'text-decoration': 'text-decoration-line',
      'column-gap': 'column-gap',
    }

    it.each(CASES)('%s: %s → %s is a real utility that sets the property', (property, value) => {
      const className = cssToTailwind(property, value)
      const css = build([className])
      expect(css, className).toContain(`${written[property] ?? property}:`)
    })
  })

  it.each(CASES)('%s: %s → %s is replaced or unset by the sentinel of %s', (property, value) => {
    const className = cssToTailwind(property, value)
    const sentinel = tailwindSentinel(property)
    expect(className === sentinel || conflicts(className, sentinel)).toBe(true)
  })

  it("names a family the project's @theme adds, and only that one", () => {
    const themeFonts = new Set(['display'])
    expect(cssToTailwind('font-family', 'var(--font-display)', { themeFonts })).toBe('font-display')
    expect(cssToTailwind('font-family', 'var(--font-other)', { themeFonts })).toBe(
      'font-[family-name:var(--font-other)]',
    )
    expect(cssToTailwind('font-family', 'var(--font-display)')).toBe(
      'font-[family-name:var(--font-display)]',
    )
  })

  it('keeps a side width, its colour and the other sides apart', () => {
    expect(conflicts('border-t-2', tailwindSentinel('border-top-color'))).toBe(false)
    expect(conflicts('border-t-red-500', tailwindSentinel('border-top-width'))).toBe(false)
    expect(conflicts('border-b-2', tailwindSentinel('border-top-width'))).toBe(false)
    expect(conflicts('rounded-tr-lg', tailwindSentinel('border-top-left-radius'))).toBe(false)
    expect(conflicts('font-bold', tailwindSentinel('font-family'))).toBe(false)
    expect(conflicts('font-mono', tailwindSentinel('font-weight'))).toBe(false)
    expect(conflicts('shadow-blue-500', tailwindSentinel('box-shadow'))).toBe(false)
    expect(conflicts('overflow-y-auto', tailwindSentinel('overflow-x'))).toBe(false)
  })
})
