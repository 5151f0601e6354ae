import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import colors from 'tailwindcss/colors'
import { describe, expect, it } from 'vitest'
import {
  installedTailwindPalette,
  oklchToHex,
  parseThemeColors,
  TailwindPalette,
} from './tailwind-palette'

const THEME_CSS = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
)

/** The palette as the package's JavaScript export states it (a second source in the package). */
const SHADES = Object.entries(colors).flatMap(([hue, shades]) =>
  typeof shades === 'string'
    ? []
    : Object.entries(shades).map(([shade, value]) => ({ name: `${hue}-${shade}`, value })),
)

describe('installedTailwindPalette', () => {
  it('reads every shade of the installed tailwindcss theme.css, agreeing with tailwindcss/colors', () => {
    expect(SHADES.length).toBeGreaterThanOrEqual(22 * 11)
    const palette = installedTailwindPalette()
    expect(palette.size).toBe(SHADES.length)
    expect(THEME_CSS.match(/--color-[a-z]+-\d+:/g)?.length).toBe(SHADES.length)
    const themeValue = new Map(SHADES.map((shade) => [shade.name, shade.value]))
    for (const { name, value } of SHADES) {
      const found = palette.nameOf(value)
      // A colour named twice (greys) gets its first name; every other one its own.
      expect([name, found === undefined ? undefined : themeValue.get(found)]).toEqual([name, value])
    }
    expect(palette.nameOf('oklch(98.5% 0 none)')).toBe('zinc-50')
    expect(palette.nameOf('oklch(0.985 0 0)')).toBe('zinc-50')
    expect(palette.nameOf('oklch(55.6% 0 none)')).toBe('neutral-500')
    expect(palette.nameOf('oklch(62.3% 0.214 259.815)')).toBe('blue-500')
  })

  it('matches oklch as browsers serialise it: number lightness, spacing, opaque alpha', () => {
    const palette = installedTailwindPalette()
    expect(palette.nameOf('oklch(62.3% 0.214 259.815)')).toBe('blue-500')
    expect(palette.nameOf('oklch(0.623 0.214 259.815)')).toBe('blue-500')
    expect(palette.nameOf(' OKLCH( 0.623  0.214 259.815 / 1 ) ')).toBe('blue-500')
    expect(palette.nameOf('oklch(0.623 0.214 259.815 / 0.5)')).toBeUndefined()
    expect(palette.nameOf('oklch(0.624 0.214 259.815)')).toBeUndefined()
  })

  it('matches hex and rgb() only for palette colours inside sRGB, never the v3 hex palette', () => {
    const palette = installedTailwindPalette()
    // slate-900 is oklch(20.8% 0.042 265.755) in v4: #0f172b (v3's slate-900 was #0f172a).
    expect(palette.nameOf('#0f172b')).toBe('slate-900')
    expect(palette.nameOf('#0F172B')).toBe('slate-900')
    expect(palette.nameOf('rgb(15, 23, 43)')).toBe('slate-900')
    expect(palette.nameOf('rgb(15 23 43 / 100%)')).toBe('slate-900')
    expect(palette.nameOf('#0f172a')).toBeUndefined()
    // blue-500 lies outside sRGB: neither v3's #3b82f6 nor the clipped #2b7fff is that colour.
    expect(palette.nameOf('#3b82f6')).toBeUndefined()
    expect(palette.nameOf('#2b7fff')).toBeUndefined()
    expect(palette.nameOf('#0f172b80')).toBeUndefined()
    expect(palette.nameOf('var(--brand)')).toBeUndefined()
  })
})

describe('oklchToHex', () => {
  it('converts in-gamut colours and refuses out-of-gamut ones', () => {
    expect(oklchToHex([1, 0, 0])).toBe('#ffffff')
    expect(oklchToHex([0, 0, 0])).toBe('#000000')
    expect(oklchToHex([0.208, 0.042, 265.755])).toBe('#0f172b')
    expect(oklchToHex([0.623, 0.214, 259.815])).toBeUndefined()
  })
})

describe('TailwindPalette', () => {
  it('reads --color-* variables from a theme stylesheet, hex ones included', () => {
    const css =
      ':root, :host {\n  --color-brand-500: oklch(50% 0.1 200);\n  --color-ink: #112233;\n  --spacing: 0.25rem;\n}'
    expect(parseThemeColors(css)).toEqual([
      { name: 'brand-500', value: 'oklch(50% 0.1 200)' },
      { name: 'ink', value: '#112233' },
    ])
    const palette = TailwindPalette.fromCss(css)
    expect(palette.nameOf('oklch(0.5 0.1 200)')).toBe('brand-500')
    expect(palette.nameOf('#123')).toBe('ink')
    expect(palette.nameOf('#112234')).toBeUndefined()
  })
})
